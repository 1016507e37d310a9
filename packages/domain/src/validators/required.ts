import { invalid, valid, type ValidationResult } from './result.ts';

/** Blank means no answer: null, undefined, an empty or whitespace-only string, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

export function validateRequired<T>(value: T): ValidationResult<T> {
  return isBlank(value) ? invalid('validation.required') : valid(value);
}

function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The required fields that are blank, keyed by their dotted path (e.g. 'shipping_info.name' for
 * the purchase form), each with 'validation.required'. An empty result means all are present.
 */
export function requiredFieldErrors<Field extends string>(values: unknown, fields: readonly Field[]): Partial<Record<Field, 'validation.required'>> {
  const errors: Partial<Record<Field, 'validation.required'>> = {};
  for (const field of fields) if (isBlank(valueAt(values, field))) errors[field] = 'validation.required';
  return errors;
}
