/**
 * Standard competition ranking ("1-2-2-4"): equal points share a rank and the next rank skips the
 * places they occupy. Higher points rank better; equal points keep their input order.
 */
export function rankByPoints<T extends { points: number }>(entries: readonly T[]): Array<T & { ranking: number }> {
  for (const entry of entries) if (Number.isNaN(entry.points)) throw new RangeError('rankByPoints: points must be numbers');
  // Array.prototype.sort is stable, so ties stay in input order.
  const sorted = [...entries].sort((a, b) => b.points - a.points);
  let ranking = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.points !== sorted[index - 1]?.points) ranking = index + 1;
    return { ...entry, ranking };
  });
}
