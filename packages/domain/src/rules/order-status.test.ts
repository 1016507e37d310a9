import { describe, expect, it } from 'vitest';
import { canMoveOrder, nextOrderStatuses } from './order-status.ts';

describe('order statuses', () => {
  it('go forward through delivery, and may be cancelled until delivered', () => {
    expect(nextOrderStatuses('pending')).toEqual(['confirmed', 'delivered', 'cancelled']);
    expect(nextOrderStatuses('confirmed')).toEqual(['delivered', 'cancelled']);
    expect(canMoveOrder('confirmed', 'pending')).toBe(false);
    expect(canMoveOrder('delivered', 'cancelled')).toBe(false);
  });

  it('end at delivered or cancelled; staying where it is is always allowed', () => {
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
    expect(canMoveOrder('cancelled', 'cancelled')).toBe(true);
  });
});
