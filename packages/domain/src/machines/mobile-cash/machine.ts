import { assign, fromCallback, setup } from 'xstate';
import { normalizeDigits } from '../../format/digits.ts';
import { isMobileCashPhoneComplete, PHONE_LENGTH } from '../../validators/phone.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { MobileCashContext, MobileCashEvent, MobileCashInput, ReferenceCode, RequestCodeInput, WatchPaymentInput } from './types.ts';

/** Digits only (Arabic-Indic read as Western), at most eleven, whatever was typed or pasted. */
export const normaliseWalletPhone = (typed: string) => normalizeDigits(typed).replace(/\D/g, '').slice(0, PHONE_LENGTH);

/** The countdown's clock: one TICK a second while a code waits. */
const everySecond = fromCallback<MobileCashEvent>(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'TICK' }), 1000);
  return () => clearInterval(timer);
});

/**
 * Buying a package by mobile cash (platform §2 Coins): the fan picks a wallet and types the number, Pay Now asks
 * for a reference code, which waits with its expiry counting down until the payment arrives (the app's watcher
 * says PAID) or the code expires; Pay Again starts over.
 */
export const mobileCashMachine = setup({
  types: {
    context: {} as MobileCashContext,
    events: {} as MobileCashEvent,
    input: {} as MobileCashInput,
  },
  actors: {
    requestCode: notProvided<ReferenceCode, RequestCodeInput>('requestCode'),
    /** Sends PAID when the code is paid (the app polls the wallet); the stand-in never does. */
    watchPayment: fromCallback<MobileCashEvent, WatchPaymentInput>(() => () => {}),
    clock: everySecond,
  },
  guards: {
    // platform §5: Pay Now is enabled only at exactly 11 digits; the server checks the 01 prefix too.
    phoneComplete: ({ context }) => isMobileCashPhoneComplete(context.phoneNumber),
    codeExpired: ({ context }) => context.referenceCode !== null && context.clock() >= Date.parse(context.referenceCode.expiresAt),
  },
}).createMachine({
  id: 'mobileCash',
  context: ({ input }) => {
    const clock = input.now ?? Date.now;
    return {
      packageId: input.packageId,
      coins: input.coins,
      wallet: 'vodafone',
      phoneNumber: normaliseWalletPhone(input.phoneNumber ?? ''),
      referenceCode: null,
      now: clock(),
      balance: null,
      error: null,
      clock,
    };
  },
  initial: 'entering',
  states: {
    entering: {
      on: {
        WALLET_CHANGED: { actions: assign({ wallet: ({ event }) => event.wallet }) },
        PHONE_NUMBER_CHANGED: { actions: assign({ phoneNumber: ({ event }) => normaliseWalletPhone(event.phoneNumber), error: null }) },
        PAY_NOW: { guard: 'phoneComplete', target: 'requesting' },
      },
    },
    requesting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ wallet: context.wallet, packageId: context.packageId, phoneNumber: context.phoneNumber }),
        onDone: { target: 'awaiting', actions: assign({ referenceCode: ({ event }) => event.output, now: ({ context }) => context.clock() }) },
        onError: {
          target: 'entering',
          actions: assign({ error: ({ event }) => (event.error as { message?: string } | null)?.message ?? '' }),
        },
      },
    },
    awaiting: {
      invoke: [{ src: 'clock' }, { src: 'watchPayment', input: ({ context }) => ({ code: context.referenceCode!.code }) }],
      on: {
        TICK: [{ guard: 'codeExpired', target: 'expired' }, { actions: assign({ now: ({ context }) => context.clock() }) }],
        PAID: { target: 'paid', actions: assign({ balance: ({ event }) => event.balance }) },
      },
    },
    paid: {},
    expired: {},
  },
  on: {
    // Pay Again resets: a new code for the same package (the number stays typed).
    PAY_AGAIN: { target: '.entering', actions: assign({ referenceCode: null, balance: null, error: null }) },
  },
});
