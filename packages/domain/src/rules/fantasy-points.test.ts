import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPoints,
  eventGroupValues,
  fantasyEventGroups,
  hundredthsToPoints,
  playerFantasyPoints,
  toPointsBreakdownList,
  type PlayerMatchStats,
} from './fantasy-points.ts';
import { positions, type Position } from './fantasy-types.ts';

const points = (position: Position, stats: PlayerMatchStats, captain = false) => playerFantasyPoints(position, stats, { captain });

describe('playing time', () => {
  it('gives 0 for 0 minutes, 1 under 60, 2 from 60', () => {
    expect(points('Attacker', { minutesPlayed: 0 }).total).toBe(0);
    expect(points('Attacker', { minutesPlayed: 1 }).total).toBe(100);
    expect(points('Attacker', { minutesPlayed: 59 }).total).toBe(100);
    expect(points('Attacker', { minutesPlayed: 60 }).total).toBe(200);
    expect(points('Attacker', { minutesPlayed: 90 }).byGroup['playing-time']).toBe(200);
  });
});

describe('goals and assists', () => {
  it('pays goals by position: GK and DEF 6, MID 5, ATT 4', () => {
    const goal = (position: Position) => points(position, { minutesPlayed: 90, goals: 1 }).byGroup.goals;
    expect([goal('Goalkeeper'), goal('Defender'), goal('Midfielder'), goal('Attacker')]).toEqual([600, 600, 500, 400]);
    expect(points('Midfielder', { minutesPlayed: 90, goals: 2 }).byGroup.goals).toBe(1000);
  });

  it('pays 3 per assist', () => {
    expect(points('Defender', { minutesPlayed: 30, assists: 2 }).byGroup.assists).toBe(600);
  });
});

describe('clean sheets', () => {
  it('pays GK and DEF 4, MID 1, ATT nothing', () => {
    const cs = (position: Position) => points(position, { minutesPlayed: 90, cleanSheet: true }).byGroup.cleansheets;
    expect([cs('Goalkeeper'), cs('Defender'), cs('Midfielder'), cs('Attacker')]).toEqual([400, 400, 100, 0]);
  });

  it('needs 60 minutes or more', () => {
    expect(points('Defender', { minutesPlayed: 59, cleanSheet: true }).byGroup.cleansheets).toBe(0);
    expect(points('Defender', { minutesPlayed: 60, cleanSheet: true }).byGroup.cleansheets).toBe(400);
    expect(points('Defender', { minutesPlayed: 90, cleanSheet: false }).byGroup.cleansheets).toBe(0);
  });
});

describe('penalties, cards, own goals, passes', () => {
  it('adds +5 per save and −2 per miss in the penalties group', () => {
    expect(points('Goalkeeper', { minutesPlayed: 90, penaltiesSaved: 1, penaltiesMissed: 1 }).byGroup.penalties).toBe(300);
  });

  it('takes 1 per yellow and 3 per red', () => {
    expect(points('Defender', { minutesPlayed: 50, yellowCards: 1, redCards: 1 }).byGroup.cards).toBe(-400);
  });

  it('takes 2 per own goal', () => {
    expect(points('Defender', { minutesPlayed: 90, ownGoals: 1 }).byGroup['own-goals']).toBe(-200);
  });

  it('pays 0.02 per successful pass, exactly', () => {
    const p = points('Midfielder', { minutesPlayed: 90, successfulPasses: 3 });
    expect(p.byGroup['successful-passes']).toBe(6);
    expect(hundredthsToPoints(p.total)).toBe(2.06);
  });

  it('can go negative', () => {
    expect(points('Attacker', { minutesPlayed: 10, redCards: 1, ownGoals: 1, penaltiesMissed: 1 }).total).toBe(-600);
  });
});

