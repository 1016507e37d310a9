import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusBetPoints, bonusBetsOf, CLASSIC_POINTS, matchOutcome, matchPredictionPoints, pointsForBet, scoreBetOf, scoreBetPoints, type SettledBet } from './classic-points.ts';

const score = (home_goals: number, away_goals: number) => ({ home_goals, away_goals });

describe('scoreBetPoints', () => {
  it('gives 7 for the exact score, not 7 + 3', () => {
    expect(scoreBetPoints(score(2, 1), score(2, 1))).toBe(7);
    expect(scoreBetPoints(score(0, 0), score(0, 0))).toBe(7);
  });

  it('gives 3 for the right winner or a predicted draw', () => {
    expect(scoreBetPoints(score(3, 0), score(1, 0))).toBe(3);
    expect(scoreBetPoints(score(0, 2), score(1, 4))).toBe(3);
    expect(scoreBetPoints(score(1, 1), score(2, 2))).toBe(3);
  });

  it('gives 0 for the wrong outcome', () => {
    expect(scoreBetPoints(score(2, 1), score(1, 2))).toBe(0);
    expect(scoreBetPoints(score(1, 1), score(1, 0))).toBe(0);
  });

  it('gives 0 for a missing or malformed prediction', () => {
    for (const prediction of [null, undefined, 'x', { home_goals: -1, away_goals: 0 }, { home_goals: 1 }]) {
      expect(scoreBetPoints(prediction, score(1, 0))).toBe(0);
    }
  });

  it('gives 0 against a malformed result', () => {
    expect(scoreBetPoints(score(1, 0), { home_goals: 1.5, away_goals: 0 })).toBe(0);
    expect(scoreBetPoints(score(1, 0), null)).toBe(0);
  });

  it('reads goal counts sent as digit strings', () => {
    expect(scoreBetPoints({ home_goals: '٢', away_goals: '1' }, score(2, 1))).toBe(7);
  });

  it('is always 0, 3 or 7, and 7 exactly when the score matches', () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), fc.nat(9), fc.nat(9), (ph, pa, rh, ra) => {
        const points = scoreBetPoints(score(ph, pa), score(rh, ra));
        expect([0, 3, 7]).toContain(points);
        expect(points <= CLASSIC_POINTS.exactScore).toBe(true);
        expect(points === 7).toBe(ph === rh && pa === ra);
        expect(points > 0).toBe(matchOutcome(score(ph, pa)) === matchOutcome(score(rh, ra)));
      }),
    );
  });
});

describe('matchOutcome', () => {
  it('names the winner or the draw', () => {
    expect(matchOutcome(score(2, 0))).toBe('home');
    expect(matchOutcome(score(0, 2))).toBe('away');
    expect(matchOutcome(score(1, 1))).toBe('draw');
  });
});

describe('bonusBetPoints', () => {
  it('pays a YES_NO bet its points for the right value', () => {
    const bet = { question_type: 'YES_NO' as const, points: 2 };
    expect(bonusBetPoints(bet, 'yes', 'yes')).toBe(2);
    expect(bonusBetPoints(bet, 'Yes ', 'yes')).toBe(2);
    expect(bonusBetPoints(bet, 'no', 'yes')).toBe(0);
    expect(bonusBetPoints(bet, true, 'true')).toBe(2);
  });

  it('pays a SELECT_LIST bet by answer value, whatever its type', () => {
    const bet = { question_type: 'SELECT_LIST' as const, points: 5 };
    expect(bonusBetPoints(bet, '12', 12)).toBe(5);
    expect(bonusBetPoints(bet, 13, 12)).toBe(0);
  });

  it('pays a COUNTER bet only for the exact number', () => {
    const bet = { question_type: 'COUNTER' as const, points: 4 };
    expect(bonusBetPoints(bet, 3, 3)).toBe(4);
    expect(bonusBetPoints(bet, '٣', '3')).toBe(4);
    expect(bonusBetPoints(bet, 2, 3)).toBe(0);
    expect(bonusBetPoints(bet, 'abc', 0)).toBe(0);
    expect(bonusBetPoints(bet, -0.5, 0)).toBe(0);
  });

  it('pays nothing without an answer', () => {
    const bet = { question_type: 'YES_NO' as const, points: 2 };
    expect(bonusBetPoints(bet, null, 'yes')).toBe(0);
    expect(bonusBetPoints(bet, undefined, 'yes')).toBe(0);
    expect(bonusBetPoints(bet, { value: 'yes' }, 'yes')).toBe(0);
  });
});

