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

/**
 * Where a match stands for the fan's prediction: `open` (may still predict), `locked` (not started, but
 * predictions have closed), `live` or `finished`. The match list, the panel and the predictions pages all show it.
 */
export type PredictionPhase = 'open' | 'locked' | 'live' | 'finished';

export interface PhaseMatch {
  readonly start: Instant;
  readonly state: { readonly code: string; readonly flags: readonly string[] };
}

/**
 * The phase of a match. The server's 'predictable' flag was true when the match was sent; with `now` (the server's
 * clock) a match that has since passed its lock reads as locked too, so a page left open never offers a closed match.
 */
export function predictionPhaseOf(match: PhaseMatch, now?: Instant): PredictionPhase {
  if (match.state.code === 'FINISHED') return 'finished';
  if (match.state.code === 'LIVE') return 'live';
  if (!match.state.flags.includes('predictable')) return 'locked';
  return now !== undefined && isPredictionLocked(match.start, now) ? 'locked' : 'open';
}
