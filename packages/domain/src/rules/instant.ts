/** A moment as the API sends it (ISO string), as a Date, or as epoch milliseconds. */
export type Instant = Date | string | number;

export const HOUR_MS = 60 * 60 * 1000;

/** Epoch milliseconds, or NaN when the value is not a date. */
export function toEpochMs(value: Instant): number {
  return new Date(value).getTime();
}
