import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobileCashPhoneComplete, isPhoneTooLong, normalizePhone, validateMobileCashPhone, validatePhone } from './phone.ts';

describe('validatePhone', () => {
  it('accepts 11 digits starting with 01', () => {
    expect(validatePhone('01012345678')).toEqual({ ok: true, value: '01012345678' });
  });

  it('accepts Arabic-Indic digits, spaces and dashes, normalised', () => {
    expect(validatePhone('٠١٠١٢٣٤٥٦٧٨')).toEqual({ ok: true, value: '01012345678' });
    expect(validatePhone(' 010 1234-5678 ')).toEqual({ ok: true, value: '01012345678' });
  });

  it('rejects other shapes', () => {
    for (const raw of ['0101234567', '11012345678', '02012345678', '+201012345678', '0101234567a']) {
      expect(validatePhone(raw), raw).toEqual({ ok: false, error: 'validation.phone.invalid' });
    }
  });

  it('says a number longer than 11 digits is too long, whatever digits or spacing it was typed in', () => {
    for (const raw of ['010123456789', '0101234567890123', '٠١٠١٢٣٤٥٦٧٨٩', '010 1234 56789']) {
      expect(validatePhone(raw), raw).toEqual({ ok: false, error: 'validation.phone.tooLong' });
      expect(isPhoneTooLong(raw), raw).toBe(true);
    }
    expect(isPhoneTooLong('01012345678')).toBe(false);
    expect(isPhoneTooLong('+201012345678')).toBe(false);
  });

  it('requires a value', () => {
    expect(validatePhone('  ')).toEqual({ ok: false, error: 'validation.required' });
  });

  it('accepts every 01 + 9 digits number, typed in either digit set', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.boolean(), (rest, arabic) => {
        const ascii = `01${rest}`;
        const typed = arabic ? ascii.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : ascii;
        expect(validatePhone(typed)).toEqual({ ok: true, value: ascii });
      }),
    );
  });
});

describe('mobile cash phone', () => {
  it('needs exactly 11 digits', () => {
    expect(validateMobileCashPhone('01112345678')).toEqual({ ok: true, value: '01112345678' });
    expect(validateMobileCashPhone('٠١١١٢٣٤٥٦٧٨').ok).toBe(true);
    expect(validateMobileCashPhone('0111234567')).toEqual({ ok: false, error: 'validation.mobileCashPhone.length' });
    expect(validateMobileCashPhone('0111234567x')).toEqual({ ok: false, error: 'validation.mobileCashPhone.length' });
    expect(validateMobileCashPhone('')).toEqual({ ok: false, error: 'validation.required' });
  });

  it('enables Pay Now only when complete', () => {
    expect(isMobileCashPhoneComplete('01112345678')).toBe(true);
    expect(isMobileCashPhoneComplete('011123')).toBe(false);
  });

  it('normalises for display and sending', () => {
    expect(normalizePhone('٠١١ ١٢٣')).toBe('011123');
  });
});
