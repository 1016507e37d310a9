import { intlLocale, type Language } from './locale.ts';

/** D MMMM YYYY, e.g. "21 November 2026" / "٢١ نوفمبر ٢٠٢٦". */
export function formatDate(value: Date | string | number, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(value));
}

/** Kick-off time, e.g. "18:30" / "٦:٣٠ م". */
export function formatTime(value: Date | string | number, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(value));
}
