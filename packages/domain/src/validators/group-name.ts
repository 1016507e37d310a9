import { isBlank } from './required.ts';
import { invalid, valid, type ValidationResult } from './result.ts';

/** Group name: required, at least 2 characters once surrounding spaces are removed. */
export const GROUP_NAME_MIN_LENGTH = 2;

export function validateGroupName(raw: string): ValidationResult<string> {
  if (isBlank(raw)) return invalid('validation.required');
  const name = raw.trim();
  return [...name].length < GROUP_NAME_MIN_LENGTH ? invalid('validation.groupName.tooShort', { count: GROUP_NAME_MIN_LENGTH }) : valid(name);
}
