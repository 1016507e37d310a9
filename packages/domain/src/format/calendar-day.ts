// A calendar day as the contract, the URLs and the date filters spell it: YYYY-MM-DD, with no time and no zone.
// Plain text keeps the first screen free of a date library: only the date picker itself needs one.

/** A calendar day, YYYY-MM-DD. */
export type CalendarDay = string;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day a value names when it is a real YYYY-MM-DD day (not 2026-02-30), else null. */
export function calendarDayOf(value: unknown): CalendarDay | null {
  const parts = typeof value === 'string' ? pattern.exec(value) : null;
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? (value as string) : null;
}

/** The day it is on this device, in its own time zone (what a fan calls "today"). */
export function localCalendarDay(now: Date = new Date()): CalendarDay {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** A day's year, month (1-12) and day of the month. */
export function calendarDayParts(day: CalendarDay): { year: number; month: number; day: number } {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return { year, month, day: date };
}
