import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerMatchStats } from './fantasy-points.ts';
import { playerTotals, squadFantasyPoints, squadFantasyPointsOverMatches, squadTotalFromTotals } from './fantasy-squad-points.ts';
import type { PlayerId } from './fantasy-substitution.ts';
import { buildSquad } from './fantasy-squad.fixture.ts';
import { formations } from './fantasy-types.ts';

describe('squadFantasyPoints', () => {
  it('sums the starters, doubles the captain and ignores the bench', () => {
    const squad = buildSquad('4-4-2', 'a1');
    const stats: Record<string, PlayerMatchStats> = {};
    for (const pick of squad) stats[String(pick.playerId)] = { minutesPlayed: 90 };
    stats.a1 = { minutesPlayed: 90, goals: 1 };
    stats.d5 = { minutesPlayed: 90, goals: 3 };
    const result = squadFantasyPoints(squad, (id) => stats[String(id)]);
    // 11 × 2 playing-time, the captain's goal 4 × 2 and playing time doubled (+2).
    expect(result.total).toBe(2200 + 800 + 200);
    expect(result.byGroup.goals).toBe(800);
    expect(result.byGroup['playing-time']).toBe(2400);
    const bench = result.players.find((p) => p.playerId === 'd5');
    expect(bench).toMatchObject({ counted: false, isSubstitute: true });
    expect(bench?.points.total).toBe(2000);
  });

  it('counts an auto-substitute and records whom they replaced', () => {
    const squad = buildSquad('4-4-2');
    const stats = (id: PlayerId): PlayerMatchStats | undefined =>
      id === 'd1' ? undefined : id === 'd5' ? { minutesPlayed: 30, assists: 1 } : { minutesPlayed: 90 };
    const result = squadFantasyPoints(squad, stats);
    expect(result.substitutions).toEqual([{ out: 'd1', in: 'd5' }]);
    expect(result.players.find((p) => p.playerId === 'd5')).toMatchObject({ counted: true, replaced: 'd1' });
    expect(result.players.find((p) => p.playerId === 'd1')).toMatchObject({ counted: false });
    // Nine starters at 2, captain a1 doubled to 4, substitute d5 at 1 (30 minutes) + 3 (assist).
    expect(result.total).toBe(9 * 200 + 400 + 400);
  });

  it('over several matches: points per match added, a starter substituted only while he has played none of them', () => {
    const squad = buildSquad('4-4-2', 'a1');
    // Two matches: every starter plays both for 90 minutes except d1 (none) and m1 (only the second, 30 minutes).
    const matchesOf = (id: PlayerId): PlayerMatchStats[] =>
      id === 'd1' ? [] : id === 'm1' ? [{ minutesPlayed: 30 }] : id === 'd5' ? [{ minutesPlayed: 90, cleanSheet: true }] : [{ minutesPlayed: 90 }, { minutesPlayed: 90, goals: id === 'a1' ? 1 : 0 }];
    const result = squadFantasyPointsOverMatches(squad, matchesOf);
    expect(result.substitutions).toEqual([{ out: 'd1', in: 'd5' }]);
    // Playing time counts per match: 2 + 2 for two full matches, not 2 for 180 minutes.
    expect(result.players.find((p) => p.playerId === 'd2')?.points.total).toBe(400);
    expect(result.players.find((p) => p.playerId === 'm1')?.points.total).toBe(100);
    // The captain: (2 + 2 + 4) doubled.
    expect(result.players.find((p) => p.playerId === 'a1')?.points.total).toBe(1600);
    // d5 came on for d1: 2 playing time + 4 clean sheet.
    expect(result.players.find((p) => p.playerId === 'd5')).toMatchObject({ counted: true, replaced: 'd1', points: { total: 600 } });
    expect(result.total).toBe(8 * 400 + 100 + 1600 + 600);
  });

  it('does not pass the captaincy on when the captain does not play', () => {
    const squad = buildSquad('4-3-3', 'a1');
    const result = squadFantasyPoints(squad, (id) => ({ minutesPlayed: id === 'a1' ? 0 : 90, goals: id === 'a4' ? 1 : 0 }));
    expect(result.substitutions).toEqual([{ out: 'a1', in: 'a4' }]);
    expect(result.players.find((p) => p.playerId === 'a4')?.points.total).toBe(600);
  });

  it('equals the sum of the counted players, group by group', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...formations),
        fc.array(fc.record({ minutesPlayed: fc.constantFrom(0, 30, 90), goals: fc.nat(2), yellowCards: fc.nat(1), successfulPasses: fc.nat(60) }), {
          minLength: 15,
          maxLength: 15,
        }),
        (formation, lines) => {
          const squad = buildSquad(formation);
          const byId = new Map(squad.map((pick, i) => [pick.playerId, lines[i]]));
          const result = squadFantasyPoints(squad, (id) => byId.get(id));
          const counted = result.players.filter((p) => p.counted);
          expect(result.total).toBe(counted.reduce((sum, p) => sum + p.points.total, 0));
          // The ranking's fast path agrees with the full breakdown.
          const totals = new Map(squad.map((pick) => [pick.playerId, playerTotals(pick.position, byId.get(pick.playerId) ? [byId.get(pick.playerId)!] : [])]));
          expect(squadTotalFromTotals(squad, (id) => totals.get(id)!)).toBe(result.total);
          expect(result.byGroup.cards).toBe(counted.reduce((sum, p) => sum + p.points.byGroup.cards, 0));
          expect(counted.length).toBeLessThanOrEqual(11);
        },
      ),
    );
  });
});
