import { normalizeDigits } from '@hadaf/domain';
import { likePattern } from './rows.ts';

/** What an admin typed in a queue's search box, ready for SQL. */
export interface QueueSearch {
  /** A case-insensitive LIKE pattern for names, phone numbers and ids written in text; null for "#12" (the id only). */
  pattern: string | null;
  /** The id it names, when it is one ("12", "#12", "١٢"; at most 15 digits, so always a safe integer); null otherwise. */
  id: number | null;
}

/**
 * An admin queue's free-text search (competitions, redemptions, orders): blank is no filter; Arabic-Indic digits read
 * as Latin (phone numbers, national ids and ids are stored in Latin digits). Plain digits are an id or part of a
 * phone number; "#" before them means the id alone.
 */
export function queueSearch(q: string | undefined): QueueSearch | null {
  const text = normalizeDigits(q ?? '').trim();
  if (text === '') return null;
  const digits = /^(#?)(\d{1,15})$/.exec(text);
  return { pattern: digits?.[1] === '#' ? null : likePattern(text), id: digits ? Number(digits[2]) : null };
}

/** The SQL parameters of a search that may be absent: [pattern, id], both null for no filter. */
export const searchParams = (search: QueueSearch | null): [string | null, number | null] => [search?.pattern ?? null, search?.id ?? null];
