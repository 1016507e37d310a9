import { normalizeDigits } from '../format/digits.ts';
import { isBlank } from './required.ts';
import { invalid, valid, type ValidationResult } from './result.ts';

/**
 * Egyptian national id: 14 digits. Digit 1 the century of birth (2 = 1900s, 3 = 2000s), digits 2–7
 * the birth date YYMMDD, digits 8–9 the governorate of birth (88 = born abroad). The remaining digits
 * (sequence, sex, check digit) have no published rule we can rely on, so they are not checked.
 */
export const NATIONAL_ID_LENGTH = 14;

export const governorateCodes = [
  '01', '02', '03', '04', '11', '12', '13', '14', '15', '16', '17', '18', '19', '21',
  '22', '23', '24', '25', '26', '27', '28', '29', '31', '32', '33', '34', '35', '88',
] as const;
export type GovernorateCode = (typeof governorateCodes)[number];

const centuries: Readonly<Record<string, number>> = { '2': 1900, '3': 2000 };

export interface NationalIdDetails {
  /** The 14 ASCII digits. */
  value: string;
  /** Birth date as an ISO date, YYYY-MM-DD. */
  birthDate: string;
  governorate: GovernorateCode;
}

function isGovernorate(code: string): code is GovernorateCode {
  return (governorateCodes as readonly string[]).includes(code);
}

/** The UTC day of an instant, as YYYY-MM-DD, for comparing whole dates. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Reads and checks a national id. `today` decides "not in the future"; pass the server's date where
 * it matters. Dates are compared as UTC calendar days.
 */
export function parseNationalId(raw: string, today: Date = new Date()): ValidationResult<NationalIdDetails> {
  if (isBlank(raw)) return invalid('validation.required');
  const value = normalizeDigits(raw).trim();
  if (!/^\d+$/.test(value) || value.length !== NATIONAL_ID_LENGTH) return invalid('validation.nationalId.length');
  const century = centuries[value.charAt(0)];
  if (century === undefined) return invalid('validation.nationalId.century');
  const year = century + Number(value.slice(1, 3));
  const month = Number(value.slice(3, 5));
  const day = Number(value.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March; a real date survives the round trip unchanged.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || isoDay(date) > isoDay(today)) return invalid('validation.nationalId.birthDate');
  const governorate = value.slice(7, 9);
  if (!isGovernorate(governorate)) return invalid('validation.nationalId.governorate');
  return valid({ value, birthDate: isoDay(date), governorate });
}

export function validateNationalId(raw: string, today: Date = new Date()): ValidationResult<string> {
  const parsed = parseNationalId(raw, today);
  return parsed.ok ? valid(parsed.value.value) : parsed;
}
