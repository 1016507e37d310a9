import type { Language } from './locale.ts';

// Letters of each script (Arabic-Indic digits are of the Arabic script, but are no letters).
const arabicLetter = /(?=\p{L})\p{Script=Arabic}/gu;
const latinLetter = /(?=\p{L})\p{Script=Latin}/gu;

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
