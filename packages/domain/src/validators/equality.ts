import { invalid, valid, type ValidationResult } from './result.ts';

/** The field-equality rule (message: must be the same as the other field), e.g. password confirmation. */
export function validateSameAs<T>(value: T, other: T): ValidationResult<T> {
  return Object.is(value, other) ? valid(value) : invalid('validation.sameAs');
}
