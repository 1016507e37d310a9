import { describe, expect, it } from 'vitest';
import { canAfford, missingCoins } from './coins.ts';

describe('paying with coins', () => {
  it('a balance pays a price it covers, exactly or more', () => {
    expect(canAfford(100, 100)).toBe(true);
    expect(canAfford(101, 100)).toBe(true);
    expect(canAfford(99, 100)).toBe(false);
    expect(canAfford(0, 0)).toBe(true);
  });

  it('says how many coins are missing, never fewer than none', () => {
    expect(missingCoins(100, 30)).toBe(70);
    expect(missingCoins(100, 130)).toBe(0);
  });
});
