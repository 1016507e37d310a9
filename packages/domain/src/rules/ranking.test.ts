import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankByPoints } from './ranking.ts';

describe('rankByPoints', () => {
  it('uses standard competition ranking (1-2-2-4)', () => {
    const ranked = rankByPoints([
      { id: 'a', points: 10 },
      { id: 'b', points: 30 },
      { id: 'c', points: 20 },
      { id: 'd', points: 20 },
    ]);
    expect(ranked.map((r) => [r.id, r.ranking])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
      ['a', 4],
    ]);
  });

  it('keeps input order among ties and handles negatives and empties', () => {
    expect(rankByPoints([{ id: 'x', points: -1 }, { id: 'y', points: -1 }]).map((r) => `${r.id}${r.ranking}`)).toEqual(['x1', 'y1']);
    expect(rankByPoints([])).toEqual([]);
  });

  it('rejects NaN points', () => {
    expect(() => rankByPoints([{ points: Number.NaN }])).toThrow(RangeError);
  });

  it('is monotonic: more points never rank worse, equal points rank equal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), (points) => {
        const ranked = rankByPoints(points.map((p) => ({ points: p })));
        ranked.forEach((entry, i) => {
          // A rank is 1 + the number of entries with strictly more points.
          expect(entry.ranking).toBe(1 + points.filter((p) => p > entry.points).length);
          const previous = ranked[i - 1];
          if (previous) {
            expect(previous.points).toBeGreaterThanOrEqual(entry.points);
            expect(previous.ranking <= entry.ranking).toBe(true);
          }
        });
      }),
    );
  });
});
