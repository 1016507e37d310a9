import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizeDigits, normalizeDigits } from './digits.ts';

describe('normalizeDigits', () => {
  it('maps Arabic-Indic and Extended Arabic-Indic digits to ASCII', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('keeps every other character', () => {
    expect(normalizeDigits('رقم ٠١٠-1234')).toBe('رقم 010-1234');
    expect(normalizeDigits('')).toBe('');
  });

  it('round-trips Intl Arabic digits back to the number', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const arabic = new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(n);
        expect(normalizeDigits(arabic)).toBe(String(n));
      }),
    );
  });

  it('is idempotent and keeps the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('٣', '۷', '5', 'a', ' ', 'ب') }), (text) => {
        const once = normalizeDigits(text);
        expect(normalizeDigits(once)).toBe(once);
        expect(once).toHaveLength(text.length);
        expect(once).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      }),
    );
  });
});

describe('localizeDigits', () => {
  it('writes Arabic-Indic digits in Arabic and round-trips through normalizeDigits', () => {
    expect(localizeDigits('10', 'ar')).toBe('١٠');
    expect(localizeDigits('2-1', 'ar')).toBe('٢-١');
    expect(localizeDigits('10', 'en')).toBe('10');
    for (const text of ['0', '7', '42', '1234567890']) expect(normalizeDigits(localizeDigits(text, 'ar'))).toBe(text);
  });
});
