import { assertEvent, assign, emit, setup } from 'xstate';
import { normalizeDigits } from '../../format/digits.ts';
import { firstFile } from '../../validators/image.ts';
import { normalizePhone } from '../../validators/phone.ts';
import { notProvided } from '../shared/not-provided.ts';
import {
  defaultWalletIssuers,
  type GenerateFormsInput,
  type PrizeRedemptionContext,
  type PrizeRedemptionEmitted,
  type PrizeRedemptionEvent,
  type PrizeRedemptionInput,
  type RedemptionForm,
  type RedemptionRequestPayload,
} from './types.ts';
import { methodErrors, personalInfoErrors, readRedemptionFailure } from './validation.ts';

function generateFormsInput(context: PrizeRedemptionContext): GenerateFormsInput {
  const { front, back } = context.scans;
  return {
    user_prize_id: context.userPrize.id,
    ...context.personalInfo,
    ...(context.nationalIdVerified || !front || !back ? {} : { national_id_scans: { front, back } }),
  };
}

function redemptionPayload(context: PrizeRedemptionContext): RedemptionRequestPayload {
  const { name, issuer, phone_number } = context.method;
  return {
    ...generateFormsInput(context),
    forms: context.forms,
    redemption_method: name === 'E-Wallet' ? { name, options: { phone_number, wallet: { issuer } } } : { name: 'Coins' },
  };
}

const clearFailure = { serverErrors: [], errorMessage: null } as const;

/**
 * The three-step prize redemption modal (platform.md §2, §5, §8): Personal Info (Get Forms, then
 * fields locked until Edit Info; Sign & Continue) → Redemption Method (E-Wallet with issuer and
 * phone, or Coins) → Review → submitting. The app provides `generateForms` and `submitRedemption`
 * and, on `redeemed`, refreshes its data, closes the modal and shows the toast.
 */
const onlyDigits = (typed: string) => normalizeDigits(typed).replace(/\D/g, '');

export const prizeRedemptionMachine = setup({
  types: {
    context: {} as PrizeRedemptionContext,
    events: {} as PrizeRedemptionEvent,
    input: {} as PrizeRedemptionInput,
    emitted: {} as PrizeRedemptionEmitted,
  },
  actors: {
    generateForms: notProvided<readonly RedemptionForm[], GenerateFormsInput>('generateForms'),
    submitRedemption: notProvided<unknown, RedemptionRequestPayload>('submitRedemption'),
  },
  guards: {
    personalInfoIsValid: ({ context }) => Object.keys(personalInfoErrors(context)).length === 0,
    methodIsValid: ({ context }) => Object.keys(methodErrors(context)).length === 0,
  },
  actions: {
    changePersonalInfo: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_PERSONAL_INFO');
      // Kept as the server takes them: Arabic-Indic digits typed as Latin ones, no spaces or dashes, no blanks around the email.
      const values = { ...event.values };
      if (values.email !== undefined) values.email = values.email.trim();
      if (values.phone_number !== undefined) values.phone_number = normalizePhone(values.phone_number);
      if (values.national_id !== undefined) values.national_id = context.nationalIdVerified ? context.personalInfo.national_id : onlyDigits(values.national_id);
      return { personalInfo: { ...context.personalInfo, ...values } };
    }),
    setScan: assign(({ context, event }) => {
      assertEvent(event, 'SET_SCAN');
      if (context.nationalIdVerified) return {};
      return { scans: { ...context.scans, [event.side]: firstFile(event.files) ?? null } };
    }),
    showPersonalInfoErrors: assign(({ context }) => ({ fieldErrors: personalInfoErrors(context) })),
    showMethodErrors: assign(({ context }) => ({ fieldErrors: methodErrors(context) })),
    clearErrors: assign({ fieldErrors: {}, ...clearFailure }),
    clearForms: assign({ forms: [] }),
    selectMethod: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_METHOD');
      return { method: { ...context.method, name: event.method } };
    }),
    selectIssuer: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_ISSUER');
      return { method: { ...context.method, issuer: event.issuer } };
    }),
    changeWalletPhone: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_WALLET_PHONE');
      return { method: { ...context.method, phone_number: normalizePhone(event.phoneNumber) } };
    }),
    emitRedeemed: emit(({ context }) => ({ type: 'redeemed', userPrizeId: context.userPrize.id, toastKey: 'redemption-request-added' }) as const),
  },
}).createMachine({
  id: 'prize-redemption',
  context: ({ input }) => {
    const walletIssuers = input.walletIssuers && input.walletIssuers.length > 0 ? input.walletIssuers : defaultWalletIssuers;
    return {
      userPrize: input.userPrize,
      nationalIdVerified: input.user.national_id_verified === true,
      personalInfo: {
        legal_name: input.user.legal_name ?? '',
        email: input.user.email ?? '',
        phone_number: input.user.phone_number ?? '',
        national_id: input.user.national_id ?? '',
      },
      scans: { front: null, back: null },
      forms: [],
      walletIssuers,
      method: { name: null, issuer: walletIssuers[0] ?? '', phone_number: '' },
      fieldErrors: {},
      ...clearFailure,
    };
  },
  initial: 'personalInfo',
  states: {
    personalInfo: {
      initial: 'editing',
      on: { CLOSE: { target: 'closed' } },
      states: {
        editing: {
          on: {
            CHANGE_PERSONAL_INFO: { actions: 'changePersonalInfo' },
            SET_SCAN: { actions: 'setScan' },
            GET_FORMS: [{ guard: 'personalInfoIsValid', target: 'loadingForms', actions: 'clearErrors' }, { actions: 'showPersonalInfoErrors' }],
          },
        },
        loadingForms: {
          invoke: {
            id: 'generateForms',
            src: 'generateForms',
            input: ({ context }) => generateFormsInput(context),
            onDone: { target: 'formsShown', actions: assign({ forms: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign(({ event }) => readRedemptionFailure(event.error)) },
          },
        },
        /** Forms listed with Preview links; the fields are disabled until Edit Info. */
        formsShown: {
          on: {
            EDIT_INFO: { target: 'editing', actions: 'clearForms' },
            SIGN_AND_CONTINUE: { target: '#prize-redemption.method' },
          },
        },
      },
    },
    method: {
      on: {
        SELECT_METHOD: { actions: 'selectMethod' },
        SELECT_ISSUER: { actions: 'selectIssuer' },
        CHANGE_WALLET_PHONE: { actions: 'changeWalletPhone' },
        NEXT: [{ guard: 'methodIsValid', target: 'review', actions: 'clearErrors' }, { actions: 'showMethodErrors' }],
        BACK: { target: 'personalInfo.formsShown', actions: 'clearErrors' },
        CLOSE: { target: 'closed' },
      },
    },
    review: {
      on: {
        SUBMIT: { target: 'submitting' },
        BACK: { target: 'method', actions: 'clearErrors' },
        CLOSE: { target: 'closed' },
      },
    },
    // The Submit button is disabled here and re-enabled when the request fails.
    submitting: {
      entry: 'clearErrors',
      invoke: {
        id: 'submitRedemption',
        src: 'submitRedemption',
        input: ({ context }) => redemptionPayload(context),
        onDone: { target: 'redeemed' },
        onError: { target: 'review', actions: assign(({ event }) => readRedemptionFailure(event.error)) },
      },
    },
    redeemed: { type: 'final', entry: 'emitRedeemed' },
    closed: { type: 'final' },
  },
});
