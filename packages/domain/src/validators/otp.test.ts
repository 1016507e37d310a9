import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOtpComplete, validateOtp } from './otp.ts';

describe('otp', () => {
  it('accepts exactly 6 digits, Arabic-Indic included', () => {
    expect(validateOtp('123456')).toEqual({ ok: true, value: '123456' });
    expect(validateOtp('١٢٣٤٥٦')).toEqual({ ok: true, value: '123456' });
  });

  it('rejects other lengths and characters', () => {
    for (const raw of ['12345', '1234567', '12345a', '12 3456']) expect(validateOtp(raw), raw).toEqual({ ok: false, error: 'validation.otp.invalid' });
    expect(validateOtp('')).toEqual({ ok: false, error: 'validation.required' });
  });

  it('is complete exactly at 6 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,8}$/), (digits) => {
        expect(isOtpComplete(digits)).toBe(digits.length === 6);
      }),
    );
  });
});
