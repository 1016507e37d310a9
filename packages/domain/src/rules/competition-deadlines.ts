import { HOUR_MS, toEpochMs, type Instant } from './instant.ts';

/**
 * Competition deadlines (competitions-and-groups.md §4), all decided against a `now` passed in
 * from the server. Unreadable dates fail closed (deadline passed).
 */

function hasReached(moment: number, now: Instant): boolean {
  const at = toEpochMs(now);
  return Number.isNaN(moment) || Number.isNaN(at) || at >= moment;
}

/** A fantasy team is editable until the competition's first game starts. */
export function isFantasyTeamLocked(firstGameStart: Instant, now: Instant): boolean {
  return hasReached(toEpochMs(firstGameStart), now);
}

/** Users must join, or withdraw, before the first match starts. */
export function canJoinOrWithdraw(firstMatchStart: Instant, now: Instant): boolean {
  return !hasReached(toEpochMs(firstMatchStart), now);
}

/** The auto-cancel check runs one hour before the start. */
export const AUTO_CANCEL_LEAD_MS = HOUR_MS;

export function autoCancelTime(start: Instant): Date {
  return new Date(toEpochMs(start) - AUTO_CANCEL_LEAD_MS);
}

/**
 * The time a new competition needs between its creation and the auto-cancel check (our reading; the spec gives
 * none): an admin reviews it (competitions §1: new user competitions are reviewed before publication), then players
 * find it and join. With the check an hour before the start, the first match is at least a day away.
 */
export const REVIEW_AND_JOIN_WINDOW_MS = 23 * HOUR_MS;

/** How far ahead a new competition's first match must be: the review and join window, then the auto-cancel check. */
export const MIN_START_LEAD_MS = AUTO_CANCEL_LEAD_MS + REVIEW_AND_JOIN_WINDOW_MS;

/** The earliest first match a competition created at `now` may have. */
export function earliestNewCompetitionStart(now: Instant): Date {
  return new Date(toEpochMs(now) + MIN_START_LEAD_MS);
}

/**
 * A competition created at `now` with this first match would be cancelled (or left unreviewed) before anyone could
 * review or join it. Unreadable dates fail closed (too soon).
 */
export function startsTooSoon(start: Instant, now: Instant): boolean {
  const at = toEpochMs(start);
  const earliest = toEpochMs(now) + MIN_START_LEAD_MS;
  return Number.isNaN(at) || Number.isNaN(earliest) || at < earliest;
}

/** What happens to a competition once created, from its matches' kick-offs (the first one decides). */
export interface CompetitionTimeline {
  /** The first match's kick-off: players join (or withdraw) until then. */
  joinUntil: Date;
  /** One hour before: below its minimum participants then, it is cancelled and every entry fee refunded. */
  cancelCheckAt: Date;
}

/** Null until a readable kick-off is known. */
export function competitionTimeline(starts: readonly Instant[]): CompetitionTimeline | null {
  const times = starts.map(toEpochMs).filter((time) => !Number.isNaN(time));
  if (times.length === 0) return null;
  const first = Math.min(...times);
  return { joinUntil: new Date(first), cancelCheckAt: autoCancelTime(first) };
}

export interface AutoCancelCandidate {
  start: Instant;
  participants: { current: number; min: number };
}

/**
 * A competition is auto-cancelled, with full refunds, when the creator's minimum participants is not
 * reached one hour before start. From that moment on (a late job still cancels) and only while short.
 */
export function shouldAutoCancel(competition: AutoCancelCandidate, now: Instant): boolean {
  const { current, min } = competition.participants;
  return current < min && hasReached(toEpochMs(competition.start) - AUTO_CANCEL_LEAD_MS, now);
}

export interface Refund {
  userId: string | number;
  coins: number;
}

/** Full refunds: every participant gets the whole entry fee back. */
export function autoCancelRefunds(entryFee: number, participantIds: ReadonlyArray<string | number>): Refund[] {
  return participantIds.map((userId) => ({ userId, coins: entryFee }));
}
