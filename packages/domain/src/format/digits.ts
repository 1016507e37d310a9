/**
 * Arabic-Indic (U+0660–U+0669) and Extended Arabic-Indic (U+06F0–U+06F9, typed on Persian/Urdu
 * keyboards) digits, mapped to ASCII. Users in Egypt often type phone numbers and scores this way.
 */
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Replaces every Arabic-Indic digit with its ASCII digit; all other characters are kept as they are. */
export function normalizeDigits(value: string): string {
  return value.replace(easternDigits, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Writes a text's ASCII digits in the language's digits (Arabic-Indic in Arabic), e.g. what a score input shows. */
export function localizeDigits(value: string, language: 'en' | 'ar'): string {
  if (language !== 'ar') return value;
  return value.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
