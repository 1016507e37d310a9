import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from '../../primitives/Link/Link.tsx';
import { twMerge } from '../../lib/utils.ts';

export interface DownloadAppProps {
  /** The app's page in the app store. */
  appStoreHref: string;
  /** The Android package (.apk) itself, downloaded directly; without one there is no Android button (a store search is no package). */
  androidPackageHref?: string | null;
  /** The page's heading level (1 on its own page). */
  headingLevel?: 1 | 2;
  className?: string;
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="shrink-0">
      <path d="M12 3v12M7 10l5 5 5-5M4 19h16" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="shrink-0">
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </svg>
  );
}

/** The app on a phone: a match with two crests, the predicted score and the Predict button (no image file to load). */
function PhoneMockup({ label }: { label: string }) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 220 420" role="img" aria-labelledby={titleId} className="h-auto w-48 shrink-0 sm:w-56" focusable="false">
      <title id={titleId}>{label}</title>
      <rect x="4" y="4" width="212" height="412" rx="32" className="fill-neutral-900" />
      <rect x="16" y="18" width="188" height="384" rx="22" className="fill-surface-muted" />
      <rect x="80" y="26" width="60" height="8" rx="4" className="fill-neutral-900" />
      <rect x="16" y="44" width="188" height="40" className="fill-primary-700" />
      <circle cx="40" cy="64" r="9" className="fill-on-primary" opacity="0.9" />
      <rect x="58" y="59" width="70" height="10" rx="5" className="fill-on-primary" opacity="0.6" />
      <rect x="28" y="100" width="164" height="150" rx="14" className="fill-surface stroke-border" strokeWidth="2" />
      <rect x="44" y="114" width="60" height="8" rx="4" className="fill-neutral-300" />
      <rect x="140" y="112" width="38" height="12" rx="6" className="fill-primary-100" />
      <circle cx="62" cy="156" r="16" className="fill-secondary-600" />
      <circle cx="158" cy="156" r="16" className="fill-error-600" />
      <rect x="88" y="142" width="18" height="28" rx="5" className="fill-surface-sunken stroke-primary-600" strokeWidth="2" />
      <rect x="114" y="142" width="18" height="28" rx="5" className="fill-surface-sunken stroke-primary-600" strokeWidth="2" />
      <rect x="44" y="184" width="40" height="7" rx="3.5" className="fill-neutral-300" />
      <rect x="136" y="184" width="40" height="7" rx="3.5" className="fill-neutral-300" />
      <rect x="44" y="208" width="132" height="28" rx="8" className="fill-primary-600" />
      <rect x="80" y="219" width="60" height="6" rx="3" className="fill-on-primary" />
      <rect x="28" y="264" width="164" height="56" rx="14" className="fill-surface stroke-border" strokeWidth="2" />
      <circle cx="52" cy="292" r="12" className="fill-medal-gold" />
      <rect x="74" y="282" width="80" height="8" rx="4" className="fill-neutral-300" />
      <rect x="74" y="296" width="50" height="7" rx="3.5" className="fill-neutral-200" />
      <rect x="28" y="332" width="164" height="56" rx="14" className="fill-surface stroke-border" strokeWidth="2" />
      <circle cx="52" cy="360" r="12" className="fill-medal-silver" />
      <rect x="74" y="350" width="80" height="8" rx="4" className="fill-neutral-300" />
      <rect x="74" y="364" width="50" height="7" rx="3.5" className="fill-neutral-200" />
    </svg>
  );
}

/**
 * The download-app page (platform spec): title, description, the app-store button, the direct Android package button
 * (when there is a package to download) and an image of the app (an inline phone drawing, so the page loads no image
 * file).
 */
export function DownloadApp({ appStoreHref, androidPackageHref, headingLevel = 1, className }: DownloadAppProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const noteId = useId();
  return (
    <section className={twMerge('mx-auto flex w-full max-w-4xl flex-col items-center gap-8 md:flex-row md:items-center md:justify-between', className)}>
      <div className="flex max-w-prose flex-col gap-4">
        <Heading className="text-2xl font-bold text-fg sm:text-3xl">{t('welcome.download.title')}</Heading>
        <p className="text-lg text-fg-muted">{t('welcome.download.body')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link href={appStoreHref} target="_blank" variant="button" size="lg" icon={<PhoneIcon />}>
            {t('welcome.download.appStore')}
          </Link>
          {androidPackageHref && (
            <Link href={androidPackageHref} download variant="button" buttonVariant="outline" size="lg" icon={<DownloadIcon />} aria-describedby={noteId}>
              {t('welcome.download.android')}
            </Link>
          )}
        </div>
        {androidPackageHref && (
          <p id={noteId} className="text-sm text-fg-muted">
            {t('welcome.download.androidNote')}
          </p>
        )}
      </div>
      <PhoneMockup label={t('welcome.download.image')} />
    </section>
  );
}
