/** platform §4: a won prize's status. */
export type UserPrizeStatus = 'pending' | 'processing' | 'approved' | 'received' | 'redeemed' | 'rejected';

/** platform §8: the reasons a redemption request is rejected with, in the order admins are offered them. */
export const redemptionRejectionReasons = [
  'unclear_pictures',
  'id_not_owned',
  'id_number_mismatch',
  'phone_without_active_wallet',
  'missing_full_legal_name',
  'scans_messed_or_swapped',
  'missing_wallet_issuer',
] as const;

export type RedemptionRejectionReason = (typeof redemptionRejectionReasons)[number];

/** platform §4: the redeem action is enabled only for pending or rejected prizes (a rejected one is redeemed again). */
export const canRedeemPrize = (status: UserPrizeStatus): boolean => status === 'pending' || status === 'rejected';

/**
 * Coins a prize redeemed with the Coins method pays per EGP: the Starter package's price (100 coins for EGP 50),
 * so a fan never gets fewer coins for a prize than the same money would buy (docs/decisions/prize-redemption.md).
 */
export const PRIZE_COINS_PER_EGP = 2;

/** The coins the Coins method pays for a prize of `amount` EGP: whole coins, rounded down (piastres never make a coin). */
export const coinsForPrize = (amount: number): number => Math.floor(Math.round(amount * 100) * PRIZE_COINS_PER_EGP / 100);
