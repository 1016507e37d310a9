// The admin area: its page and the admins' queues (competition review, prize redemptions, store orders).
export * from './AdminArea/index.ts';
export * from './AdminCompetitionReview/index.ts';
export * from './AdminOrders/index.ts';
export * from './AdminRedemptions/index.ts';
