import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { createMachineCoverage } from '../testing/index.ts';
import { connectMobileCash } from './connect.ts';
import { mobileCashMachine, normaliseWalletPhone } from './machine.ts';
import type { MobileCashEvent, ReferenceCode, RequestCodeInput, WatchPaymentInput } from './types.ts';

const start0 = Date.parse('2026-11-26T10:00:00Z');

function start(options: { fails?: string } = {}) {
  let now = start0;
  let payNotice: ((event: MobileCashEvent) => void) | null = null;
  let tick: ((event: MobileCashEvent) => void) | null = null;
  const requestCode = vi.fn(async ({ input }: { input: RequestCodeInput }): Promise<ReferenceCode> => {
    if (options.fails) throw { status: 422, message: options.fails };
    return { code: `77${input.packageId}`, expiresAt: new Date(start0 + 3600_000).toISOString() };
  });
  const coverage = createMachineCoverage(mobileCashMachine);
  const machine = mobileCashMachine.provide({
    actors: {
      requestCode: fromPromise(requestCode),
      watchPayment: fromCallback<MobileCashEvent, WatchPaymentInput>(({ sendBack }) => {
        payNotice = sendBack;
        return () => (payNotice = null);
      }),
      clock: fromCallback<MobileCashEvent>(({ sendBack }) => {
        tick = sendBack;
        return () => (tick = null);
      }),
    },
  });
  const actor = createActor(machine, { input: { packageId: 2, coins: 250, phoneNumber: null, now: () => now }, inspect: coverage.inspect }).start();
  return {
    actor,
    coverage,
    requestCode,
    view: () => connectMobileCash(actor.getSnapshot()),
    advance: (ms: number) => {
      now += ms;
      tick?.({ type: 'TICK' });
    },
    pay: (balance: number) => payNotice?.({ type: 'PAID', balance }),
    watching: () => payNotice !== null,
  };
}

describe('mobile cash payment', () => {
  it('keeps Pay Now off until the number has 11 digits, Arabic-Indic digits and spaces read as Western', () => {
    const run = start();
    run.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '٠١٠ ١٢٣٤ ٥٦٧' });
    expect(run.view()).toMatchObject({ step: 'entering', phoneNumber: '0101234567', canPay: false });
    run.actor.send({ type: 'PAY_NOW' });
    expect(run.requestCode).not.toHaveBeenCalled();
    run.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '010 1234 5678 9' });
    expect(run.view()).toMatchObject({ phoneNumber: '01012345678', canPay: true });
    expect(normaliseWalletPhone('+20 10')).toBe('2010');
  });

  it('asks for a code from the chosen wallet, counts down to its expiry, and shows the new balance once it is paid', async () => {
    const run = start();
    run.actor.send({ type: 'WALLET_CHANGED', wallet: 'orange' });
    run.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' });
    run.actor.send({ type: 'PAY_NOW' });
    expect(run.view().step).toBe('requesting');
    await waitFor(run.actor, (snapshot) => snapshot.matches('awaiting'));
    expect(run.requestCode.mock.calls[0]![0].input).toEqual({ wallet: 'orange', packageId: 2, phoneNumber: '01012345678' });
    expect(run.view()).toMatchObject({ step: 'awaiting', referenceCode: { code: '772' }, secondsLeft: 3600, canPay: false });
    run.advance(61_500);
    expect(run.view().secondsLeft).toBe(3539);
    expect(run.watching()).toBe(true);
    run.pay(370);
    expect(run.view()).toMatchObject({ step: 'paid', coins: 250, balance: 370, secondsLeft: undefined });
    expect(run.watching()).toBe(false);
  });

  it('expires with the code, and Pay Again starts over with the number kept', async () => {
    const run = start();
    run.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' });
    run.actor.send({ type: 'PAY_NOW' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('awaiting'));
    run.advance(3600_000);
    expect(run.view().step).toBe('expired');
    run.actor.send({ type: 'PAY_AGAIN' });
    expect(run.view()).toMatchObject({ step: 'entering', referenceCode: undefined, phoneNumber: '01012345678', canPay: true });
  });

  it('shows the server’s message when no code could be had, and lets the fan try again', async () => {
    const run = start({ fails: 'The phone number format is invalid.' });
    run.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '21012345678' });
    run.actor.send({ type: 'PAY_NOW' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('entering'));
    expect(run.view()).toMatchObject({ step: 'entering', error: 'The phone number format is invalid.' });
    run.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' });
    expect(run.view().error).toBeUndefined();
  });

  it('visits every state and takes every transition across these journeys', async () => {
    const run = start();
    const coverage = run.coverage;
    run.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' });
    run.actor.send({ type: 'WALLET_CHANGED', wallet: 'aman' });
    run.actor.send({ type: 'PAY_NOW' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('awaiting'));
    run.advance(1000);
    run.pay(10);
    run.actor.send({ type: 'PAY_AGAIN' });
    run.actor.send({ type: 'PAY_NOW' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('awaiting'));
    run.advance(3600_000);
    const failing = start({ fails: 'no' });
    failing.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' });
    failing.actor.send({ type: 'PAY_NOW' });
    await waitFor(failing.actor, (snapshot) => snapshot.matches('entering'));
    const missing = coverage.missingTransitions().filter((key) => !failing.coverage.takenTransitions.has(key));
    expect(coverage.missingStates()).toEqual([]);
    expect(missing).toEqual([]);
  });
});
