import { useState } from 'react';
import { tv } from '../../lib/utils.ts';
import { useTextLanguage } from '../UserText/UserText.tsx';

export const avatarStyles = tv({
  base: 'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none',
  variants: {
    size: {
      xs: 'size-6 text-[0.625rem]',
      sm: 'size-8 text-xs',
      md: 'size-10 text-sm',
      lg: 'size-14 text-lg',
      xl: 'size-20 text-2xl',
    },
    tone: {
      primary: 'bg-primary-100 text-primary-800',
      secondary: 'bg-secondary-100 text-secondary-700',
      info: 'bg-info-600/15 text-info-700',
      neutral: 'bg-neutral-200 text-neutral-800',
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

const tones = ['primary', 'secondary', 'info', 'neutral'] as const;

/** Up to two initials from a name, in any script ("Mohamed Salah" → "MS", "محمد صلاح" → "م‌ص"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = (words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1)).map(
    (word) => Array.from(word ?? '')[0]?.toLocaleUpperCase() ?? '',
  );
  // A zero-width non-joiner keeps Arabic initials as separate letters instead of joining them into a word.
  return letters.join('\u200c');
}

function toneOf(name: string): (typeof tones)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return tones[hash % tones.length]!;
}

export interface AvatarProps {
  /** The person's or team's name: the accessible name and the source of the initials. */
  name: string;
  /** Photo URL; the initials show while it loads and if it fails. */
  src?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** Beside text or inside a control that names the person already: hidden from assistive technology. */
  decorative?: boolean;
}

/** A profile photo with an initials fallback. */
export function Avatar({ name, src, size, className, decorative = false }: AvatarProps) {
  const [status, setStatus] = useState<{ src?: string; state: 'loading' | 'loaded' | 'error' }>({ src, state: 'loading' });
  // A new src starts loading again.
  const state = status.src === src ? status.state : 'loading';
  const showImage = src !== undefined && state !== 'error';
  // The name (the label, the initials) keeps its language: an Arabic name on an English page is read as Arabic.
  const { lang } = useTextLanguage(name);
  return (
    <span {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })} lang={lang} className={avatarStyles({ size, tone: toneOf(name), className })}>
      {state !== 'loaded' && <span aria-hidden="true">{initialsOf(name)}</span>}
      {showImage && (
        <img
          key={src}
          src={src}
          alt=""
          className={`absolute inset-0 size-full object-cover ${state === 'loaded' ? '' : 'invisible'}`}
          onLoad={() => setStatus({ src, state: 'loaded' })}
          onError={() => setStatus({ src, state: 'error' })}
        />
      )}
    </span>
  );
}
