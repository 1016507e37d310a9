import type { FastifyInstance } from 'fastify';

/** App settings (platform.md §3): the product's share of prize pools, phone verification, referral rewards. */
export const defaultAppSettings = {
  eksab_share: 0.1,
  enable_phone_verification: true,
  referral_reward_coins: 10,
  referral_reward_coins_for_first_payment: 20,
};

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/settings', async () => ({ data: defaultAppSettings }));
}
