import { describe, expect, it } from 'vitest';
import { isEmail, validateEmail } from './email.ts';

describe('email', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(validateEmail(' user.name+tag@mail.example.eg ')).toEqual({ ok: true, value: 'user.name+tag@mail.example.eg' });
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('x_y@sub-domain.example.com')).toBe(true);
  });

  it('rejects malformed addresses', () => {
    for (const value of ['plain', '@example.com', 'user@', 'user@example', 'user@example.c', 'a b@example.com', 'user@@example.com', '.user@example.com', 'us..er@example.com', 'user@-example.com', 'user@example-.com', `${'a'.repeat(250)}@b.co`]) {
      expect(isEmail(value), value).toBe(false);
    }
    expect(validateEmail('nope')).toEqual({ ok: false, error: 'validation.email.invalid' });
  });

  it('requires a value', () => {
    expect(validateEmail('')).toEqual({ ok: false, error: 'validation.required' });
  });
});
