import { normalizeDigits } from '../format/digits.ts';
import { isBlank } from './required.ts';
import { invalid, valid, type ValidationResult } from './result.ts';

/** Egyptian mobile numbers: 11 digits starting with 01 (platform.md §5; the wallet number too). */
export const PHONE_LENGTH = 11;
const egyptianMobile = /^01\d{9}$/;

/**
 * ASCII digits with the spaces and dashes people type for readability removed ("٠١٠ ١٢٣٤-٥٦٧٨"
 * → "01012345678"). A +20 country prefix is not rewritten: the spec asks for the 11-digit form.
 */
export function normalizePhone(raw: string): string {
  return normalizeDigits(raw).replace(/[\s-]/g, '');
}

/** More digits than an Egyptian mobile number has: said as soon as the extra digit is typed, not at the submit. */
export function isPhoneTooLong(raw: string): boolean {
  const phone = normalizePhone(raw);
  return /^\d+$/.test(phone) && phone.length > PHONE_LENGTH;
}

export function validatePhone(raw: string): ValidationResult<string> {
  if (isBlank(raw)) return invalid('validation.required');
  if (isPhoneTooLong(raw)) return invalid('validation.phone.tooLong');
  const phone = normalizePhone(raw);
  return egyptianMobile.test(phone) ? valid(phone) : invalid('validation.phone.invalid');
}

/** Mobile cash payment: Pay Now is enabled only when the number has exactly 11 characters (digits). */
export function validateMobileCashPhone(raw: string): ValidationResult<string> {
  if (isBlank(raw)) return invalid('validation.required');
  const phone = normalizePhone(raw);
  return /^\d+$/.test(phone) && phone.length === PHONE_LENGTH ? valid(phone) : invalid('validation.mobileCashPhone.length');
}

export function isMobileCashPhoneComplete(raw: string): boolean {
  return validateMobileCashPhone(raw).ok;
}
