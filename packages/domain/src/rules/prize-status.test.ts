import { describe, expect, it } from 'vitest';
import { canRedeemPrize, coinsForPrize, type UserPrizeStatus } from './prize-status.ts';

describe('redeeming a prize', () => {
  it('is open for pending and rejected prizes only', () => {
    const statuses: UserPrizeStatus[] = ['pending', 'processing', 'approved', 'received', 'redeemed', 'rejected'];
    expect(statuses.filter(canRedeemPrize)).toEqual(['pending', 'rejected']);
  });
});

describe('coinsForPrize', () => {
  it('pays the Starter package rate in whole coins, never rounding up', () => {
    expect(coinsForPrize(500)).toBe(1000);
    expect(coinsForPrize(12.75)).toBe(25);
    expect(coinsForPrize(0.1 + 0.2)).toBe(0);
    expect(coinsForPrize(0.5)).toBe(1);
    expect(coinsForPrize(0)).toBe(0);
  });
});
