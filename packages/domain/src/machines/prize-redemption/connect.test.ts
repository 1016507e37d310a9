import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FileLike } from '../../validators/image.ts';
import { connectPrizeRedemption, prizeRedemptionActions, prizeRedemptionView } from './connect.ts';
import { prizeRedemptionMachine } from './machine.ts';
import type { GenerateFormsInput, PrizeRedemptionInput, RedemptionForm, RedemptionRequestPayload } from './types.ts';

const front: FileLike = { name: 'front.jpg', size: 1_000, type: 'image/jpeg' };
const back: FileLike = { name: 'back.png', size: 2_000, type: 'image/png' };
const forms: RedemptionForm[] = [{ name: 'receipt', file: 'https://files.example/receipt.pdf' }];

const unverified: PrizeRedemptionInput = {
  userPrize: { id: 31, amount: 500 },
  user: { legal_name: 'Sara Ali', email: 'sara@example.com', phone_number: '01012345678', national_id: '29001010112345', national_id_verified: false },
};
const verified: PrizeRedemptionInput = {
  userPrize: { id: 32, amount: 250.75 },
  user: { email: 'omar@example.com', phone_number: '01112345678', national_id: '29001010112345', national_id_verified: true },
};

function start(input: PrizeRedemptionInput, submit: () => Promise<unknown> = async () => ({})) {
  const machine = prizeRedemptionMachine.provide({
    actors: {
      generateForms: fromPromise<readonly RedemptionForm[], GenerateFormsInput>(async () => forms),
      submitRedemption: fromPromise<unknown, RedemptionRequestPayload>(() => submit()),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => prizeRedemptionView(actor.getSnapshot());
  return { actor, view };
}

describe('prizeRedemptionView', () => {
  it('opens on the editable personal info with the amount, its coins and the first step', () => {
    const { view } = start(unverified);
    expect(view()).toMatchObject({
      phase: 'editing',
      step: 'personalInfo',
      stepIndex: 0,
      isOpen: true,
      userPrizeId: 31,
      prizeAmount: 500,
      coins: 1000,
      fieldsDisabled: false,
      fieldsReadOnly: false,
      nationalIdDisabled: false,
      scansHidden: false,
      scans: { front: null, back: null },
      canGetForms: true,
      canEdit: false,
      canSignAndContinue: false,
      canNext: false,
      canGoBack: false,
      canSubmit: false,
      canClose: true,
      isLoadingForms: false,
      isSubmitting: false,
      walletIssuers: ['bank_wallet', 'aman', 'etisalat', 'vodafone', 'orange'],
    });
  });

  it('keeps a verified national id: disabled, scans hidden and left out of the review', () => {
    const { view } = start(verified);
    expect(view()).toMatchObject({ nationalIdVerified: true, nationalIdDisabled: true, scansHidden: true, coins: 501 });
    expect(view().review.scans).toEqual({ front: null, back: null });
  });

  it('shows the field errors, then locks the fields while forms load and are shown', async () => {
    const { actor, view } = start(unverified);
    const act = prizeRedemptionActions((event) => actor.send(event));
    act.getForms();
    expect(view().fieldErrors).toEqual({ national_id_scans: 'validation.scans.bothRequired' });
    act.setScan('front', front);
    act.setScan('back', [back]);
    expect(view().scans).toEqual({ front: 'front.jpg', back: 'back.png' });
    act.getForms();
    expect(view()).toMatchObject({ phase: 'loadingForms', isLoadingForms: true, fieldsReadOnly: true, canGetForms: false, canClose: true });
    await waitFor(actor, (snapshot) => snapshot.matches({ personalInfo: 'formsShown' }));
    expect(view()).toMatchObject({
      phase: 'formsShown',
      stepIndex: 0,
      forms,
      fieldsDisabled: true,
      nationalIdDisabled: true,
      canEdit: true,
      canSignAndContinue: true,
      canGetForms: false,
      fieldErrors: {},
    });
    act.editInfo();
    expect(view()).toMatchObject({ phase: 'editing', forms: [], fieldsDisabled: false, nationalIdDisabled: false });
  });

  it('walks the method and review steps and summarises an E-Wallet request', async () => {
    const { actor, view } = start(unverified);
    const act = prizeRedemptionActions((event) => actor.send(event));
    act.changePersonalInfo({ legal_name: 'Sara Mohamed Ali' });
    act.setScan('front', front);
    act.setScan('back', back);
    act.getForms();
    await waitFor(actor, (snapshot) => snapshot.matches({ personalInfo: 'formsShown' }));
    act.signAndContinue();
    expect(view()).toMatchObject({ phase: 'method', step: 'method', stepIndex: 1, canNext: true, canGoBack: true, review: { method: null } });
    act.next();
    expect(view().fieldErrors).toEqual({ method: 'validation.required' });
    act.selectMethod('E-Wallet');
    act.selectIssuer('vodafone');
    act.changeWalletPhone('01298765432');
    expect(view().method).toEqual({ name: 'E-Wallet', issuer: 'vodafone', phone_number: '01298765432' });
    act.next();
    expect(view()).toMatchObject({ phase: 'review', step: 'review', stepIndex: 2, canSubmit: true, canGoBack: true, fieldErrors: {} });
    expect(view().review).toEqual({
      legalName: 'Sara Mohamed Ali',
      phoneNumber: '01012345678',
      email: 'sara@example.com',
      nationalId: '29001010112345',
      scans: { front: 'front.jpg', back: 'back.png' },
      method: { name: 'E-Wallet', issuer: 'vodafone', phoneNumber: '01298765432' },
    });
    act.back();
    expect(view().phase).toBe('method');
    act.back();
    expect(view()).toMatchObject({ phase: 'formsShown', fieldsDisabled: true });
  });

  it('disables Submit and Close while submitting, then finishes closed to the view', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { actor, view } = start(verified, () => new Promise((resolve) => (finish = resolve)));
    const act = prizeRedemptionActions((event) => actor.send(event));
    act.getForms();
    await waitFor(actor, (snapshot) => snapshot.matches({ personalInfo: 'formsShown' }));
    act.signAndContinue();
    act.selectMethod('Coins');
    act.next();
    expect(view().review.method).toEqual({ name: 'Coins', coins: 501 });
    act.submit();
    expect(view()).toMatchObject({ phase: 'submitting', step: 'review', isSubmitting: true, canSubmit: false, canGoBack: false, canClose: false, isOpen: true });
    finish({});
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(view()).toMatchObject({ phase: 'redeemed', isOpen: false, canClose: false });
  });

  it('shows a failed submit on the review with Submit enabled again', async () => {
    const { actor, view } = start(verified, () => Promise.reject({ status: 422, errors: { national_id: ['Invalid national id'] } }));
    const act = prizeRedemptionActions((event) => actor.send(event));
    act.getForms();
    await waitFor(actor, (snapshot) => snapshot.matches({ personalInfo: 'formsShown' }));
    act.signAndContinue();
    act.selectMethod('Coins');
    act.next();
    act.submit();
    await waitFor(actor, (snapshot) => snapshot.matches('review') && snapshot.context.serverErrors.length > 0);
    expect(view()).toMatchObject({ phase: 'review', serverErrors: ['Invalid national id'], errorMessage: null, canSubmit: true });
  });

  it('closes', () => {
    const { actor, view } = start(verified);
    prizeRedemptionActions((event) => actor.send(event)).close();
    expect(view()).toMatchObject({ phase: 'closed', isOpen: false });
  });
});

describe('connectPrizeRedemption', () => {
  it('is the view with callbacks that send the direction-neutral events', () => {
    const { actor } = start(verified);
    const send = vi.fn();
    const props = connectPrizeRedemption(actor.getSnapshot(), send);
    expect(props.phase).toBe('editing');
    props.changePersonalInfo({ email: 'x@y.com' });
    props.setScan('back', null);
    props.getForms();
    props.editInfo();
    props.signAndContinue();
    props.selectMethod('Coins');
    props.selectIssuer('orange');
    props.changeWalletPhone('01000000000');
    props.next();
    props.back();
    props.submit();
    props.close();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CHANGE_PERSONAL_INFO', values: { email: 'x@y.com' } },
      { type: 'SET_SCAN', side: 'back', files: null },
      { type: 'GET_FORMS' },
      { type: 'EDIT_INFO' },
      { type: 'SIGN_AND_CONTINUE' },
      { type: 'SELECT_METHOD', method: 'Coins' },
      { type: 'SELECT_ISSUER', issuer: 'orange' },
      { type: 'CHANGE_WALLET_PHONE', phoneNumber: '01000000000' },
      { type: 'NEXT' },
      { type: 'BACK' },
      { type: 'SUBMIT' },
      { type: 'CLOSE' },
    ]);
  });
});