describe('matchPredictionPoints', () => {
  const bets: SettledBet[] = [
    { id: 1, type: 'game-score', points: 7, outcome: score(2, 1) },
    { id: 2, type: 'bonus', question_type: 'YES_NO', points: 2, outcome: 'yes' },
    { id: 3, type: 'bonus', question_type: 'COUNTER', points: 5, outcome: 4 },
    { id: 4, type: 'bonus', question_type: 'SELECT_LIST', points: 3, outcome: null },
  ];

  it('adds the score bet and the bonus bets', () => {
    const result = matchPredictionPoints(bets, [
      { bet_id: 1, value: score(3, 1) },
      { bet_id: '2', value: 'yes' },
      { bet_id: 3, value: 4 },
      { bet_id: 4, value: 'a' },
    ]);
    expect(result).toEqual({
      score: 3,
      bonus: 7,
      total: 10,
      bets: [
        { betId: 1, points: 3, settled: true },
        { betId: 2, points: 2, settled: true },
        { betId: 3, points: 5, settled: true },
        { betId: 4, points: 0, settled: false },
      ],
    });
  });

  // The server scores each distinct answer once with pointsForBet and sums per fan in SQL; that is only right
  // while a match's points are the sum of its bets' points.
  it('is the sum of pointsForBet over the predicted bets', () => {
    const goals = fc.integer({ min: 0, max: 6 });
    const answer = fc.oneof(fc.record({ home_goals: goals, away_goals: goals }), fc.constantFrom('yes', 'no', 'a'), goals);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(1, 2, 3, 4), answer), { maxLength: 4 }), (given) => {
        const predictions = [...new Map(given).entries()].map(([bet_id, value]) => ({ bet_id, value }));
        const sum = predictions.reduce((total, item) => total + pointsForBet(bets.find((bet) => bet.id === item.bet_id)!, item.value), 0);
        expect(matchPredictionPoints(bets, predictions).total).toBe(sum);
      }),
    );
  });

  it('ignores the game-score bet’s own points value: exact is always 7', () => {
    const result = matchPredictionPoints([{ id: 1, type: 'game-score', points: 10, outcome: score(0, 0) }], [{ bet_id: 1, value: score(0, 0) }]);
    expect(result.total).toBe(7);
  });

  it('scores 0 for unpredicted bets and malformed outcomes', () => {
    const odd: SettledBet[] = [
      { id: 1, type: 'game-score', points: 7, outcome: 'not a score' },
      { id: 2, type: 'bonus', question_type: 'YES_NO', points: 2, outcome: score(1, 1) },
      { id: 3, type: 'bonus', points: 2, outcome: 'yes' },
    ];
    const result = matchPredictionPoints(odd, [
      { bet_id: 1, value: score(1, 1) },
      { bet_id: 2, value: 'yes' },
      { bet_id: 3, value: 'yes' },
    ]);
    expect(result.total).toBe(0);
    expect(matchPredictionPoints(bets, []).total).toBe(0);
  });
});

describe('score and bonus bets of a match', () => {
  const score = { id: 1, type: 'game-score' };
  const winner = { id: 2, type: 'winner' };
  const goals = { id: 3, type: null };

  it('finds the score bet by name or by type', () => {
    expect(scoreBetOf([winner, score, goals])).toBe(score);
    expect(scoreBetOf([winner, goals], { id: 9, type: 'game-score' })).toEqual({ id: 9, type: 'game-score' });
    expect(scoreBetOf([winner, goals])).toBeNull();
  });

  it('leaves the score bet out of the bonus bets, even when it is listed with another type', () => {
    expect(bonusBetsOf([score, winner, goals], score)).toEqual([winner, goals]);
    expect(bonusBetsOf([{ id: 1, type: 'score' }, winner], { id: 1 })).toEqual([winner]);
    expect(bonusBetsOf([score, winner], null)).toEqual([winner]);
  });
});
