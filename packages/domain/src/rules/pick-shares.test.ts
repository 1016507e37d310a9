import { describe, expect, it } from 'vitest';
import { outcomeShares } from './pick-shares.ts';

describe('outcomeShares', () => {
  it('gives whole percentages that add up to 100 by largest remainders', () => {
    expect(outcomeShares({ homeWin: 1, draw: 1, awayWin: 1 })).toEqual({ total: 3, homeWin: 34, draw: 33, awayWin: 33 });
    expect(outcomeShares({ homeWin: 2, draw: 1, awayWin: 0 })).toEqual({ total: 3, homeWin: 67, draw: 33, awayWin: 0 });
    expect(outcomeShares({ homeWin: 645, draw: 335, awayWin: 260 })).toEqual({ total: 1240, homeWin: 52, draw: 27, awayWin: 21 });
    expect(outcomeShares({ homeWin: 0, draw: 0, awayWin: 7 })).toEqual({ total: 7, homeWin: 0, draw: 0, awayWin: 100 });
  });

  it('is all zeros when nobody predicted', () => {
    expect(outcomeShares({ homeWin: 0, draw: 0, awayWin: 0 })).toEqual({ total: 0, homeWin: 0, draw: 0, awayWin: 0 });
  });
});
