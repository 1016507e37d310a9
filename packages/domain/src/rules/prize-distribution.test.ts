import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWinningStrategy, placePrizes, PRIZE_DISTRIBUTIONS } from './prize-distribution.ts';
import { winningStrategies } from './competition-form.ts';

describe('distribution tables', () => {
  it('each sum to 100 % and never favour a worse place', () => {
    for (const strategy of winningStrategies) {
      const table = PRIZE_DISTRIBUTIONS[strategy];
      expect(table.reduce((a, b) => a + b, 0)).toBe(100);
      for (let i = 1; i < table.length; i += 1) expect(table[i]).toBeLessThanOrEqual(table[i - 1] ?? 0);
    }
  });

  it('recognises strategy names', () => {
    expect(isWinningStrategy('top-3')).toBe(true);
    expect(isWinningStrategy('top-5')).toBe(false);
    expect(isWinningStrategy(3)).toBe(false);
  });
});

describe('placePrizes', () => {
  it('follows the spec example 6000/3000/1000 for top-3', () => {
    expect(placePrizes(10_000, 'top-3')).toEqual([6000, 3000, 1000]);
  });

  it('pays the single winner everything for top-1', () => {
    expect(placePrizes(777, 'top-1')).toEqual([777]);
  });

  it('spreads the chosen top-10 table', () => {
    expect(placePrizes(1000, 'top-10')).toEqual([300, 200, 120, 90, 70, 60, 50, 40, 40, 30]);
  });

  it('hands rounding coins to the largest remainders, better place first on ties', () => {
    // 101 × 60 % = 60.6, × 30 % = 30.3, × 10 % = 10.1 → floors 60 + 30 + 10 = 100, one coin to 1st.
    expect(placePrizes(101, 'top-3')).toEqual([61, 30, 10]);
    // 2 coins × (60, 30, 10) % → 1.2, 0.6, 0.2 → floors 1, 0, 0; the leftover coin goes to 2nd (0.6).
    expect(placePrizes(2, 'top-3')).toEqual([1, 1, 0]);
  });

  it('rejects amounts that are not whole coins', () => {
    expect(() => placePrizes(-1, 'top-1')).toThrow(RangeError);
    expect(() => placePrizes(1.5, 'top-1')).toThrow(RangeError);
  });

  it('always sums to the distributable amount, in whole non-increasing coins', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.constantFrom(...winningStrategies), (distributable, strategy) => {
        const places = placePrizes(distributable, strategy);
        expect(places.reduce((a, b) => a + b, 0)).toBe(distributable);
        expect(places).toHaveLength(PRIZE_DISTRIBUTIONS[strategy].length);
        places.forEach((coins, i) => {
          expect(Number.isInteger(coins) && coins >= 0).toBe(true);
          if (i > 0) expect(coins).toBeLessThanOrEqual(places[i - 1] ?? 0);
        });
      }),
    );
  });
});
