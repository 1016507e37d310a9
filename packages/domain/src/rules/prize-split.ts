/**
 * Tied ranks split the prizes of the places they occupy: with standard competition ranking two
 * entries tied 2nd occupy places 2 and 3 and each gets (2nd + 3rd) / 2. Shares are floored so tied
 * entries get equal coins; the coins that cannot be split evenly, and the prizes of places nobody
 * occupies, are reported as `unclaimed` (they stay with the product). Thus awards + unclaimed always
 * equal the sum of the place prizes.
 */
export interface PrizeSplit<T> {
  awards: Array<T & { prize: number }>;
  unclaimed: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function splitPrizesByRank<T extends { ranking: number }>(ranked: readonly T[], prizes: readonly number[]): PrizeSplit<T> {
  // Group input positions by ranking, best ranking first (a Map keeps insertion order).
  const inRankOrder = ranked.map((entry, index) => ({ ranking: entry.ranking, index })).sort((a, b) => a.ranking - b.ranking || a.index - b.index);
  const tiedGroups = new Map<number, number[]>();
  for (const { ranking, index } of inRankOrder) tiedGroups.set(ranking, [...(tiedGroups.get(ranking) ?? []), index]);

  // Occupied places come from positions in rank order, so the split also holds for dense rankings.
  const prizeByIndex = ranked.map(() => 0);
  let firstPlace = 0;
  for (const members of tiedGroups.values()) {
    const each = Math.floor(sum(prizes.slice(firstPlace, firstPlace + members.length)) / members.length);
    for (const index of members) prizeByIndex[index] = each;
    firstPlace += members.length;
  }
  const awards = ranked.map((entry, index) => ({ ...entry, prize: prizeByIndex[index] as number }));
  return { awards, unclaimed: sum(prizes) - sum(prizeByIndex) };
}
