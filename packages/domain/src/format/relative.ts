import { formatter } from './formatters.ts';
import { intlLocale, type Language } from './locale.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;
const month = 30 * day;
const year = 365 * day;

/** The largest unit that fits the distance, so "in 2 hours" rather than "in 120 minutes". */
const steps: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; size: number; below: number }> = [
  { unit: 'minute', size: minute, below: hour },
  { unit: 'hour', size: hour, below: day },
  { unit: 'day', size: day, below: week },
  { unit: 'week', size: week, below: month },
  { unit: 'month', size: month, below: year },
];

// numeric 'auto' gives the idiomatic "yesterday" / "أمس" instead of "1 day ago".
const relativeFormat = (language: Language) => formatter(`relative|${language}`, () => new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }));

/**
 * A match time relative to `now`, e.g. "in 2 hours", "yesterday", "خلال ساعتين".
 * `now` is passed in (the server's clock), never read from the device.
 * Values are truncated toward zero: a kick-off 2 h 50 min away reads "in 2 hours";
 * anything under a minute away reads "now".
 */
export function formatRelativeTime(target: Date | string | number, now: Date | string | number, language: Language): string {
  const distance = new Date(target).getTime() - new Date(now).getTime();
  if (Number.isNaN(distance)) throw new RangeError('formatRelativeTime: invalid date');
  const format = relativeFormat(language);
  const size = Math.abs(distance);
  if (size < minute) return format.format(0, 'second');
  for (const step of steps) {
    if (size < step.below) return format.format(Math.trunc(distance / step.size), step.unit);
  }
  return format.format(Math.trunc(distance / year), 'year');
}
