import { isBlank } from './required.ts';
import { invalid, valid, type ValidationResult } from './result.ts';

/**
 * A practical address check (not full RFC 5322): a local part of the usual characters without
 * leading, trailing or doubled dots; a domain of dot-separated labels that neither start nor end with
 * a hyphen; a top-level domain of two letters or more; 254 characters at most (the SMTP limit).
 */
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainPart = /^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && localPart.test(value.slice(0, at)) && domainPart.test(value.slice(at + 1));
}

/** Surrounding spaces (common after pasting) are dropped from the returned value. */
export function validateEmail(raw: string): ValidationResult<string> {
  if (isBlank(raw)) return invalid('validation.required');
  const email = raw.trim();
  return isEmail(email) ? valid(email) : invalid('validation.email.invalid');
}
