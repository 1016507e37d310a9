import { HOUR_MS, toEpochMs, type Instant } from './instant.ts';

/** Predictions are editable until one hour before kick-off (platform.md §4). */
export const PREDICTION_LOCK_LEAD_MS = HOUR_MS;

/** The moment predictions for a match close: kick-off minus one hour. */
export function predictionLockTime(kickOff: Instant): Date {
  return new Date(toEpochMs(kickOff) - PREDICTION_LOCK_LEAD_MS);
}

/**
 * Whether predictions for a match are closed at `now`. `now` must be the server's clock (a device
 * clock can be moved to cheat). Exactly one hour before kick-off is already locked. An unreadable
 * date fails closed (locked), since an open lock would accept late predictions.
 */
export function isPredictionLocked(kickOff: Instant, now: Instant): boolean {
  const lockAt = toEpochMs(kickOff) - PREDICTION_LOCK_LEAD_MS;
  const at = toEpochMs(now);
  if (Number.isNaN(lockAt) || Number.isNaN(at)) return true;
  return at >= lockAt;
}

export interface BetAvailability {
  active: boolean;
  /** The bet's own closing time, when the API gives one. */
  active_to?: Instant | null;
}

/** A bet input is enabled only while the bet is active, before its own close, and before the match lock. */
export function isBetEditable(bet: BetAvailability, kickOff: Instant, now: Instant): boolean {
  if (!bet.active || isPredictionLocked(kickOff, now)) return false;
  if (bet.active_to == null) return true;
  const closesAt = toEpochMs(bet.active_to);
  return !Number.isNaN(closesAt) && toEpochMs(now) < closesAt;
}
