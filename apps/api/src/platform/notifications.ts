import type { Locale } from './http/messages.ts';

/** What a notification says in one language: its title and body, and any other field in words (a prize's name). */
export type NotificationWords = { readonly title: string; readonly body: string } & Readonly<Record<string, unknown>>;

const locales: readonly Locale[] = ['en', 'ar'];

/**
 * A notification's stored payload, in both languages (docs/decisions/newcomer-languages.md): `localized.en` and
 * `localized.ar` hold the fields in words, the top level what is the same in every language, plus the words in the
 * reader's language at writing time (what a one-language reader of the row finds). The list answers in the viewer's
 * language, whatever the reader's was when it was written.
 */
export function notificationPayload(reader: Locale, common: Readonly<Record<string, unknown>>, words: (locale: Locale) => NotificationWords) {
  const localized = Object.fromEntries(locales.map((locale) => [locale, words(locale)])) as Record<Locale, NotificationWords>;
  return { ...common, ...localized[reader], localized };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored payload as a viewer reads it: the words of their language over the stored ones. A payload written before
 * notifications kept both languages has one language only and comes as stored (the app marks its language).
 */
export function payloadIn(stored: unknown, locale: Locale): Record<string, unknown> {
  if (!isRecord(stored)) return {};
  const { localized, ...rest } = stored;
  const words = isRecord(localized) && isRecord(localized[locale]) ? localized[locale] : {};
  return { ...rest, ...words };
}