describe('a full match line', () => {
  const stats: PlayerMatchStats = {
    minutesPlayed: 90,
    goals: 1,
    assists: 1,
    cleanSheet: true,
    yellowCards: 1,
    successfulPasses: 41,
  };

  it('sums every group into the total', () => {
    const p = points('Defender', stats);
    expect(p.byGroup).toEqual({
      'playing-time': 200,
      goals: 600,
      assists: 300,
      cleansheets: 400,
      penalties: 0,
      cards: -100,
      'own-goals': 0,
      'successful-passes': 82,
    });
    expect(p.total).toBe(1482);
  });

  it('doubles every group for the captain', () => {
    const p = points('Defender', stats, true);
    expect(p.total).toBe(2964);
    expect(p.byGroup.cards).toBe(-200);
  });

  it('lists the breakdown in the Player entity shape', () => {
    expect(toPointsBreakdownList(points('Defender', stats))).toEqual([
      { event_type_group: 'playing-time', amount: 2 },
      { event_type_group: 'goals', amount: 6 },
      { event_type_group: 'assists', amount: 3 },
      { event_type_group: 'cleansheets', amount: 4 },
      { event_type_group: 'penalties', amount: 0 },
      { event_type_group: 'cards', amount: -1 },
      { event_type_group: 'own-goals', amount: 0 },
      { event_type_group: 'successful-passes', amount: 0.82 },
    ]);
  });
});

describe('bad feeds', () => {
  it('rejects negative or fractional counts', () => {
    expect(() => points('Attacker', { minutesPlayed: -1 })).toThrow(RangeError);
    expect(() => points('Attacker', { minutesPlayed: 90, goals: 1.5 })).toThrow(/goals/);
  });
});

describe('properties', () => {
  const statsArb = fc.record({
    minutesPlayed: fc.nat(120),
    goals: fc.nat(5),
    assists: fc.nat(5),
    cleanSheet: fc.boolean(),
    penaltiesSaved: fc.nat(3),
    penaltiesMissed: fc.nat(3),
    yellowCards: fc.nat(2),
    redCards: fc.nat(1),
    ownGoals: fc.nat(2),
    successfulPasses: fc.nat(150),
  });

  it('keeps integer hundredths and a total equal to the sum of groups', () => {
    fc.assert(
      fc.property(fc.constantFrom(...positions), statsArb, fc.boolean(), (position, stats, captain) => {
        const p = playerFantasyPoints(position, stats, { captain });
        const sum = fantasyEventGroups.reduce((acc, group) => acc + p.byGroup[group], 0);
        expect(Number.isInteger(p.total)).toBe(true);
        expect(p.total).toBe(sum);
        // −0 would display as "-0.00".
        for (const group of fantasyEventGroups) expect(Object.is(p.byGroup[group], -0)).toBe(false);
      }),
    );
  });

  it('makes the captain worth exactly double', () => {
    fc.assert(
      fc.property(fc.constantFrom(...positions), statsArb, (position, stats) => {
        expect(playerFantasyPoints(position, stats, { captain: true }).total).toBe(2 * playerFantasyPoints(position, stats).total);
      }),
    );
  });

  it('adds breakdowns group by group', () => {
    fc.assert(
      fc.property(statsArb, statsArb, (a, b) => {
        const pa = playerFantasyPoints('Midfielder', a);
        const pb = playerFantasyPoints('Attacker', b);
        const sum = addPoints(pa, pb);
        expect(sum.total).toBe(pa.total + pb.total);
        expect(sum.byGroup.goals).toBe(pa.byGroup.goals + pb.byGroup.goals);
      }),
    );
  });
});

describe('eventGroupValues', () => {
  it('counts minutes, events, and a clean sheet only where the table pays one', () => {
    const stats = { minutesPlayed: 75, goals: 1, cleanSheet: true, yellowCards: 1, redCards: 1, penaltiesSaved: 1, successfulPasses: 30 };
    expect(eventGroupValues('Defender', stats)).toEqual({
      'playing-time': 75,
      goals: 1,
      assists: 0,
      cleansheets: 1,
      penalties: 1,
      cards: 2,
      'own-goals': 0,
      'successful-passes': 30,
    });
    expect(eventGroupValues('Attacker', stats).cleansheets).toBe(0);
    expect(eventGroupValues('Goalkeeper', { ...stats, minutesPlayed: 59 }).cleansheets).toBe(0);
  });
});
