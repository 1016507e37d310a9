import { describe, expect, it } from 'vitest';
import { calendarDayOf, calendarDayParts, localCalendarDay } from './calendar-day.ts';

describe('calendar days (YYYY-MM-DD)', () => {
  it('accepts a real day and refuses anything else', () => {
    expect(calendarDayOf('2026-05-01')).toBe('2026-05-01');
    expect(calendarDayOf('2024-02-29')).toBe('2024-02-29');
    for (const value of ['2026-02-29', '2026-13-01', '2026-5-1', '2026-05-01T00:00', '', null, undefined, 20260501]) expect(calendarDayOf(value)).toBeNull();
  });

  it("reads today in the device's own time zone, not UTC", () => {
    // 23:30 local on 31 December is still that day wherever the device is.
    expect(localCalendarDay(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
    expect(localCalendarDay(new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01');
  });

  it('splits a day into its numbers', () => {
    expect(calendarDayParts('2026-05-01')).toEqual({ year: 2026, month: 5, day: 1 });
  });
});
