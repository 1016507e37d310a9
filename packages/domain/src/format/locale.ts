export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

/**
 * The Intl locale behind each language. en-GB writes dates as "21 November 2026" (D MMMM YYYY);
 * ar-EG writes Egyptian Arabic with Arabic-Indic digits (see docs/decisions.md).
 */
const intlLocales: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function intlLocale(language: Language): string {
  return intlLocales[language];
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Picks the language a browser prefers: Arabic when any preferred language is Arabic before English. */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
