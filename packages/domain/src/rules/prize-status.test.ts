import { describe, expect, it } from 'vitest';
import { canRedeemPrize, type UserPrizeStatus } from './prize-status.ts';

describe('redeeming a prize', () => {
  it('is open for pending and rejected prizes only', () => {
    const statuses: UserPrizeStatus[] = ['pending', 'processing', 'approved', 'received', 'redeemed', 'rejected'];
    expect(statuses.filter(canRedeemPrize)).toEqual(['pending', 'rejected']);
  });
});
