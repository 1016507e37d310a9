import type { ValidationKey } from './keys.ts';

/** Interpolation values for the message, e.g. { count: 8 } for a pluralised minimum length. */
export type ValidationParams = Readonly<Record<string, string | number>>;

export type ValidationFailure = { ok: false; error: ValidationKey; params?: ValidationParams };
export type ValidationResult<T> = { ok: true; value: T } | ValidationFailure;

export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

export function invalid(error: ValidationKey, params?: ValidationParams): ValidationFailure {
  return params === undefined ? { ok: false, error } : { ok: false, error, params };
}
