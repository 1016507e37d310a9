import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeMoney, prizePool, productShareCoins } from './prize-pool.ts';

describe('prize pool', () => {
  it('is entry fee × maximum participants', () => {
    expect(prizePool(10, 30)).toBe(300);
    expect(prizePool(0, 100)).toBe(0);
  });

  it('rejects amounts that are not whole coins', () => {
    expect(() => prizePool(-1, 10)).toThrow(RangeError);
    expect(() => prizePool(2.5, 10)).toThrow(RangeError);
    expect(() => prizePool(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe('product share', () => {
  it('is pool × eksab_share, rounded down', () => {
    expect(productShareCoins(1000, 0.1)).toBe(100);
    expect(productShareCoins(3000, 0.1)).toBe(300); // 3000 × 0.1 is 300.00000000000006 in floats
    expect(productShareCoins(999, 0.15)).toBe(149); // 149.85 → 149
    expect(productShareCoins(1000, 0)).toBe(0);
    expect(productShareCoins(1000, 1)).toBe(1000);
  });

  it('rejects a share outside [0, 1]', () => {
    expect(() => productShareCoins(100, 1.2)).toThrow(RangeError);
    expect(() => productShareCoins(100, -0.1)).toThrow(RangeError);
    expect(() => productShareCoins(100, Number.NaN)).toThrow(RangeError);
  });

  it('never exceeds the pool and never takes a whole coin too few', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 0, max: 1000 }), (pool, perMille) => {
        const share = productShareCoins(pool, perMille / 1000);
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeLessThanOrEqual(pool);
        expect(share).toBe(Math.floor((pool * perMille) / 1000));
      }),
    );
  });
});

describe('prizeMoney', () => {
  it('pays the winners the pool minus the product share', () => {
    expect(prizeMoney(10, 100, 0.2)).toEqual({ pool: 1000, productShare: 200, distributable: 800 });
  });
});
