import { describe, expect, it } from 'vitest';
import { autoCancelRefunds, autoCancelTime, canJoinOrWithdraw, isFantasyTeamLocked, shouldAutoCancel } from './competition-deadlines.ts';

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
