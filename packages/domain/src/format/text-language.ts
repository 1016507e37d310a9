import type { Language } from './locale.ts';

// Letters of the Arabic script (Arabic, its supplement and presentation forms), and Latin letters with accents.
const arabicLetter = /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const latinLetter = /[A-Za-z\u00C0-\u024F]/gu;

/**
 * The language a text was written in, as far as its letters tell: Arabic when Arabic letters outnumber Latin ones,
 * English when Latin ones do, null when it has no letters (digits, a score, an emoji) or as many of each. Used for
 * text the app did not write (a name, a group's description, a notification stored in one language) so it can carry
 * its own lang and direction inside a page in the other language (WCAG 3.1.2).
 */
export function languageOfText(text: string | null | undefined): Language | null {
  if (!text) return null;
  const arabic = text.match(arabicLetter)?.length ?? 0;
  const latin = text.match(latinLetter)?.length ?? 0;
  if (arabic === latin) return null;
  return arabic > latin ? 'ar' : 'en';
}
