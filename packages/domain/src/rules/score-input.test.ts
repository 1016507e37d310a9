import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitScoreInput, parseWholeNumber, sanitizeScoreInput } from './score-input.ts';

describe('sanitizeScoreInput', () => {
  it('keeps whole numbers, dropping leading zeros and spaces', () => {
    expect(sanitizeScoreInput('3')).toBe(3);
    expect(sanitizeScoreInput('007')).toBe(7);
    expect(sanitizeScoreInput(' 12 ')).toBe(12);
    expect(sanitizeScoreInput('0')).toBe(0);
  });

  it('reads Arabic-Indic digits', () => {
    expect(sanitizeScoreInput('٣')).toBe(3);
    expect(sanitizeScoreInput('١٠')).toBe(10);
    expect(sanitizeScoreInput('۲')).toBe(2);
  });

  it('turns negative or invalid entries into 0', () => {
    for (const raw of ['-1', '-', '1.5', '2.0', 'abc', '1e3', '+2', '3a', '0x10', '9'.repeat(20)]) {
      expect(sanitizeScoreInput(raw), raw).toBe(0);
    }
  });

  it('leaves an emptied field empty while typing', () => {
    expect(sanitizeScoreInput('')).toBe('');
    expect(sanitizeScoreInput('   ')).toBe('');
  });

  it('is never negative and never fractional', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const value = sanitizeScoreInput(raw);
        if (value !== '') {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('gives back any whole number typed in either digit set', () => {
    fc.assert(
      fc.property(fc.nat(), fc.boolean(), (n, arabic) => {
        const typed = arabic ? new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(n) : String(n);
        expect(sanitizeScoreInput(typed)).toBe(n);
      }),
    );
  });
});

describe('commitScoreInput', () => {
  it('reverts an emptied field to the earlier value on blur', () => {
    expect(commitScoreInput('', 2)).toBe(2);
    expect(commitScoreInput('  ', 0)).toBe(0);
  });

  it('commits typed values, sanitised', () => {
    expect(commitScoreInput('4', 2)).toBe(4);
    expect(commitScoreInput('-4', 2)).toBe(0);
    expect(commitScoreInput('٥', 1)).toBe(5);
  });

  it('always yields a whole number ≥ 0 from a valid previous value', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (raw, previous) => {
        const value = commitScoreInput(raw, previous);
        expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
      }),
    );
  });
});

describe('parseWholeNumber', () => {
  it('reads safe non-negative integers and digit strings', () => {
    expect(parseWholeNumber(4)).toBe(4);
    expect(parseWholeNumber('٤')).toBe(4);
    expect(parseWholeNumber(' 04 ')).toBe(4);
  });

  it('returns null rather than guessing', () => {
    for (const value of [-1, 1.5, Number.NaN, Infinity, 2 ** 53, '', 'x', '-1', '9'.repeat(20), null, undefined, true, {}]) {
      expect(parseWholeNumber(value), String(value)).toBeNull();
    }
  });
});
