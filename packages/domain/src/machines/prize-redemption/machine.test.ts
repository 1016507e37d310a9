import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import type { FileLike } from '../../validators/image.ts';
import { createMachineCoverage, edgeCoveringPaths, replayPath } from '../testing/index.ts';
import { prizeRedemptionMachine } from './machine.ts';
import type { GenerateFormsInput, PrizeRedemptionInput, RedemptionForm, RedemptionRequestPayload } from './types.ts';
import { GENERIC_REDEMPTION_ERROR, readRedemptionFailure } from './validation.ts';

type Event = EventFromLogic<typeof prizeRedemptionMachine>;

const front: FileLike = { name: 'front.jpg', size: 1_000, type: 'image/jpeg' };
const back: FileLike = { name: 'back.png', size: 2_000, type: 'image/png' };
const forms: RedemptionForm[] = [{ name: 'Receipt', file: 'https://files.example/receipt.pdf' }];
const nationalId = '29001010112345';

const unverifiedUser: PrizeRedemptionInput = {
  userPrize: { id: 31, amount: 500 },
  user: { legal_name: 'Sara Ali', email: 'sara@example.com', phone_number: '01012345678', national_id: null, national_id_verified: false },
};
const verifiedUser: PrizeRedemptionInput = {
  userPrize: { id: 32, amount: 1000 },
  user: { email: 'omar@example.com', phone_number: '01112345678', national_id: nationalId, national_id_verified: true },
  walletIssuers: ['vodafone', 'orange'],
};

function start(
  input: PrizeRedemptionInput,
  calls: { generate?: (input: GenerateFormsInput) => Promise<readonly RedemptionForm[]>; submit?: (input: RedemptionRequestPayload) => Promise<unknown> } = {},
) {
  const generateForms = vi.fn(({ input: formsInput }: { input: GenerateFormsInput }) => (calls.generate ?? (async () => forms))(formsInput));
  const submitRedemption = vi.fn(({ input: payload }: { input: RedemptionRequestPayload }) => (calls.submit ?? (async () => ({})))(payload));
  const machine = prizeRedemptionMachine.provide({
    actors: { generateForms: fromPromise(generateForms), submitRedemption: fromPromise(submitRedemption) },
  });
  const actor = createActor(machine, { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, generateForms, submitRedemption, emitted };
}

async function reachMethodStep(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'GET_FORMS' });
  await waitFor(run.actor, (snapshot) => snapshot.matches({ personalInfo: 'formsShown' }));
  run.actor.send({ type: 'SIGN_AND_CONTINUE' });
}

