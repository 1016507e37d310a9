import { describe, expect, it } from 'vitest';
import { createActor, getInitialSnapshot, type StateValue } from 'xstate';
import { connectCreateCompetition, createCompetitionSenders } from './connect.ts';
import { createCompetitionMachine } from './machine.ts';
import type { CreateCompetitionContext, CreateCompetitionEvent } from './types.ts';

const options = { eksabShare: 0.1 };
const { context } = getInitialSnapshot(createCompetitionMachine, { coins: 100, withPrizeStep: true });
const at = (value: StateValue, changes: Partial<CreateCompetitionContext> = {}) =>
  connectCreateCompetition(createCompetitionMachine.resolveState({ value, context: { ...context, ...changes } }), options);
const filled = { ...context.values, name: 'Cup', type: 1 as const, winning_strategy: 'top-3' as const, entry_fee: 10, participants: { min: 10, max: 30 } };
const created = { id: 7, type: 1 as const, entry_fee: 50 };

describe('the creation wizard as the modal shows it', () => {
  it('opens on step 1 of four with Previous disabled and Next offered', () => {
    expect(at({ editing: 'details' })).toMatchObject({
      isWizardOpen: true,
      steps: ['details', 'matches', 'prize', 'review'],
      step: 'details',
      stepIndex: 0,
      canGoPrevious: false,
      canGoNext: true,
      canSubmit: false,
      isSubmitting: false,
      isCreatedModalOpen: false,
    });
  });

  it('shows the field errors of a refused Next as translation keys', () => {
    const actor = createActor(createCompetitionMachine, { input: { coins: 0, withPrizeStep: true } }).start();
    actor.send({ type: 'NEXT' });
    const view = connectCreateCompetition(actor.getSnapshot(), options);
    expect(view.step).toBe('details');
    expect(view.errors.name).toBe('competitionForm.errors.nameRequired');
  });

  it('offers Submit only on Review, and holds everything while submitting on Review', () => {
    expect(at({ editing: 'review' }, { values: filled })).toMatchObject({ stepIndex: 3, canGoPrevious: true, canGoNext: false, canSubmit: true });
    expect(at('submitting', { values: filled })).toMatchObject({ isWizardOpen: true, step: 'review', isSubmitting: true, canSubmit: false, canGoPrevious: false });
  });

  it('previews the pool, the house share and the per-rank split from the prize rules', () => {
    expect(at({ editing: 'prize' }, { values: filled }).prize).toEqual({ pool: 300, productShare: 30, distributable: 270, places: [162, 81, 27] });
    expect(at({ editing: 'prize' }, { values: { ...filled, winning_strategy: null } }).prize?.places).toEqual([]);
    expect(at({ editing: 'prize' }, { values: { ...filled, entry_fee: null } }).prize).toBeNull();
  });

  it('counts the selected matches against the 500 limit', () => {
    expect(at({ editing: 'matches' }, { values: { ...filled, match_ids: [1, 2, 3] } })).toMatchObject({ selectedMatchCount: 3, maxMatches: 500 });
  });

  it('shows the auto-join checkbox only when the coins pay the entry fee', () => {
    expect(at('createdModal', { created, coins: 50 })).toMatchObject({ isWizardOpen: false, isCreatedModalOpen: true, isAutoJoinVisible: true, autoJoin: true });
    expect(at('createdModal', { created, coins: 49 }).isAutoJoinVisible).toBe(false);
    expect(at('awaitingCreatedModal', { created, coins: 50 }).isCreatedModalOpen).toBe(false);
  });

  it('keeps the join confirmation open while joining, with the fee, the coins left and the error', () => {
    expect(at('joinConfirmation', { created, coins: 80, joinError: 'createCompetition.errors.joinFailed' })).toMatchObject({
      isJoinConfirmationOpen: true,
      isJoining: false,
      createdEntryFee: 50,
      coinsAfterJoin: 30,
      joinError: 'createCompetition.errors.joinFailed',
    });
    expect(at('joining', { created, coins: 80 })).toMatchObject({ isJoinConfirmationOpen: true, isJoining: true });
  });
});

describe('what the creator is told will happen', () => {
  it('gives the earliest allowed first match by the clock, and the timeline of the chosen matches', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(at({ editing: 'matches' }, { clock: () => now })).toMatchObject({ now, earliestStart: '2026-11-22T12:00:00.000Z', timeline: null });
    const chosen = { values: { ...filled, match_ids: [4, 5] }, matchStarts: { 4: '2026-11-25T18:00:00Z', 5: '2026-11-23T15:00:00Z', 9: '2026-11-22T00:00:00Z' } };
    expect(at({ editing: 'review' }, { ...chosen, clock: () => now }).timeline).toEqual({ joinUntil: '2026-11-23T15:00:00.000Z', cancelCheckAt: '2026-11-23T14:00:00.000Z' });
  });
});

describe('the wizard senders', () => {
  it('send the machine events', () => {
    const sent: CreateCompetitionEvent[] = [];
    const senders = createCompetitionSenders((event) => sent.push(event));
    senders.change({ name: 'x' });
    senders.selectLeague(3);
    senders.toggleMatch(5, { leagueId: 3, startsAt: '2026-11-22T18:00:00Z' });
    senders.toggleMatch(6);
    senders.next();
    senders.confirmJoin();
    expect(sent).toEqual([
      { type: 'CHANGE', values: { name: 'x' } },
      { type: 'SELECT_LEAGUE', leagueId: 3 },
      { type: 'TOGGLE_MATCH', matchId: 5, leagueId: 3, startsAt: '2026-11-22T18:00:00Z' },
      { type: 'TOGGLE_MATCH', matchId: 6 },
      { type: 'NEXT' },
      { type: 'CONFIRM_JOIN' },
    ]);
  });
});
