import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPrizesByRank } from './prize-split.ts';
import { rankByPoints } from './ranking.ts';

const prizes = [6000, 3000, 1000];
const ranked = (...rankings: number[]) => rankings.map((ranking, i) => ({ id: i, ranking }));

describe('splitPrizesByRank', () => {
  it('pays each place its prize without ties', () => {
    const { awards, unclaimed } = splitPrizesByRank(ranked(1, 2, 3, 4), prizes);
    expect(awards.map((a) => a.prize)).toEqual([6000, 3000, 1000, 0]);
    expect(unclaimed).toBe(0);
  });

  it('splits 2nd + 3rd between two tied for 2nd', () => {
    expect(splitPrizesByRank(ranked(1, 2, 2), prizes).awards.map((a) => a.prize)).toEqual([6000, 2000, 2000]);
  });

  it('splits 1st + 2nd between two tied for 1st', () => {
    expect(splitPrizesByRank(ranked(1, 1, 3), prizes).awards.map((a) => a.prize)).toEqual([4500, 4500, 1000]);
  });

  it('shares a place with entries beyond the paid places', () => {
    // Three tied for 3rd occupy places 3–5; only the 3rd place pays: 1000 / 3 = 333 each, 1 coin unclaimed.
    const { awards, unclaimed } = splitPrizesByRank(ranked(1, 2, 3, 3, 3), prizes);
    expect(awards.map((a) => a.prize)).toEqual([6000, 3000, 333, 333, 333]);
    expect(unclaimed).toBe(1);
  });

  it('leaves empty places unclaimed', () => {
    const { awards, unclaimed } = splitPrizesByRank(ranked(1), prizes);
    expect(awards.map((a) => a.prize)).toEqual([6000]);
    expect(unclaimed).toBe(4000);
  });

  it('returns awards in input order even when the input is not sorted', () => {
    expect(splitPrizesByRank(ranked(3, 1, 2), prizes).awards.map((a) => [a.id, a.prize])).toEqual([
      [0, 1000],
      [1, 6000],
      [2, 3000],
    ]);
  });

  it('conserves the total and pays tied entries equally', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { maxLength: 15 }), fc.array(fc.nat(10_000), { maxLength: 10 }), (points, places) => {
        const sorted = [...places].sort((a, b) => b - a);
        const { awards, unclaimed } = splitPrizesByRank(rankByPoints(points.map((p) => ({ points: p }))), sorted);
        const awarded = awards.reduce((sum, a) => sum + a.prize, 0);
        expect(awarded + unclaimed).toBe(sorted.reduce((a, b) => a + b, 0));
        expect(unclaimed).toBeGreaterThanOrEqual(0);
        for (const a of awards) for (const b of awards) if (a.ranking === b.ranking) expect(a.prize).toBe(b.prize);
        // A better rank never receives less.
        for (const a of awards) for (const b of awards) if (a.ranking < b.ranking) expect(a.prize).toBeGreaterThanOrEqual(b.prize);
      }),
    );
  });
});
