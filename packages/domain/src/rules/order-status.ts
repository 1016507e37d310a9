/** platform §4: an order is pending, confirmed, delivered or cancelled. */
export type OrderStatus = 'pending' | 'confirmed' | 'delivered' | 'cancelled';

const next: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'delivered', 'cancelled'],
  confirmed: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/**
 * Where an admin may move an order: forward through delivery, or cancelled (its coins refunded) until it is
 * delivered. Delivered and cancelled orders are final.
 */
export const nextOrderStatuses = (status: OrderStatus): readonly OrderStatus[] => next[status];

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => from === to || next[from].includes(to);
