import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, type StateValue } from 'xstate';
import { connectJoinCompetition, joinCompetitionStatuses, type JoinCompetitionStatus } from './connect.ts';
import { richUserPage, upcomingCompetition } from './fixtures.ts';
import { joinCompetitionMachine } from './machine.ts';
import type { JoinableCompetition, JoinCompetitionContext } from './types.ts';

const { context } = getInitialSnapshot(joinCompetitionMachine, richUserPage);
const at = (value: StateValue, changes: Partial<JoinCompetitionContext> = {}) =>
  joinCompetitionMachine.resolveState({ value, context: { ...context, ...changes } });
const competition = (changes: Partial<JoinableCompetition>) => ({ competition: { ...upcomingCompetition, ...changes } });

describe('the join flow as the competition page shows it', () => {
  it.each(joinCompetitionStatuses)('%s reads as itself', (state) => {
    expect(connectJoinCompetition(at(state)).status).toBe(state);
  });

  it('opens one dialog per step of the flow, none otherwise', () => {
    const dialog = (state: JoinCompetitionStatus) => connectJoinCompetition(at(state)).dialog;
    expect(dialog('confirmingJoin')).toBe('confirmJoin');
    expect(dialog('joining')).toBe('confirmJoin');
    expect(dialog('joined')).toBe('joined');
    expect(dialog('needMoreCoins')).toBe('needMoreCoins');
    expect(dialog('confirmingWithdrawal')).toBe('confirmWithdrawal');
    expect(dialog('withdrawing')).toBe('confirmWithdrawal');
    expect(['notJoined', 'member', 'alreadyStarted', 'redirectingToRegister'].map((state) => dialog(state as JoinCompetitionStatus))).toEqual([null, null, null, null]);
  });

  it('offers Join to a fan who has not joined an open competition, with the fee and what the wallet keeps', () => {
    expect(connectJoinCompetition(at('notJoined'))).toMatchObject({
      canJoin: true,
      isFull: false,
      canWithdraw: false,
      canPlay: false,
      hasStarted: false,
      entryFee: 50,
      coins: 120,
      coinsAfterJoin: 70,
      isPending: false,
    });
  });

  it('shows Join disabled on a full competition', () => {
    expect(connectJoinCompetition(at('notJoined', competition({ participants: { current: 30, min: 10, max: 30 } })))).toMatchObject({ canJoin: true, isFull: true });
  });

  it('never calls a competition without a seat limit full', () => {
    expect(connectJoinCompetition(at('notJoined', competition({ participants: { current: 900, min: 0, max: null } }))).isFull).toBe(false);
  });

  it('has no wallet for a visitor', () => {
    expect(connectJoinCompetition(at('notJoined', { user: null }))).toMatchObject({ coins: null, coinsAfterJoin: null, canJoin: true });
  });

  it('offers a member Withdraw and Predict Now before the first match, Predict Now alone while running, neither once past', () => {
    const member = (state: JoinableCompetition['state']) => connectJoinCompetition(at('member', competition({ joined: true, state })));
    expect(member('upcoming')).toMatchObject({ canWithdraw: true, canPlay: true, canJoin: false, refund: 50 });
    expect(member('running')).toMatchObject({ canWithdraw: false, canPlay: true });
    expect(member('past')).toMatchObject({ canWithdraw: false, canPlay: false });
  });

  it('plays a fantasy competition in its team setup and a prediction one in its matches', () => {
    expect(connectJoinCompetition(at('member', competition({ joined: true, type: 2 })))).toMatchObject({
      isFantasy: true,
      playIntent: { name: 'competitionPlay', competitionId: 31, fantasy: true },
    });
    expect(connectJoinCompetition(at('member', competition({ joined: true }))).playIntent).toEqual({ name: 'competitionPlay', competitionId: 31, fantasy: false });
  });

  it('says a started competition can only be swapped for another', () => {
    expect(connectJoinCompetition(at('alreadyStarted', competition({ state: 'running' })))).toMatchObject({ hasStarted: true, canJoin: false, canPlay: false });
  });

  it('holds the actions while a call or a redirect is under way', () => {
    const pending = (state: JoinCompetitionStatus) => connectJoinCompetition(at(state)).isPending;
    expect(['joining', 'withdrawing', 'redirectingToRegister', 'redirectingToPhoneVerification'].every((state) => pending(state as JoinCompetitionStatus))).toBe(true);
    expect(pending('confirmingJoin')).toBe(false);
  });

  it('carries the coins still missing and the last error', () => {
    expect(connectJoinCompetition(at('needMoreCoins', { remainingCoins: 30 })).remainingCoins).toBe(30);
    expect(connectJoinCompetition(at('notJoined', { error: 'join-failed' })).error).toBe('join-failed');
  });

  it('reads the momentary opening state by membership', () => {
    expect(connectJoinCompetition(at('opening')).status).toBe('notJoined');
    expect(connectJoinCompetition(at('opening', competition({ joined: true }))).status).toBe('member');
  });
});
