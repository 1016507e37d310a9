/** platform §4: a won prize's status. */
export type UserPrizeStatus = 'pending' | 'processing' | 'approved' | 'received' | 'redeemed' | 'rejected';

/** platform §4: the redeem action is enabled only for pending or rejected prizes (a rejected one is redeemed again). */
export const canRedeemPrize = (status: UserPrizeStatus): boolean => status === 'pending' || status === 'rejected';