describe('prizeRedemption personal info', () => {
  it('prefills from the profile, defaults the issuer to the first, and needs every field before Get Forms', () => {
    const { actor, generateForms } = start(unverifiedUser);
    expect(actor.getSnapshot().value).toEqual({ personalInfo: 'editing' });
    expect(actor.getSnapshot().context.method).toEqual({ name: null, issuer: 'bank_wallet', phone_number: '' });
    actor.send({ type: 'CHANGE_PERSONAL_INFO', values: { email: 'not-an-email', phone_number: '0201234567' } });
    actor.send({ type: 'GET_FORMS' });
    expect(actor.getSnapshot().value).toEqual({ personalInfo: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'validation.email.invalid',
      phone_number: 'validation.phone.invalid',
      national_id: 'validation.required',
      national_id_scans: 'validation.scans.bothRequired',
    });
    expect(generateForms).not.toHaveBeenCalled();
  });

  it('generates the forms, locks the fields until Edit Info, then forgets the forms', async () => {
    const { actor, generateForms } = start(unverifiedUser);
    actor.send({ type: 'CHANGE_PERSONAL_INFO', values: { national_id: nationalId } });
    actor.send({ type: 'SET_SCAN', side: 'front', files: [front, back] });
    actor.send({ type: 'SET_SCAN', side: 'back', files: back });
    actor.send({ type: 'GET_FORMS' });
    expect(actor.getSnapshot().value).toEqual({ personalInfo: 'loadingForms' });
    await waitFor(actor, (snapshot) => snapshot.matches({ personalInfo: 'formsShown' }));
    expect(generateForms.mock.calls[0]?.[0].input).toEqual({
      user_prize_id: 31,
      legal_name: 'Sara Ali',
      email: 'sara@example.com',
      phone_number: '01012345678',
      national_id: nationalId,
      national_id_scans: { front, back },
    });
    expect(actor.getSnapshot().context.forms).toEqual(forms);
    expect(actor.getSnapshot().can({ type: 'CHANGE_PERSONAL_INFO', values: { email: 'x@y.com' } })).toBe(false);
    actor.send({ type: 'EDIT_INFO' });
    expect(actor.getSnapshot().value).toEqual({ personalInfo: 'editing' });
    expect(actor.getSnapshot().context.forms).toEqual([]);
  });

  it('keeps what is typed as the server takes it: Arabic-Indic digits as Latin ones, no spaces or dashes', () => {
    const { actor } = start(unverifiedUser);
    actor.send({ type: 'CHANGE_PERSONAL_INFO', values: { phone_number: '٠١٠ ١٢٣٤-٥٦٧٨', national_id: '٢٩٠ ٠١٠١ ٠١١٢٣٤٥', email: ' sara@example.com ' } });
    expect(actor.getSnapshot().context.personalInfo).toMatchObject({ phone_number: '01012345678', national_id: nationalId, email: 'sara@example.com' });
  });

  it('keeps a verified national id and asks for no scans', async () => {
    const { actor, generateForms } = start(verifiedUser);
    actor.send({ type: 'CHANGE_PERSONAL_INFO', values: { national_id: '30001010112345', legal_name: 'Omar' } });
    actor.send({ type: 'SET_SCAN', side: 'front', files: front });
    expect(actor.getSnapshot().context.personalInfo).toMatchObject({ national_id: nationalId, legal_name: 'Omar' });
    expect(actor.getSnapshot().context.scans).toEqual({ front: null, back: null });
    actor.send({ type: 'GET_FORMS' });
    await waitFor(actor, (snapshot) => snapshot.matches({ personalInfo: 'formsShown' }));
    expect(generateForms.mock.calls[0]?.[0].input).not.toHaveProperty('national_id_scans');
    expect(actor.getSnapshot().context.method.issuer).toBe('vodafone');
  });

  it('lists a 422 of Get Forms and stays on the editable step', async () => {
    const { actor } = start(verifiedUser, { generate: () => Promise.reject({ status: 422, errors: { email: ['Email taken'], phone_number: 'Bad phone' } }) });
    actor.send({ type: 'GET_FORMS' });
    await waitFor(actor, (snapshot) => snapshot.matches({ personalInfo: 'editing' }) && snapshot.context.serverErrors.length > 0);
    expect(actor.getSnapshot().context.serverErrors).toEqual(['Email taken', 'Bad phone']);
  });

  it('closes from the personal info step', () => {
    const { actor } = start(verifiedUser);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describe('prizeRedemption method, review and submit', () => {
  it('requires a method, and for E-Wallet an issuer and a valid phone', async () => {
    const run = start(verifiedUser);
    await reachMethodStep(run);
    const { actor } = run;
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ method: 'validation.required' });
    actor.send({ type: 'SELECT_METHOD', method: 'E-Wallet' });
    actor.send({ type: 'SELECT_ISSUER', issuer: '' });
    actor.send({ type: 'CHANGE_WALLET_PHONE', phoneNumber: '123' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('method');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ issuer: 'validation.required', wallet_phone_number: 'validation.phone.invalid' });
    actor.send({ type: 'SELECT_ISSUER', issuer: 'orange' });
    actor.send({ type: 'CHANGE_WALLET_PHONE', phoneNumber: '٠١٢ ٩٨٧٦ ٥٤٣٢' });
    expect(actor.getSnapshot().context.method.phone_number).toBe('01298765432');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('submits an E-Wallet request, then reports the redemption and finishes', async () => {
    const run = start(verifiedUser);
    await reachMethodStep(run);
    run.actor.send({ type: 'SELECT_METHOD', method: 'E-Wallet' });
    run.actor.send({ type: 'CHANGE_WALLET_PHONE', phoneNumber: '01298765432' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().value).toBe('submitting');
    expect(run.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    await waitFor(run.actor, (snapshot) => snapshot.status === 'done');
    expect(run.submitRedemption.mock.calls[0]?.[0].input).toEqual({
      user_prize_id: 32,
      legal_name: '',
      email: 'omar@example.com',
      phone_number: '01112345678',
      national_id: nationalId,
      forms,
      redemption_method: { name: 'E-Wallet', options: { phone_number: '01298765432', wallet: { issuer: 'vodafone' } } },
    });
    expect(run.actor.getSnapshot().value).toBe('redeemed');
    expect(run.emitted).toEqual([{ type: 'redeemed', userPrizeId: 32, toastKey: 'redemption-request-added' }]);
  });

  it('sends Coins without options', async () => {
    const run = start(verifiedUser);
    await reachMethodStep(run);
    run.actor.send({ type: 'SELECT_METHOD', method: 'Coins' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.status === 'done');
    expect(run.submitRedemption.mock.calls[0]?.[0].input.redemption_method).toEqual({ name: 'Coins' });
  });

  it.each([
    [{ status: 422, errors: { national_id: ['Invalid national id'] } }, ['Invalid national id'], null],
    [{ status: 500, message: 'Server is busy' }, [], 'Server is busy'],
    [new Error('offline'), [], GENERIC_REDEMPTION_ERROR],
  ])('returns to the review with the failure shown (%o)', async (failure, serverErrors, errorMessage) => {
    const run = start(verifiedUser, { submit: () => Promise.reject(failure) });
    await reachMethodStep(run);
    run.actor.send({ type: 'SELECT_METHOD', method: 'Coins' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('review') && (snapshot.context.serverErrors.length > 0 || snapshot.context.errorMessage !== null));
    expect(run.actor.getSnapshot().context).toMatchObject({ serverErrors, errorMessage });
    expect(run.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it('goes back step by step to the locked personal info', async () => {
    const run = start(verifiedUser);
    await reachMethodStep(run);
    run.actor.send({ type: 'SELECT_METHOD', method: 'Coins' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'BACK' });
    expect(run.actor.getSnapshot().value).toBe('method');
    run.actor.send({ type: 'BACK' });
    expect(run.actor.getSnapshot().value).toEqual({ personalInfo: 'formsShown' });
  });
});

describe('readRedemptionFailure', () => {
  it('reads a 422 errors list, ignores non-strings, and falls back to the message', () => {
    expect(readRedemptionFailure({ status: 422, errors: ['One', 'Two'] })).toEqual({ serverErrors: ['One', 'Two'], errorMessage: null });
    expect(readRedemptionFailure({ status: 422, errors: { a: [3] }, message: 'Invalid' })).toEqual({ serverErrors: [], errorMessage: 'Invalid' });
    expect(readRedemptionFailure({ status: 400, message: '  ' })).toEqual({ serverErrors: [], errorMessage: GENERIC_REDEMPTION_ERROR });
    expect(readRedemptionFailure(null)).toEqual({ serverErrors: [], errorMessage: GENERIC_REDEMPTION_ERROR });
  });
});

describe('prizeRedemption paths', () => {
  const toMethodStep = [
    { type: 'GET_FORMS' },
    { type: 'xstate.done.actor.generateForms', output: forms },
    { type: 'SIGN_AND_CONTINUE' },
    { type: 'NEXT' },
    { type: 'BACK' },
  ] as unknown as Event[];
  // Two explorations: the steps with their failures, and the method choices; one alone would
  // multiply every method choice by every failure and replay thousands of paths.
  const stepEvents = [
    ...toMethodStep,
    { type: 'CHANGE_PERSONAL_INFO', values: { email: '' } },
    { type: 'CHANGE_PERSONAL_INFO', values: { email: 'omar@example.com' } },
    { type: 'SET_SCAN', side: 'front', files: front },
    { type: 'EDIT_INFO' },
    { type: 'SELECT_METHOD', method: 'Coins' },
    { type: 'SUBMIT' },
    { type: 'CLOSE' },
    { type: 'xstate.error.actor.generateForms', error: { status: 422, errors: ['Bad email'] } },
    { type: 'xstate.done.actor.submitRedemption', output: {} },
    { type: 'xstate.error.actor.submitRedemption', error: { status: 500, message: 'Busy' } },
  ] as unknown as Event[];
  const methodEvents = [
    ...toMethodStep,
    { type: 'SELECT_METHOD', method: 'E-Wallet' },
    { type: 'SELECT_ISSUER', issuer: 'orange' },
    { type: 'CHANGE_WALLET_PHONE', phoneNumber: '01298765432' },
  ] as Event[];

  it('reaches every state and takes every transition, live actor agreeing with the graph', () => {
    const coverage = createMachineCoverage(prizeRedemptionMachine);
    for (const events of [stepEvents, methodEvents]) {
      for (const path of edgeCoveringPaths(prizeRedemptionMachine, { events, input: verifiedUser })) {
        const { observed, expected } = replayPath(prizeRedemptionMachine, path, coverage, verifiedUser);
        expect(observed).toEqual(expected);
      }
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 30_000);
});
