import { directionOf, languageOfText, type Language } from '@hadaf/domain';
import { useLanguage } from '../../lib/use-language.ts';

/** The attributes that give a text the app did not write its own language and direction. */
export interface TextLanguageProps {
  /** Only when it differs from the page's (WCAG 3.1.2, language of parts). */
  lang?: Language;
  dir: 'ltr' | 'rtl' | 'auto';
}

/**
 * The language and direction of a text the app did not write (a person's name, a group's description, a notification
 * stored in one language), from its letters: an Arabic name on an English page says lang="ar" and reads right to
 * left, and a screen reader pronounces it as Arabic. A text without letters (a score) takes its direction from itself.
 */
export function useTextLanguage(text: string | null | undefined): TextLanguageProps {
  const page = useLanguage();
  const written = languageOfText(text);
  if (!written) return { dir: 'auto' };
  return written === page ? { dir: directionOf(written) } : { lang: written, dir: directionOf(written) };
}

export interface UserTextProps {
  children: string;
  className?: string;
}

/** A text the app did not write, isolated from the sentence around it with its own language and direction. */
export function UserText({ children, className }: UserTextProps) {
  const language = useTextLanguage(children);
  return (
    <bdi {...language} className={className}>
      {children}
    </bdi>
  );
}
