/** How many fans predicted each outcome of a match. */
export interface OutcomeCounts {
  readonly homeWin: number;
  readonly draw: number;
  readonly awayWin: number;
}

/** Each outcome's share in whole percent; the three add up to 100 (all 0 when nobody predicted). */
export interface OutcomeShares {
  readonly total: number;
  readonly homeWin: number;
  readonly draw: number;
  readonly awayWin: number;
}

/**
 * Whole percentages that add up to exactly 100, by largest remainders (ties to the earlier outcome: home win, draw,
 * away win), so the fans' picks of a match never read 33 + 33 + 33 = 99.
 */
export function outcomeShares(counts: OutcomeCounts): OutcomeShares {
  const values = [counts.homeWin, counts.draw, counts.awayWin].map((count) => Math.max(0, Math.floor(count)));
  const total = values.reduce((sum, count) => sum + count, 0);
  if (total === 0) return { total: 0, homeWin: 0, draw: 0, awayWin: 0 };
  const exact = values.map((count) => (count * 100) / total);
  const shares = exact.map(Math.floor);
  let missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    shares[index]! += 1;
    missing -= 1;
  }
  return { total, homeWin: shares[0]!, draw: shares[1]!, awayWin: shares[2]! };
}
