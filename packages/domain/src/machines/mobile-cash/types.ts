/** The wallets a reference code can be paid from (platform §9's payment methods; 'etsalat' is 'etisalat'). */
export type MobileWallet = 'vodafone' | 'orange' | 'etisalat' | 'aman' | 'bank_wallet';
export const mobileWallets: readonly MobileWallet[] = ['vodafone', 'orange', 'etisalat', 'aman', 'bank_wallet'];

export interface ReferenceCode {
  readonly code: string;
  /** ISO date-time. */
  readonly expiresAt: string;
}

export interface MobileCashInput {
  readonly packageId: number;
  /** The package's coins, shown when the payment arrives. */
  readonly coins: number;
  /** The fan's own number, to prefill the field. */
  readonly phoneNumber?: string | null;
  /** The clock (tests and stories fix it). */
  readonly now?: () => number;
}

export interface MobileCashContext {
  readonly packageId: number;
  readonly coins: number;
  readonly wallet: MobileWallet;
  readonly phoneNumber: string;
  readonly referenceCode: ReferenceCode | null;
  /** The clock's last reading while a code waits (milliseconds). */
  readonly now: number;
  readonly balance: number | null;
  /** The server's message when a code could not be had. */
  readonly error: string | null;
  readonly clock: () => number;
}

export type MobileCashEvent =
  | { readonly type: 'WALLET_CHANGED'; readonly wallet: MobileWallet }
  | { readonly type: 'PHONE_NUMBER_CHANGED'; readonly phoneNumber: string }
  | { readonly type: 'PAY_NOW' }
  | { readonly type: 'PAY_AGAIN' }
  | { readonly type: 'TICK' }
  /** The watcher saw the code paid (the wallet's line confirmed) and the new balance. */
  | { readonly type: 'PAID'; readonly balance: number };

export interface RequestCodeInput {
  readonly wallet: MobileWallet;
  readonly packageId: number;
  readonly phoneNumber: string;
}

export interface WatchPaymentInput {
  readonly code: string;
}
