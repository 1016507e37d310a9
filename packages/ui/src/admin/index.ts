// The admins' queues: competition review, prize redemptions, store orders.
export * from './AdminCompetitionReview/index.ts';
export * from './AdminOrders/index.ts';
export * from './AdminRedemptions/index.ts';
