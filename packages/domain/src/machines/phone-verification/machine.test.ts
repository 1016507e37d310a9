import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { expectFullPathCoverage } from '../testing/assert-coverage.ts';
import { OTP_THROTTLE_MS, normaliseOtp, phoneVerificationMachine } from './machine.ts';
import type { PhoneVerificationContext, PhoneVerificationEmitted, PhoneVerificationInput, SendCodeInput, VerifyCodeInput } from './types.ts';

type Answer = 'ok' | { status: number };

/** Each call takes the next scripted answer, so a test reads as the server's replies in order. */
function scripted(answers: Answer[]) {
  return async () => {
    const answer = answers.shift() ?? 'ok';
    if (answer !== 'ok') throw answer;
  };
}

function startVerification(script: { send?: Answer[]; verify?: Answer[] }, input: PhoneVerificationInput = { returnTo: '/competitions/4' }) {
  const sendCalls = vi.fn<(input: SendCodeInput) => void>();
  const verifyCalls = vi.fn<(input: VerifyCodeInput) => void>();
  const send = scripted(script.send ?? []);
  const verify = scripted(script.verify ?? []);
  const clock = new SimulatedClock();
  const machine = phoneVerificationMachine.provide({
    actors: {
      sendCode: fromPromise<void, SendCodeInput>(async ({ input: call }) => {
        sendCalls(call);
        await send();
      }),
      verifyCode: fromPromise<void, VerifyCodeInput>(async ({ input: call }) => {
        verifyCalls(call);
        await verify();
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  const emitted: PhoneVerificationEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, clock, sendCalls, verifyCalls };
}

/** Lets the stubbed promise settle and the machine take its answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('phone verification', () => {
  it('sends the code, then labels the button Resend and shows otp_sent', async () => {
    const { actor, sendCalls } = startVerification({});
    expect(actor.getSnapshot().context.hasSentCode).toBe(false);
    actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle();
    expect(sendCalls).toHaveBeenCalledWith({ phoneNumber: '01012345678' });
    expect(actor.getSnapshot().context).toMatchObject({ hasSentCode: true, notice: 'otp_sent' });
  });

  it('says the number is taken on 422', async () => {
    const { actor } = startVerification({ send: [{ status: 422 }] });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'used_phone_number', hasSentCode: false });
  });

  it('reports other send failures without claiming the code went out', async () => {
    const { actor } = startVerification({ send: [{ status: 500 }] });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'send-failed', hasSentCode: false });
  });

  it('holds sending for five minutes after a 429, then re-enables it', async () => {
    const { actor, clock, sendCalls } = startVerification({ send: [{ status: 429 }] });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('throttled');
    expect(actor.getSnapshot().context.notice).toBe('otp-throttle');
    actor.send({ type: 'SEND_CODE' });
    expect(sendCalls).toHaveBeenCalledOnce();
    clock.increment(OTP_THROTTLE_MS - 1);
    expect(actor.getSnapshot().value).toBe('throttled');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('submits by itself when the sixth digit is typed, then announces success and returns', async () => {
    const { actor, emitted, verifyCalls } = startVerification({});
    actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' });
    actor.send({ type: 'CODE_CHANGED', code: '12345' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CODE_CHANGED', code: '123456' });
    expect(actor.getSnapshot().value).toBe('verifying');
    await settle();
    expect(verifyCalls).toHaveBeenCalledWith({ phoneNumber: '01012345678', otp: '123456' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      { type: 'phoneNumberUpdated', phoneNumber: '01012345678', firstVerification: true },
      { type: 'navigate', intent: { name: 'continueTo', path: '/competitions/4' } },
    ]);
  });

  it("says a number replaced the account's verified one, and a first one was verified", async () => {
    const changing = startVerification({}, { returnTo: '/profile', phoneNumber: '01000000000', hasVerifiedNumber: true });
    changing.actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' });
    changing.actor.send({ type: 'CODE_CHANGED', code: '123456' });
    await settle();
    expect(changing.emitted[0]).toEqual({ type: 'phoneNumberUpdated', phoneNumber: '01012345678', firstVerification: false });
    const first = startVerification({}, { returnTo: '/profile', phoneNumber: '01000000000', hasVerifiedNumber: false });
    first.actor.send({ type: 'CODE_CHANGED', code: '123456' });
    await settle();
    expect(first.emitted[0]).toEqual({ type: 'phoneNumberUpdated', phoneNumber: '01000000000', firstVerification: true });
  });

  it('clears a wrong code and shows otp-error', async () => {
    const { actor } = startVerification({ verify: [{ status: 422 }] });
    actor.send({ type: 'CODE_CHANGED', code: '654321' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'otp-error', code: '' });
    actor.send({ type: 'SUBMIT_CODE' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('shows the throttle alert when verifying is throttled', async () => {
    const { actor } = startVerification({ verify: [{ status: 429 }] });
    actor.send({ type: 'CODE_CHANGED', code: '654321' });
    await settle();
    expect(actor.getSnapshot().value).toBe('throttled');
  });

  it('reads Arabic-Indic digits and ignores anything beyond six digits', () => {
    expect(normaliseOtp('١٢٣-٤٥٦٧')).toBe('123456');
  });
});

describe('every state and transition, by path', () => {
  const events: AnyEventObject[] = [
    { type: 'PHONE_NUMBER_CHANGED', phoneNumber: '01012345678' },
    { type: 'SEND_CODE' },
    { type: 'CODE_CHANGED', code: '12' },
    { type: 'CODE_CHANGED', code: '123456' },
    { type: 'SUBMIT_CODE' },
    { type: 'xstate.done.actor.sendCode', output: undefined },
    { type: 'xstate.error.actor.sendCode', error: { status: 429 } },
    { type: 'xstate.error.actor.sendCode', error: { status: 422 } },
    { type: 'xstate.error.actor.sendCode', error: { status: 500 } },
    { type: 'xstate.done.actor.verifyCode', output: undefined },
    { type: 'xstate.error.actor.verifyCode', error: { status: 429 } },
    { type: 'xstate.error.actor.verifyCode', error: { status: 422 } },
    { type: 'xstate.after.otpThrottle.phoneVerification.throttled' },
  ];
  const distinguish = (context: PhoneVerificationContext) => ({ code: context.code, hasSentCode: context.hasSentCode });

  it('enters every state and takes every transition', { timeout: 60_000 }, () => {
    const { pathCount } = expectFullPathCoverage(phoneVerificationMachine, [{ events, input: { returnTo: '/profile' }, distinguish }]);
    expect(pathCount).toBeGreaterThan(0);
  });
});
