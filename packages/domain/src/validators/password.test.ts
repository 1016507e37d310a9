import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordPolicyFailures, validatePassword } from './password.ts';

describe('password policy', () => {
  it('accepts 8+ characters with a letter and a digit', () => {
    expect(validatePassword('abcdefg1')).toEqual({ ok: true, value: 'abcdefg1' });
    expect(validatePassword('كلمةسر١٢')).toEqual({ ok: true, value: 'كلمةسر١٢' });
  });

  it('reports the first broken rule, with the minimum length as count', () => {
    expect(validatePassword('abc1')).toEqual({ ok: false, error: 'validation.password.tooShort', params: { count: 8 } });
    expect(validatePassword('12345678')).toEqual({ ok: false, error: 'validation.password.needsLetter' });
    expect(validatePassword('abcdefgh')).toEqual({ ok: false, error: 'validation.password.needsDigit' });
    expect(validatePassword('')).toEqual({ ok: false, error: 'validation.required' });
  });

  it('lists every broken rule for a checklist', () => {
    expect(passwordPolicyFailures('!!')).toEqual(['validation.password.tooShort', 'validation.password.needsLetter', 'validation.password.needsDigit']);
    expect(passwordPolicyFailures('abcdefg1')).toEqual([]);
  });

  it('counts characters, not UTF-16 units, and keeps spaces', () => {
    expect(passwordPolicyFailures('a1😀😀😀😀😀')).toEqual(['validation.password.tooShort']);
    expect(validatePassword(' abcdef1 ')).toEqual({ ok: true, value: ' abcdef1 ' });
  });

  it('is valid exactly when no rule fails', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (password) => {
        expect(validatePassword(password).ok).toBe(passwordPolicyFailures(password).length === 0);
      }),
    );
  });
});
