import type { ValidationKey } from './keys.ts';
import { invalid, valid, type ValidationResult } from './result.ts';

/**
 * Password policy (our choice, the spec gives none; see docs/decisions/domain-rules.md): at least
 * 8 characters, with at least one letter and one digit. Letters and digits of any script count,
 * so Arabic letters and Arabic-Indic digits satisfy it. Passwords are never trimmed.
 */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordPolicyKey = Extract<ValidationKey, `validation.password.${string}`>;

/** Every rule the password breaks, in display order; empty when it meets the policy (a checklist UI can show all). */
export function passwordPolicyFailures(password: string): PasswordPolicyKey[] {
  const failures: PasswordPolicyKey[] = [];
  // Count code points, not UTF-16 units, so an emoji is one character.
  if ([...password].length < PASSWORD_MIN_LENGTH) failures.push('validation.password.tooShort');
  if (!/\p{L}/u.test(password)) failures.push('validation.password.needsLetter');
  if (!/\p{Nd}/u.test(password)) failures.push('validation.password.needsDigit');
  return failures;
}

export function validatePassword(password: string): ValidationResult<string> {
  if (password === '') return invalid('validation.required');
  const [first] = passwordPolicyFailures(password);
  if (first === undefined) return valid(password);
  return first === 'validation.password.tooShort' ? invalid(first, { count: PASSWORD_MIN_LENGTH }) : invalid(first);
}
