import type { SnapshotFrom } from 'xstate';
import { isMobileCashPhoneComplete } from '../../validators/phone.ts';
import type { mobileCashMachine } from './machine.ts';
import type { MobileWallet, ReferenceCode } from './types.ts';

export type MobileCashStep = 'entering' | 'requesting' | 'awaiting' | 'paid' | 'expired';

/** The props of the ui's MobileCashPayment, less its callbacks. */
export interface MobileCashView {
  readonly step: MobileCashStep;
  readonly wallet: MobileWallet;
  readonly phoneNumber: string;
  readonly canPay: boolean;
  readonly error: string | undefined;
  readonly referenceCode: ReferenceCode | undefined;
  readonly secondsLeft: number | undefined;
  readonly coins: number;
  readonly balance: number | undefined;
}

const steps: readonly MobileCashStep[] = ['requesting', 'awaiting', 'paid', 'expired'];

export function connectMobileCash(snapshot: SnapshotFrom<typeof mobileCashMachine>): MobileCashView {
  const { context } = snapshot;
  const step = steps.find((candidate) => snapshot.matches(candidate)) ?? 'entering';
  const code = context.referenceCode ?? undefined;
  return {
    step,
    wallet: context.wallet,
    phoneNumber: context.phoneNumber,
    canPay: step === 'entering' && isMobileCashPhoneComplete(context.phoneNumber),
    error: context.error || undefined,
    referenceCode: code,
    secondsLeft: code && step === 'awaiting' ? Math.max(0, Math.ceil((Date.parse(code.expiresAt) - context.now) / 1000)) : undefined,
    coins: context.coins,
    balance: context.balance ?? undefined,
  };
}
