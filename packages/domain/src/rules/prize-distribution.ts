// The strategy names live with the creation form (another module owns them): reuse, never redefine.
import { winningStrategies, type WinningStrategy } from './competition-form.ts';

/**
 * Prize distribution options top-1, top-3, top-10 (competitions-and-groups.md §9) as whole
 * percentages of the distributable amount. top-3 follows the spec's 6000/3000/1000 example;
 * the top-10 table is our choice (docs/decisions/domain-rules.md). Each table sums to 100.
 */
export const PRIZE_DISTRIBUTIONS: Readonly<Record<WinningStrategy, readonly number[]>> = {
  'top-1': [100],
  'top-3': [60, 30, 10],
  'top-10': [30, 20, 12, 9, 7, 6, 5, 4, 4, 3],
};

export function isWinningStrategy(value: unknown): value is WinningStrategy {
  return typeof value === 'string' && (winningStrategies as readonly string[]).includes(value);
}

/**
 * The coins each place wins, best place first. Each place gets the floor of its share; the coins
 * left by rounding go one each to the places with the largest fractional remainders (better place
 * first on equal remainders), so the places always add up to exactly `distributable` and a better
 * place never gets less than a worse one.
 */
export function placePrizes(distributable: number, strategy: WinningStrategy): number[] {
  // × 100 must stay exact, hence the upper bound.
  if (!Number.isSafeInteger(distributable) || distributable < 0 || distributable > Number.MAX_SAFE_INTEGER / 100) throw new RangeError(`distributable must be whole coins ≥ 0, got ${distributable}`);
  const places = PRIZE_DISTRIBUTIONS[strategy].map((percent, place) => ({
    place,
    coins: Math.floor((distributable * percent) / 100),
    remainder: (distributable * percent) % 100,
  }));
  let leftover = distributable - places.reduce((sum, p) => sum + p.coins, 0);
  const byRemainder = [...places].sort((a, b) => b.remainder - a.remainder || a.place - b.place);
  for (const p of byRemainder) {
    if (leftover === 0) break;
    p.coins += 1;
    leftover -= 1;
  }
  return places.map((p) => p.coins);
}
