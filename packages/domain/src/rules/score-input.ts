import { normalizeDigits } from '../format/digits.ts';

/**
 * Score inputs (platform.md §5): whole numbers of 0 or more; a negative or invalid entry becomes 0;
 * an emptied field reverts to its earlier value on blur. COUNTER bonus answers use the same rules.
 */

const wholeNumber = /^\d+$/;

/**
 * Reads a whole number strictly: numbers must be safe non-negative integers, strings digits only
 * (Arabic-Indic digits accepted, surrounding spaces ignored). Anything else is null, never a guessed 0.
 * Beyond 2^53 a number is no longer exact, so it is rejected rather than rounded.
 */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = normalizeDigits(value).trim();
  if (!wholeNumber.test(text)) return null;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/**
 * While typing: '' stays '' (the user is mid-edit), a whole number is kept (Arabic-Indic digits and
 * leading zeros normalised), and anything else (negative, decimal, letters, unsafe size) becomes 0.
 */
export function sanitizeScoreInput(raw: string): number | '' {
  if (normalizeDigits(raw).trim() === '') return '';
  return parseWholeNumber(raw) ?? 0;
}

/** On blur: an emptied field reverts to its earlier value; anything else is sanitised to a number. */
export function commitScoreInput(raw: string, previous: number): number {
  const value = sanitizeScoreInput(raw);
  return value === '' ? previous : value;
}
