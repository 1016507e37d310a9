import { describe, expect, it } from 'vitest';
import { formatCountdown } from './dates.ts';

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds in the language’s digits, never below zero', () => {
    expect(formatCountdown(3725, 'en')).toBe('01:02:05');
    expect(formatCountdown(3725.9, 'ar')).toBe('٠١:٠٢:٠٥');
    expect(formatCountdown(-4, 'en')).toBe('00:00:00');
  });
});
