import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { expectFullPathCoverage } from '../testing/assert-coverage.ts';
import { richUserPage, upcomingCompetition } from './fixtures.ts';
import { joinCompetitionMachine } from './machine.ts';
import type { JoinCompetitionContext, JoinCompetitionEmitted, JoinCompetitionInput, JoinOutput, MembershipCallInput } from './types.ts';

function openJoin(input: JoinCompetitionInput, server: { join?: JoinOutput | 'fail'; leave?: JoinOutput | 'ok' | 'fail' } = {}) {
  const joins = vi.fn<(call: MembershipCallInput) => void>();
  const leaves = vi.fn<(call: MembershipCallInput) => void>();
  const machine = joinCompetitionMachine.provide({
    actors: {
      joinCompetition: fromPromise<JoinOutput, MembershipCallInput>(async ({ input: call }) => {
        joins(call);
        if (server.join === 'fail') throw { status: 500 };
        return server.join ?? {};
      }),
      leaveCompetition: fromPromise<JoinOutput | void, MembershipCallInput>(async ({ input: call }) => {
        leaves(call);
        if (server.leave === 'fail') throw { status: 500 };
        return typeof server.leave === 'object' ? server.leave : undefined;
      }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: JoinCompetitionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, joins, leaves };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const { entry_fee: fee } = upcomingCompetition;
const coins = richUserPage.user?.coins ?? 0;

describe('joining a competition', () => {
  it('sends a visitor to register, coming back to this page', () => {
    const { actor, emitted } = openJoin({ ...richUserPage, user: null });
    actor.send({ type: 'JOIN' });
    expect(actor.getSnapshot().value).toBe('redirectingToRegister');
    expect(emitted).toEqual([{ type: 'navigate', intent: { name: 'registrationRequired', returnTo: '/competitions/31' } }]);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('notJoined');
  });

  it('sends a user without a verified phone to verification first', () => {
    const { actor, emitted } = openJoin({ ...richUserPage, user: { coins, needsPhoneVerification: true } });
    actor.send({ type: 'JOIN' });
    expect(actor.getSnapshot().value).toBe('redirectingToPhoneVerification');
    expect(emitted).toEqual([{ type: 'navigate', intent: { name: 'phoneVerificationRequired', returnTo: '/competitions/31' } }]);
  });

  it('opens the need-more-coins modal with the coins still missing', () => {
    const { actor, emitted } = openJoin({ ...richUserPage, user: { coins: 20, needsPhoneVerification: false } });
    actor.send({ type: 'JOIN' });
    expect(actor.getSnapshot().value).toBe('needMoreCoins');
    expect(actor.getSnapshot().context.remainingCoins).toBe(fee - 20);
    actor.send({ type: 'GO_TO_PAYMENT' });
    expect(emitted).toEqual([{ type: 'navigate', intent: { name: 'coinsRequired' } }]);
  });

  it('joins after confirmation: one more participant, the fee paid, the id recorded', async () => {
    const { actor, emitted, joins } = openJoin(richUserPage);
    actor.send({ type: 'JOIN' });
    expect(actor.getSnapshot().value).toBe('confirmingJoin');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('joining');
    await settle();
    expect(joins).toHaveBeenCalledWith({ competitionId: upcomingCompetition.id });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('joined');
    expect(context.competition).toMatchObject({ joined: true, participants: { current: upcomingCompetition.participants.current + 1 } });
    expect(context.user?.coins).toBe(coins - fee);
    expect(emitted).toEqual([
      {
        type: 'joined',
        competitionId: upcomingCompetition.id,
        coins: coins - fee,
        participants: upcomingCompetition.participants.current + 1,
        joinedCompetitionIds: [...richUserPage.joinedCompetitionIds, upcomingCompetition.id],
      },
    ]);
    actor.send({ type: 'GO_TO_MATCHES' });
    expect(actor.getSnapshot().value).toBe('member');
    expect(emitted.at(-1)).toEqual({ type: 'navigate', intent: { name: 'competitionPlay', competitionId: 31, fantasy: false } });
  });

  it('trusts the balance the server returns', async () => {
    const { actor } = openJoin(richUserPage, { join: { coins: 5 } });
    actor.send({ type: 'JOIN' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().context.user?.coins).toBe(5);
  });

  it('clears the joining state when joining fails', async () => {
    const { actor } = openJoin(richUserPage, { join: 'fail' });
    actor.send({ type: 'JOIN' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('notJoined');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'join-failed', competition: { joined: false } });
  });

  it('does not offer joining a full competition', () => {
    const full = { ...upcomingCompetition, participants: { current: 30, min: 10, max: 30 } };
    const { actor } = openJoin({ ...richUserPage, competition: full });
    actor.send({ type: 'JOIN' });
    expect(actor.getSnapshot().value).toBe('notJoined');
  });

  it('shows only "join a different competition" once the competition started', () => {
    const { actor, emitted } = openJoin({ ...richUserPage, competition: { ...upcomingCompetition, type: 2, state: 'running' } });
    expect(actor.getSnapshot().value).toBe('alreadyStarted');
    actor.send({ type: 'JOIN_ANOTHER' });
    expect(emitted).toEqual([{ type: 'navigate', intent: { name: 'competitionLobby', fantasy: true } }]);
  });
});

describe('withdrawing', () => {
  const member: JoinCompetitionInput = {
    ...richUserPage,
    competition: { ...upcomingCompetition, joined: true },
    joinedCompetitionIds: [4, upcomingCompetition.id],
  };

  it('asks first, then refunds the fee and frees the seat', async () => {
    const { actor, emitted, leaves } = openJoin(member);
    expect(actor.getSnapshot().value).toBe('member');
    actor.send({ type: 'WITHDRAW' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('member');
    actor.send({ type: 'WITHDRAW' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(leaves).toHaveBeenCalledWith({ competitionId: upcomingCompetition.id });
    expect(actor.getSnapshot().value).toBe('notJoined');
    expect(emitted).toEqual([
      { type: 'left', competitionId: upcomingCompetition.id, coins: coins + fee, participants: upcomingCompetition.participants.current - 1, joinedCompetitionIds: [4] },
    ]);
  });

  it('trusts the balance the server returns after the refund (the join may have paid another fee)', async () => {
    const { actor, emitted } = openJoin(member, { leave: { coins: 140 } });
    actor.send({ type: 'WITHDRAW' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().context.user?.coins).toBe(140);
    expect(emitted.at(-1)).toMatchObject({ type: 'left', coins: 140 });
  });

  it('stays a member when leaving fails', async () => {
    const { actor } = openJoin(member, { leave: 'fail' });
    actor.send({ type: 'WITHDRAW' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('member');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'leave-failed', competition: { joined: true } });
  });

  it('cannot withdraw once the competition is running', () => {
    const { actor } = openJoin({ ...member, competition: { ...member.competition, state: 'running' } });
    actor.send({ type: 'WITHDRAW' });
    expect(actor.getSnapshot().value).toBe('member');
  });
});

describe('every state and transition, by path', () => {
  const events: AnyEventObject[] = [
    ...['JOIN', 'CONFIRM', 'CANCEL', 'GO_TO_PAYMENT', 'GO_TO_MATCHES', 'CLOSE', 'WITHDRAW', 'JOIN_ANOTHER'].map((type) => ({ type })),
    { type: 'USER_UPDATED', user: null },
    { type: 'USER_UPDATED', user: { coins: 10, needsPhoneVerification: false } },
    { type: 'USER_UPDATED', user: { coins: 500, needsPhoneVerification: true } },
    { type: 'USER_UPDATED', user: { coins: 500, needsPhoneVerification: false } },
    { type: 'xstate.done.actor.joinCompetition', output: {} },
    { type: 'xstate.error.actor.joinCompetition', error: { status: 500 } },
    { type: 'xstate.done.actor.leaveCompetition', output: undefined },
    { type: 'xstate.error.actor.leaveCompetition', error: { status: 500 } },
  ];
  const distinguish = (context: JoinCompetitionContext) => ({ user: context.user, joined: context.competition.joined });

  it('enters every state and takes every transition', { timeout: 60_000 }, () => {
    const { pathCount } = expectFullPathCoverage(joinCompetitionMachine, [
      { events, input: richUserPage, distinguish },
      { events, input: { ...richUserPage, competition: { ...upcomingCompetition, state: 'past' } }, distinguish },
      { events, input: { ...richUserPage, competition: { ...upcomingCompetition, joined: true } }, distinguish },
    ]);
    expect(pathCount).toBeGreaterThan(0);
  });
});
