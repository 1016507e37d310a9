import { intlLocale, type Language } from './locale.ts';
import { localizeDigits } from './digits.ts';
import { formatter } from './formatters.ts';

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  return formatter(`date|${language}|${timeZone ?? ''}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(language), { ...options, ...(timeZone ? { timeZone } : {}) }));
}

/** D MMMM YYYY, e.g. "21 November 2026" / "٢١ نوفمبر ٢٠٢٦". */
export function formatDate(value: Date | string | number, language: Language, timeZone?: string): string {
  return dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }, timeZone).format(new Date(value));
}

/** A match's day, short and with its weekday (a fixture in a list): "Sat 28 Nov" / "السبت، ٢٨ نوفمبر". */
export function formatMatchDay(value: Date | string | number, language: Language, timeZone?: string): string {
  return dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }, timeZone).format(new Date(value));
}

/** Kick-off time, e.g. "18:30" / "٦:٣٠ م". */
export function formatTime(value: Date | string | number, language: Language, timeZone?: string): string {
  return dateFormat(language, { hour: 'numeric', minute: '2-digit' }, timeZone).format(new Date(value));
}

/** A countdown, hh:mm:ss, in the language's digits ("01:02:05" / "٠١:٠٢:٠٥"); never below zero. */
export function formatCountdown(seconds: number, language: Language): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return localizeDigits(`${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`, language);
}

const durationUnits = [
  { unit: 'day', ms: 24 * 60 * 60 * 1000 },
  { unit: 'hour', ms: 60 * 60 * 1000 },
  { unit: 'minute', ms: 60 * 1000 },
] as const;

/**
 * A duration in words for screen readers and titles, its two largest units ("5 hours, 12 minutes" / "٥ ساعات و١٢
 * دقيقة"); under a minute, "less than a minute" is the caller's to say: this gives "0 minutes". Never below zero.
 */
export function formatDuration(ms: number, language: Language): string {
  let rest = Math.max(0, Math.floor(ms));
  const parts: string[] = [];
  for (const { unit, ms: size } of durationUnits) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || (parts.length === 0 && unit === 'minute')) {
      parts.push(formatter(`unit|${language}|${unit}`, () => new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'long' })).format(count));
    }
    if (parts.length === 2) break;
  }
  return formatter(`list|${language}`, () => new Intl.ListFormat(intlLocale(language), { type: 'unit', style: 'long' })).format(parts);
}
