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
