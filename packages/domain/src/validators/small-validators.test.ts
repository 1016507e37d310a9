import { describe, expect, it } from 'vitest';
import { validateSameAs } from './equality.ts';
import { validateGroupName } from './group-name.ts';
import { isBlank, requiredFieldErrors, validateRequired } from './required.ts';
import { invalid, valid } from './result.ts';

describe('required', () => {
  it('treats null, undefined, blank strings and empty lists as missing', () => {
    for (const value of [null, undefined, '', '   ', []]) expect(isBlank(value)).toBe(true);
    for (const value of [0, false, 'a', [1], {}]) expect(isBlank(value)).toBe(false);
  });

  it('validates a single value', () => {
    expect(validateRequired(0)).toEqual({ ok: true, value: 0 });
    expect(validateRequired(' ')).toEqual({ ok: false, error: 'validation.required' });
  });

  it('lists the missing fields of a form by dotted path', () => {
    const purchase = { product_id: 3, shipping_info: { name: 'Mona', phone_number: '', street_address: null } };
    expect(requiredFieldErrors(purchase, ['product_id', 'shipping_info.name', 'shipping_info.phone_number', 'shipping_info.street_address'])).toEqual({
      'shipping_info.phone_number': 'validation.required',
      'shipping_info.street_address': 'validation.required',
    });
    expect(requiredFieldErrors({ shipping_info: 'flat' }, ['shipping_info.name'])).toEqual({ 'shipping_info.name': 'validation.required' });
    expect(requiredFieldErrors(null, ['a'])).toEqual({ a: 'validation.required' });
  });
});

describe('validateSameAs', () => {
  it('passes equal values and names the equality rule otherwise', () => {
    expect(validateSameAs('secret12', 'secret12')).toEqual({ ok: true, value: 'secret12' });
    expect(validateSameAs('secret12', 'secret13')).toEqual({ ok: false, error: 'validation.sameAs' });
  });
});

describe('validateGroupName', () => {
  it('needs 2 characters after trimming', () => {
    expect(validateGroupName('  Al Ahly fans ')).toEqual({ ok: true, value: 'Al Ahly fans' });
    expect(validateGroupName('أب')).toEqual({ ok: true, value: 'أب' });
    expect(validateGroupName(' a ')).toEqual({ ok: false, error: 'validation.groupName.tooShort', params: { count: 2 } });
    expect(validateGroupName('   ')).toEqual({ ok: false, error: 'validation.required' });
  });
});

describe('result helpers', () => {
  it('build the two result shapes', () => {
    expect(valid(1)).toEqual({ ok: true, value: 1 });
    expect(invalid('validation.required')).toEqual({ ok: false, error: 'validation.required' });
    expect(invalid('validation.password.tooShort', { count: 8 })).toEqual({ ok: false, error: 'validation.password.tooShort', params: { count: 8 } });
  });
});
