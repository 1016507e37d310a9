import { describe, expect, it } from 'vitest';
import { formatAgo } from './live-standing.tsx';

const now = Date.parse('2026-11-21T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('formatAgo (a live ranking\u2019s "updated 3 seconds ago")', () => {
  it('says seconds under a minute, in the reader\u2019s language and digits', () => {
    expect(formatAgo(at(-3_400), now, 'en')).toBe('3 seconds ago');
    expect(formatAgo(at(-3_400), now, 'ar')).toBe('قبل ٣ ثوانِ');
    expect(formatAgo(at(-400), now, 'en')).toBe('now');
  });

  it('never says a stamp a moment ahead of the clock is to come, and words a minute or more as usual', () => {
    expect(formatAgo(at(2_000), now, 'en')).toBe('now');
    expect(formatAgo(at(-90_000), now, 'en')).toBe('1 minute ago');
    expect(formatAgo(at(-2 * 3_600_000), now, 'ar')).toBe('قبل ساعتين');
  });
});
