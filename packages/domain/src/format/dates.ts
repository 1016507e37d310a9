import { intlLocale, type Language } from './locale.ts';
import { localizeDigits } from './digits.ts';

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

/** A countdown, hh:mm:ss, in the language's digits ("01:02:05" / "٠١:٠٢:٠٥"); never below zero. */
export function formatCountdown(seconds: number, language: Language): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return localizeDigits(`${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`, language);
}
