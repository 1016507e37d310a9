import type { SchemaError } from '../contract/schemas.ts';
import type { FieldErrors } from './errors.ts';
import { domainMessage, message, type Locale } from './messages.ts';

/** Keywords that only say "a sub-schema failed"; the sub-schema's own errors are the useful ones. */
const wrapperKeywords = new Set(['if', 'then', 'anyOf', 'oneOf', 'allOf', 'not']);

/** Field-specific wording shared with the web client (the domain package's validators). */
const domainPatternMessages: Record<string, string> = {
  phone_number: 'validation.phone.invalid',
  otp: 'validation.otp.invalid',
  national_id: 'validation.nationalId.length',
};

function fieldOf(error: SchemaError): string {
  const parts = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(String((error.params as { missingProperty: string }).missingProperty));
  if (error.keyword === 'additionalProperties') parts.push(String((error.params as { additionalProperty: string }).additionalProperty));
  // Array items report their index (exclude-users/1); the field is the list.
  return parts.filter((part) => !/^\d+$/.test(part)).join('.') || 'body';
}

function describe(error: SchemaError, field: string, locale: Locale): string {
  const leaf = field.split('.').pop() ?? field;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return domainMessage('validation.required', locale);
    case 'text':
      return message('invalidCharacters', locale);
    case 'minLength':
      return params.limit === 1 ? domainMessage('validation.required', locale) : message('minLength', locale, { limit: Number(params.limit) });
    case 'maxLength':
      return message('maxLength', locale, { limit: Number(params.limit) });
    case 'pattern':
      return domainPatternMessages[leaf] ? domainMessage(domainPatternMessages[leaf], locale) : message('format', locale);
    case 'format':
      return params.format === 'email' ? domainMessage('validation.email.invalid', locale) : message('format', locale);
    case 'type':
      return message('type', locale);
    case 'enum':
    case 'const':
      return message('choice', locale);
    case 'minimum':
    case 'exclusiveMinimum':
      return message('minimum', locale, { limit: Number(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return message('maximum', locale, { limit: Number(params.limit) });
    case 'additionalProperties':
      return message('unknownField', locale);
    default:
      return message('invalid', locale);
  }
}

/** Ajv's errors as the contract's 422 `errors`: each field once, its distinct messages in order. */
export function toFieldErrors(errors: readonly SchemaError[], locale: Locale): FieldErrors {
  const specific = errors.filter((error) => !wrapperKeywords.has(error.keyword));
  const chosen = specific.length > 0 ? specific : errors;
  const result: FieldErrors = {};
  for (const error of chosen) {
    const field = fieldOf(error);
    const text = describe(error, field, locale);
    const list = (result[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return result;
}
