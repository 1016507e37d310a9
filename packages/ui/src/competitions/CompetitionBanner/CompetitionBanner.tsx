import { useCallback, useState } from 'react';
import { TrophyIcon } from '../../primitives/icons/Icon.tsx';
import { tv, twMerge } from '../../lib/utils.ts';

/**
 * How a cover is shown: a wide picture fills the banner (photo); a square emblem or logo sits whole in a badge on the
 * designed banner (emblem), never blown up and cropped; without one (or until it is known) the designed banner alone.
 */
export type BannerCover = 'photo' | 'emblem' | 'none' | 'loading';

/** Width over height from which a picture fills the banner: narrower ones are emblems (a 64×64 medal, a crest). */
const PHOTO_ASPECT = 1.8;

const banner = tv({
  base: 'relative isolate overflow-hidden bg-linear-to-br from-primary-800 via-primary-700 to-primary-600 text-on-primary',
  variants: {
    size: { card: 'h-24', header: 'h-28 sm:h-36' },
    muted: { true: 'grayscale' },
  },
});

const badge = tv({
  base: 'flex items-center justify-center rounded-full bg-surface/95 text-primary-700 shadow-md ring-4 ring-on-primary/20',
  variants: { size: { card: 'size-14', header: 'size-16 sm:size-20' } },
});

export interface CompetitionBannerProps {
  coverUrl?: string | null;
  /** Sized for a lobby card or the competition page's header. */
  size?: 'card' | 'header';
  /** A past or cancelled competition: the banner greys. */
  muted?: boolean;
  className?: string;
}

/**
 * A competition's banner, designed to look intentional at every width: the brand's gradient with a pitch's lines, and
 * the cover on it as it suits (a wide picture fills it; an emblem sits whole in a badge; none, a trophy). Decorative:
 * the competition's name says what it is.
 */
export function CompetitionBanner({ coverUrl, size = 'card', muted = false, className }: CompetitionBannerProps) {
  const [measured, setMeasured] = useState<{ url: string; cover: BannerCover } | null>(null);
  const cover: BannerCover = !coverUrl ? 'none' : measured?.url === coverUrl ? measured.cover : 'loading';
  const measure = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !coverUrl) return;
      const decide = () => {
        const { naturalWidth: width, naturalHeight: height } = image;
        setMeasured({ url: coverUrl, cover: width > 0 && height > 0 ? (width / height >= PHOTO_ASPECT ? 'photo' : 'emblem') : 'none' });
      };
      // A picture already loaded (from the cache, or before the page hydrated) fires no load event.
      if (image.complete) decide();
      else {
        image.addEventListener('load', decide, { once: true });
        image.addEventListener('error', () => setMeasured({ url: coverUrl, cover: 'none' }), { once: true });
      }
    },
    [coverUrl],
  );
  return (
    <div aria-hidden="true" data-testid="competition-banner" data-cover={cover} className={twMerge(banner({ size, muted }), className)}>
      <PitchLines />
      {coverUrl && (cover === 'loading' || cover === 'photo') ? (
        <img ref={measure} src={coverUrl} alt="" className={twMerge('absolute inset-0 size-full object-cover', cover === 'loading' && 'opacity-0')} />
      ) : null}
      {cover === 'emblem' || cover === 'none' ? (
        <div className="absolute inset-0 flex items-center justify-center">
          <span className={badge({ size })}>
            {cover === 'emblem' ? <img src={coverUrl ?? undefined} alt="" className="size-3/4 object-contain" /> : <TrophyIcon size={size === 'card' ? 26 : 32} />}
          </span>
        </div>
      ) : null}
    </div>
  );
}

/** A pitch's markings, faint, centred and covering the banner at any width (symmetric: the same in both directions). */
function PitchLines() {
  return (
    <svg viewBox="0 0 480 144" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full opacity-20" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="8" y="8" width="464" height="128" rx="2" />
      <path d="M240 8v128" />
      <circle cx="240" cy="72" r="26" />
      <circle cx="240" cy="72" r="2.5" fill="currentColor" />
      <rect x="8" y="34" width="58" height="76" />
      <rect x="8" y="54" width="20" height="36" />
      <rect x="414" y="34" width="58" height="76" />
      <rect x="452" y="54" width="20" height="36" />
      <path d="M66 52a26 26 0 010 40M414 52a26 26 0 000 40" />
    </svg>
  );
}
