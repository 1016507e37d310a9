import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDuration } from './dates.ts';

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds in the language’s digits, never below zero', () => {
    expect(formatCountdown(3725, 'en')).toBe('01:02:05');
    expect(formatCountdown(3725.9, 'ar')).toBe('٠١:٠٢:٠٥');
    expect(formatCountdown(-4, 'en')).toBe('00:00:00');
  });
});

describe('formatDuration', () => {
  it('says the two largest units in words, in the language’s digits and grammar', () => {
    expect(formatDuration((5 * 60 + 12) * 60_000 + 59_000, 'en')).toBe('5 hours, 12 minutes');
    expect(formatDuration((5 * 60 + 12) * 60_000, 'ar')).toBe('٥ ساعات و١٢ دقيقة');
    expect(formatDuration((2 * 24 * 60 + 3 * 60 + 7) * 60_000, 'en')).toBe('2 days, 3 hours');
    expect(formatDuration(60 * 60_000, 'en')).toBe('1 hour');
    expect(formatDuration(30_000, 'en')).toBe('0 minutes');
    expect(formatDuration(-5, 'ar')).toBe('٠ دقيقة');
  });
});
