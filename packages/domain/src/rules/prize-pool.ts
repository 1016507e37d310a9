/**
 * Competition money, competitions-and-groups.md §9: "Total prize pool = entry_fee times maximum
 * participants; the product's share = pool times eksab_share". All amounts are whole coins.
 * Prizes are paid from the pool minus the product's share (docs/decisions/domain-rules.md).
 */

/** eksab_share is quantised to millionths so 0.1 is exactly 100 000 parts, free of binary-float error. */
const SHARE_PARTS = 1_000_000n;

function wholeCoins(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of coins ≥ 0, got ${value}`);
  return BigInt(value);
}

/** entry_fee × maximum participants. */
export function prizePool(entryFee: number, maxParticipants: number): number {
  const pool = wholeCoins(entryFee, 'entryFee') * wholeCoins(maxParticipants, 'maxParticipants');
  if (pool > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('prize pool exceeds the safe integer range');
  return Number(pool);
}

/** pool × eksab_share, rounded down: a fractional coin stays with the players. */
export function productShareCoins(pool: number, eksabShare: number): number {
  if (!Number.isFinite(eksabShare) || eksabShare < 0 || eksabShare > 1) throw new RangeError(`eksab_share must be a fraction in [0, 1], got ${eksabShare}`);
  const parts = BigInt(Math.round(eksabShare * Number(SHARE_PARTS)));
  return Number((wholeCoins(pool, 'pool') * parts) / SHARE_PARTS);
}

export interface PrizeMoney {
  pool: number;
  productShare: number;
  /** What the winners share: pool − productShare. */
  distributable: number;
}

export function prizeMoney(entryFee: number, maxParticipants: number, eksabShare: number): PrizeMoney {
  const pool = prizePool(entryFee, maxParticipants);
  const share = productShareCoins(pool, eksabShare);
  return { pool, productShare: share, distributable: pool - share };
}
