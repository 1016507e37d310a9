import { describe, expect, it } from 'vitest';
import { awardCompetitionPrizes } from './competition-prizes.ts';

describe('awardCompetitionPrizes', () => {
  it('computes money, places, ranking and tie splits in one go', () => {
    const result = awardCompetitionPrizes(
      [
        { user: 'a', points: 12 },
        { user: 'b', points: 20 },
        { user: 'c', points: 12 },
        { user: 'd', points: 3 },
      ],
      { entryFee: 100, maxParticipants: 100, eksabShare: 0.1, strategy: 'top-3' },
    );
    expect(result.pool).toBe(10_000);
    expect(result.productShare).toBe(1000);
    expect(result.distributable).toBe(9000);
    expect(result.places).toEqual([5400, 2700, 900]);
    expect(result.awards.map((a) => [a.user, a.ranking, a.prize])).toEqual([
      ['b', 1, 5400],
      ['a', 2, 1800],
      ['c', 2, 1800],
      ['d', 4, 0],
    ]);
    expect(result.unclaimed).toBe(0);
    expect(result.productTotal).toBe(1000);
  });

  it('gives the product the prizes nobody could take', () => {
    const result = awardCompetitionPrizes([{ points: 1 }], { entryFee: 10, maxParticipants: 10, eksabShare: 0, strategy: 'top-3' });
    expect(result.awards[0]?.prize).toBe(60);
    expect(result.unclaimed).toBe(40);
    expect(result.productTotal).toBe(40);
  });
});
