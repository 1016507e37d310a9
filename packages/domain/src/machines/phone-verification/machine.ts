import { assign, emit, enqueueActions, setup } from 'xstate';
import { normalizeDigits } from '../../format/digits.ts';
import { OTP_LENGTH } from '../../validators/otp.ts';
import { failureStatus } from '../shared/api-failure.ts';
import { requestNavigation } from '../shared/navigation.ts';
import { notProvided } from '../shared/not-provided.ts';
import type {
  PhoneVerificationContext,
  PhoneVerificationEmitted,
  PhoneVerificationEvent,
  PhoneVerificationInput,
  SendCodeInput,
  VerifyCodeInput,
} from './types.ts';

/** After a 429 the server accepts no new attempt for five minutes (platform.md §9). */
export const OTP_THROTTLE_MS = 5 * 60 * 1000;

/** Keeps only digits (Arabic-Indic ones read as Western) and at most six, whatever was typed or pasted. */
export function normaliseOtp(typed: string): string {
  return normalizeDigits(typed).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export const phoneVerificationMachine = setup({
  types: {
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
    input: {} as PhoneVerificationInput,
    emitted: {} as PhoneVerificationEmitted,
  },
  actors: {
    sendCode: notProvided<void, SendCodeInput>('sendCode'),
    verifyCode: notProvided<void, VerifyCodeInput>('verifyCode'),
  },
  delays: {
    otpThrottle: OTP_THROTTLE_MS,
  },
  actions: {
    storePhoneNumber: assign({ phoneNumber: ({ event }) => (event.type === 'PHONE_NUMBER_CHANGED' ? event.phoneNumber : '') }),
    storeCode: assign({ code: ({ event }) => (event.type === 'CODE_CHANGED' ? normaliseOtp(event.code) : '') }),
  },
  guards: {
    completesCode: ({ event }) => event.type === 'CODE_CHANGED' && normaliseOtp(event.code).length === OTP_LENGTH,
    codeIsComplete: ({ context }) => context.code.length === OTP_LENGTH,
    isThrottled: ({ event }) => 'error' in event && failureStatus(event.error) === 429,
    isUsedNumber: ({ event }) => 'error' in event && failureStatus(event.error) === 422,
  },
}).createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({
    phoneNumber: input.phoneNumber ?? '',
    code: '',
    hasSentCode: false,
    notice: null,
    returnTo: input.returnTo,
    navigation: null,
    hasVerifiedNumber: input.hasVerifiedNumber ?? false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        PHONE_NUMBER_CHANGED: { actions: 'storePhoneNumber' },
        SEND_CODE: 'sending',
        // The sixth digit submits at once; the page needs no button press.
        CODE_CHANGED: [{ guard: 'completesCode', target: 'verifying', actions: 'storeCode' }, { actions: 'storeCode' }],
        SUBMIT_CODE: { guard: 'codeIsComplete', target: 'verifying' },
      },
    },
    sending: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
        onDone: { target: 'editing', actions: assign({ hasSentCode: true, notice: 'otp_sent' }) },
        onError: [
          { guard: 'isThrottled', target: 'throttled' },
          { guard: 'isUsedNumber', target: 'editing', actions: assign({ notice: 'used_phone_number' }) },
          { target: 'editing', actions: assign({ notice: 'send-failed' }) },
        ],
      },
    },
    verifying: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber, otp: context.code }),
        onDone: 'verified',
        onError: [
          { guard: 'isThrottled', target: 'throttled' },
          // A wrong code is cleared so the six boxes are ready for the next try.
          { target: 'editing', actions: assign({ notice: 'otp-error', code: '' }) },
        ],
      },
    },
    /** Sending and verifying are off until the server's five minutes are up. */
    throttled: {
      entry: assign({ notice: 'otp-throttle' }),
      after: { otpThrottle: { target: 'editing', actions: assign({ notice: null }) } },
      on: {
        PHONE_NUMBER_CHANGED: { actions: 'storePhoneNumber' },
        CODE_CHANGED: { actions: 'storeCode' },
      },
    },
    verified: {
      type: 'final',
      entry: [
        emit(({ context }) => ({ type: 'phoneNumberUpdated', phoneNumber: context.phoneNumber, firstVerification: !context.hasVerifiedNumber })),
        enqueueActions(({ context, enqueue }) => requestNavigation(enqueue, { name: 'continueTo', path: context.returnTo })),
      ],
    },
  },
});
