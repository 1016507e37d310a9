import { describe, expect, it } from 'vitest';
import { governorateCodes, parseNationalId, validateNationalId } from './national-id.ts';

const today = new Date('2026-11-21T10:00:00Z');

describe('national id', () => {
  it('reads a valid id born in the 1990s', () => {
    expect(parseNationalId('29001011234567', today)).toEqual({ ok: true, value: { value: '29001011234567', birthDate: '1990-01-01', governorate: '12' } });
  });

  it('reads the 2000s century and Arabic-Indic digits', () => {
    expect(parseNationalId('٣٠٥٠٢٢٨٨٨١٢٣٤٥', today)).toEqual({ ok: true, value: { value: '30502288812345', birthDate: '2005-02-28', governorate: '88' } });
    expect(validateNationalId('30502280112345', today)).toEqual({ ok: true, value: '30502280112345' });
  });

  it('requires exactly 14 digits', () => {
    expect(validateNationalId('2900101123456', today)).toEqual({ ok: false, error: 'validation.nationalId.length' });
    expect(validateNationalId('290010112345678', today)).toEqual({ ok: false, error: 'validation.nationalId.length' });
    expect(validateNationalId('2900101123456x', today)).toEqual({ ok: false, error: 'validation.nationalId.length' });
    expect(validateNationalId('', today)).toEqual({ ok: false, error: 'validation.required' });
  });

  it('requires the century digit 2 or 3', () => {
    expect(validateNationalId('19001011234567', today)).toEqual({ ok: false, error: 'validation.nationalId.century' });
    expect(validateNationalId('49001011234567', today)).toEqual({ ok: false, error: 'validation.nationalId.century' });
  });

  it('requires a real birth date', () => {
    for (const id of ['29013011234567', '29002301234567', '29000001234567', '30102291234567']) {
      expect(validateNationalId(id, today), id).toEqual({ ok: false, error: 'validation.nationalId.birthDate' });
    }
    // 2004 is a leap year: 29 February exists.
    expect(validateNationalId('30402290112345', today).ok).toBe(true);
  });

  it('rejects a birth date after today, allowing today itself', () => {
    expect(validateNationalId('32611220112345', today)).toEqual({ ok: false, error: 'validation.nationalId.birthDate' });
    expect(validateNationalId('32611210112345', today).ok).toBe(true);
  });

  it('requires a governorate code from the fixed list', () => {
    expect(governorateCodes).toHaveLength(28);
    for (const code of ['00', '05', '10', '20', '30', '36', '99']) {
      expect(validateNationalId(`2900101${code}12345`, today), code).toEqual({ ok: false, error: 'validation.nationalId.governorate' });
    }
    for (const code of governorateCodes) expect(validateNationalId(`2900101${code}12345`, today).ok).toBe(true);
  });

  it('defaults today to the current date', () => {
    expect(validateNationalId('29001011234567').ok).toBe(true);
  });
});
