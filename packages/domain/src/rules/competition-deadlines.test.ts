import { describe, expect, it } from 'vitest';
import {
  AUTO_CANCEL_LEAD_MS,
  autoCancelRefunds,
  autoCancelTime,
  canJoinOrWithdraw,
  competitionTimeline,
  earliestNewCompetitionStart,
  isFantasyTeamLocked,
  MIN_START_LEAD_MS,
  shouldAutoCancel,
  startsTooSoon,
} from './competition-deadlines.ts';

const start = '2026-11-21T18:00:00Z';

describe('fantasy team and membership deadlines', () => {
  it('locks the fantasy team when the first game starts', () => {
    expect(isFantasyTeamLocked(start, '2026-11-21T17:59:59Z')).toBe(false);
    expect(isFantasyTeamLocked(start, start)).toBe(true);
    expect(isFantasyTeamLocked('garbage', start)).toBe(true);
  });

  it('allows joining or withdrawing only before the first match', () => {
    expect(canJoinOrWithdraw(start, '2026-11-21T17:59:59Z')).toBe(true);
    expect(canJoinOrWithdraw(start, start)).toBe(false);
    expect(canJoinOrWithdraw(start, 'garbage')).toBe(false);
  });
});

describe('auto-cancel', () => {
  const short = { start, participants: { current: 4, min: 5 } };
  const full = { start, participants: { current: 5, min: 5 } };

  it('runs one hour before the start', () => {
    expect(autoCancelTime(start).toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });

  it('cancels a competition below its minimum from one hour before start', () => {
    expect(shouldAutoCancel(short, '2026-11-21T16:59:59Z')).toBe(false);
    expect(shouldAutoCancel(short, '2026-11-21T17:00:00Z')).toBe(true);
    expect(shouldAutoCancel(short, '2026-11-21T19:00:00Z')).toBe(true);
  });

  it('keeps a competition that reached its minimum', () => {
    expect(shouldAutoCancel(full, '2026-11-21T17:30:00Z')).toBe(false);
    expect(shouldAutoCancel({ start, participants: { current: 0, min: 0 } }, '2026-11-21T17:30:00Z')).toBe(false);
  });

  it('refunds every participant the full entry fee', () => {
    expect(autoCancelRefunds(25, [7, 'u9'])).toEqual([
      { userId: 7, coins: 25 },
      { userId: 'u9', coins: 25 },
    ]);
    expect(autoCancelRefunds(25, [])).toEqual([]);
  });
});

describe('a new competition’s first match', () => {
  const now = '2026-11-21T12:00:00Z';

  it('is at least a day away: the auto-cancel hour plus the time for an admin’s review and players’ joins', () => {
    expect(MIN_START_LEAD_MS).toBe(24 * 3_600_000);
    expect(MIN_START_LEAD_MS).toBeGreaterThan(AUTO_CANCEL_LEAD_MS);
    expect(earliestNewCompetitionStart(now).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(startsTooSoon('2026-11-22T12:00:00Z', now)).toBe(false);
    expect(startsTooSoon('2026-11-22T11:59:59Z', now)).toBe(true);
    // Within the hour: the auto-cancel check would cancel it at once (issue 30, defect 3).
    expect(startsTooSoon('2026-11-21T12:45:00Z', now)).toBe(true);
    expect(startsTooSoon('garbage', now)).toBe(true);
  });

  it('gives the timeline a creator is told: join until the first kick-off, the minimum checked an hour before', () => {
    expect(competitionTimeline([])).toBeNull();
    expect(competitionTimeline(['2026-11-25T18:00:00Z', '2026-11-23T15:00:00Z', 'garbage'])).toEqual({
      joinUntil: new Date('2026-11-23T15:00:00Z'),
      cancelCheckAt: new Date('2026-11-23T14:00:00Z'),
    });
  });
});
