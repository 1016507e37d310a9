import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative.ts';

const now = new Date('2026-11-21T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  const cases: Array<[string, number, string, string]> = [
    ['under a minute', 30_000, 'now', 'الآن'],
    ['minutes ahead', 5 * MIN, 'in 5 minutes', 'خلال ٥ دقائق'],
    ['minutes ago', -3 * MIN, '3 minutes ago', 'قبل ٣ دقائق'],
    ['hours ahead, truncated', 2 * HOUR + 50 * MIN, 'in 2 hours', 'خلال ساعتين'],
    ['an hour ago', -HOUR, '1 hour ago', 'قبل ساعة واحدة'],
    ['yesterday', -DAY, 'yesterday', 'أمس'],
    ['tomorrow', 30 * HOUR, 'tomorrow', 'غدًا'],
    ['days ahead', 5 * DAY, 'in 5 days', 'خلال ٥ أيام'],
    ['weeks ahead', 14 * DAY, 'in 2 weeks', 'خلال أسبوعين'],
    ['months ago', -65 * DAY, '2 months ago', 'قبل شهرين'],
    ['years ahead', 800 * DAY, 'in 2 years', 'خلال سنتين'],
  ];

  it.each(cases)('%s', (_label, offset, english, arabic) => {
    expect(formatRelativeTime(at(offset), now, 'en')).toBe(english);
    expect(formatRelativeTime(at(offset), now, 'ar')).toBe(arabic);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2026-11-21T14:00:00Z', now.getTime(), 'en')).toBe('in 2 hours');
  });

  it('rejects an unreadable date', () => {
    expect(() => formatRelativeTime('not a date', now, 'en')).toThrow(RangeError);
  });
});
