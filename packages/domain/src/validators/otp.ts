import { normalizeDigits } from '../format/digits.ts';
import { isBlank } from './required.ts';
import { invalid, valid, type ValidationResult } from './result.ts';

/** Verification codes are 6 digits (platform.md §9); the field submits itself once complete. */
export const OTP_LENGTH = 6;
const otpPattern = /^\d{6}$/;

export function validateOtp(raw: string): ValidationResult<string> {
  if (isBlank(raw)) return invalid('validation.required');
  const otp = normalizeDigits(raw).trim();
  return otpPattern.test(otp) ? valid(otp) : invalid('validation.otp.invalid');
}

/** True once 6 digits are typed: the moment the form auto-completes. */
export function isOtpComplete(raw: string): boolean {
  return validateOtp(raw).ok;
}
