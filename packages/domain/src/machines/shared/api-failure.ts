/**
 * How a caller's actor should reject so machines can tell failures apart: with the HTTP status
 * and, when the body has one, its code or message. Anything else reads as "unknown failure".
 */
export interface ApiFailure {
  readonly status: number;
  readonly code?: string | number;
  readonly message?: string;
}

/** The HTTP status of a rejected call, or undefined when the rejection carries none. */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
