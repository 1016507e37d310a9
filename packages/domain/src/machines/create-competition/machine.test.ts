import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type EventFromLogic, type InspectionEvent } from 'xstate';

type InspectHandler = (event: InspectionEvent) => void;
import type { CreateCompetitionPayload } from '../../rules/competition-form.ts';
import { createMachineCoverage, edgeCoveringPaths, replayPath } from '../testing/index.ts';
import { CREATED_MODAL_DELAY_MS, createCompetitionMachine } from './machine.ts';
import type { CreateCompetitionInput, CreatedCompetition } from './types.ts';

type Event = EventFromLogic<typeof createCompetitionMachine>;

const predictionDetails = { name: 'Weekend cup', type: 1, winning_strategy: 'top-3', entry_fee: 10 } as const;
const fantasyDetails = { name: 'Fantasy cup', type: 2, winning_strategy: 'top-1', entry_fee: 20, budget: 50 } as const;

function start(
  input: CreateCompetitionInput,
  created: CreatedCompetition = { id: 7, type: 1, entry_fee: 10 },
  options: { createFails?: boolean; joinFails?: boolean } = {},
) {
  const createCompetition = vi.fn(async ({ input: payload }: { input: CreateCompetitionPayload }): Promise<CreatedCompetition> => {
    if (options.createFails) throw new Error('500');
    return { ...created, name: payload.name };
  });
  const joinCompetition = vi.fn(async (): Promise<void> => {
    if (options.joinFails) throw new Error('422');
  });
  const clock = new SimulatedClock();
  const machine = createCompetitionMachine.provide({
    actors: { createCompetition: fromPromise(createCompetition), joinCompetition: fromPromise(joinCompetition) },
  });
  const actor = createActor(machine, { input, clock });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, createCompetition, joinCompetition, emitted };
}

async function createPrediction(run: ReturnType<typeof start>) {
  const { actor, clock } = run;
  actor.send({ type: 'CHANGE', values: predictionDetails });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'TOGGLE_MATCH', matchId: 101, leagueId: 1 });
  actor.send({ type: 'TOGGLE_MATCH', matchId: 102, leagueId: 2 });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (snapshot) => snapshot.matches('awaitingCreatedModal'));
  clock.increment(CREATED_MODAL_DELAY_MS);
}

describe('createCompetition wizard steps', () => {
  it('starts on Details with the spec defaults and Previous disabled', () => {
    const { actor } = start({ coins: 100 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'details' });
    expect(snapshot.context.steps).toEqual(['details', 'matches', 'review']);
    expect(snapshot.context.values).toMatchObject({ entry_fee: 10, participants: { min: 10, max: 30 }, budget: 0, match_ids: [] });
    expect(snapshot.can({ type: 'PREVIOUS' })).toBe(false);
  });

  it('refuses Next until the details validate, showing the field errors', () => {
    const { actor } = start({ coins: 100 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'details' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      name: 'competitionForm.errors.nameRequired',
      type: 'competitionForm.errors.typeRequired',
      winning_strategy: 'competitionForm.errors.winningStrategyRequired',
    });
    actor.send({ type: 'CHANGE', values: { name: 'Cup' } });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    expect(actor.getSnapshot().context.errors.type).toBe('competitionForm.errors.typeRequired');
    actor.send({ type: 'CHANGE', values: predictionDetails });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'matches' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('needs at least one match before the review', () => {
    const { actor } = start({ coins: 100, initialValues: predictionDetails });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors.match_ids).toBe('competitionForm.errors.matchesRequired');
    actor.send({ type: 'TOGGLE_MATCH', matchId: 5 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'details' });
  });

  it('clears the selected matches when the league changes, not when it stays', () => {
    const { actor } = start({ coins: 100, initialValues: fantasyDetails });
    actor.send({ type: 'SELECT_LEAGUE', leagueId: 8 });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 1, leagueId: 8 });
    actor.send({ type: 'SELECT_LEAGUE', leagueId: 8 });
    expect(actor.getSnapshot().context.values.match_ids).toEqual([1]);
    actor.send({ type: 'SELECT_LEAGUE', leagueId: 9 });
    expect(actor.getSnapshot().context.values).toMatchObject({ fantasy_competition_id: 9, match_ids: [] });
    expect(actor.getSnapshot().context.matchLeagues).toEqual({});
  });

  it('keeps fantasy games in one league while prediction may mix', () => {
    const { actor } = start({ coins: 100, initialValues: fantasyDetails });
    actor.send({ type: 'SELECT_LEAGUE', leagueId: 8 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 1, leagueId: 8 });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 2, leagueId: 3 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors.match_ids).toBe('competitionForm.errors.mixedLeagues');
    actor.send({ type: 'TOGGLE_MATCH', matchId: 2 });
    expect(actor.getSnapshot().context.errors.match_ids).toBeUndefined();
    expect(actor.getSnapshot().context.matchLeagues).toEqual({ 1: 8 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
  });

  it('refuses a first match too soon for review and joins, by its clock, and says what will happen once it is fine', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const { actor } = start({ coins: 100, initialValues: predictionDetails, clock: () => now });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 1, startsAt: '2026-11-21T12:50:00Z' });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 2, startsAt: '2026-11-24T18:00:00Z' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'matches' });
    expect(actor.getSnapshot().context.errors.match_ids).toBe('competitionForm.errors.startsTooSoon');
    actor.send({ type: 'TOGGLE_MATCH', matchId: 1 });
    expect(actor.getSnapshot().context.errors.match_ids).toBeUndefined();
    expect(actor.getSnapshot().context.matchStarts).toEqual({ 2: '2026-11-24T18:00:00Z' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
  });

  it('adds a Prize step in the four-step reading, moving fee, participants and strategy there', () => {
    const { actor } = start({ coins: 100, withPrizeStep: true, initialValues: { name: 'Cup', type: 1 } });
    expect(actor.getSnapshot().context.steps).toEqual(['details', 'matches', 'prize', 'review']);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 4 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'prize' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors).toEqual({ winning_strategy: 'competitionForm.errors.winningStrategyRequired' });
    actor.send({ type: 'CHANGE', values: { winning_strategy: 'top-10' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'prize' });
  });

  it('closes from any step', () => {
    const { actor } = start({ coins: 100 });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describe('createCompetition submit and Created modal', () => {
  it('submits the payload without the league, disables Submit meanwhile, resets, and opens the Created modal after 300 ms', async () => {
    const run = start({ coins: 100, groupId: 12 });
    const { actor, clock, createCompetition } = run;
    actor.send({ type: 'CHANGE', values: predictionDetails });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 101, leagueId: 1 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingCreatedModal'));
    const payload = createCompetition.mock.calls[0]?.[0].input;
    expect(payload).toEqual({
      name: 'Weekend cup',
      type: 1,
      entry_fee: 10,
      winning_strategy: 'top-3',
      participants: { min: 10, max: 30 },
      match_ids: [101],
      group_id: 12,
    });
    expect(actor.getSnapshot().context.values).toEqual(actor.getSnapshot().context.initialValues);
    clock.increment(CREATED_MODAL_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('awaitingCreatedModal');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('createdModal');
    expect(actor.getSnapshot().context.autoJoin).toBe(true);
  });

  it('returns to the review with a message when creation fails', async () => {
    const run = start({ coins: 100 }, undefined, { createFails: true });
    run.actor.send({ type: 'CHANGE', values: predictionDetails });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'TOGGLE_MATCH', matchId: 1 });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches({ editing: 'review' }));
    expect(run.actor.getSnapshot().context.submitError).toBe('createCompetition.errors.createFailed');
    expect(run.actor.getSnapshot().context.values.name).toBe('Weekend cup');
  });

  it('shows all errors when Submit is pressed on an invalid review', () => {
    const { actor } = start({ coins: 100, initialValues: predictionDetails });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 1 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', values: { name: ' ' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'review' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'competitionForm.errors.nameRequired' });
  });

  it('joins a prediction competition, then goes to its matches', async () => {
    const run = start({ coins: 100 });
    await createPrediction(run);
    run.actor.send({ type: 'GO_TO_COMPETITION' });
    expect(run.actor.getSnapshot().value).toBe('joinConfirmation');
    run.actor.send({ type: 'CONFIRM_JOIN' });
    await waitFor(run.actor, (snapshot) => snapshot.status === 'done');
    expect(run.joinCompetition).toHaveBeenCalledWith(expect.objectContaining({ input: { competitionId: 7 } }));
    expect(run.actor.getSnapshot().context.navigation).toEqual({ name: 'competitionPlay', competitionId: 7, fantasy: false });
    expect(run.emitted).toEqual([
      { type: 'joined', competitionId: 7, entryFee: 10 },
      { type: 'navigate', intent: { name: 'competitionPlay', competitionId: 7, fantasy: false } },
    ]);
  });

  it('goes to team setup after joining a fantasy competition', async () => {
    const run = start({ coins: 100, initialValues: fantasyDetails }, { id: 9, type: 2, entry_fee: 20 });
    run.actor.send({ type: 'SELECT_LEAGUE', leagueId: 3 });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'TOGGLE_MATCH', matchId: 1, leagueId: 3 });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('awaitingCreatedModal'));
    expect(run.createCompetition.mock.calls[0]?.[0].input).not.toHaveProperty('fantasy_competition_id');
    expect(run.createCompetition.mock.calls[0]?.[0].input.budget).toBe(50);
    run.clock.increment(CREATED_MODAL_DELAY_MS);
    run.actor.send({ type: 'GO_TO_COMPETITION' });
    run.actor.send({ type: 'CONFIRM_JOIN' });
    await waitFor(run.actor, (snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().context.navigation).toEqual({ name: 'competitionPlay', competitionId: 9, fantasy: true });
  });

  it('goes straight to the competition when auto-join is unchecked', async () => {
    const run = start({ coins: 100 });
    await createPrediction(run);
    run.actor.send({ type: 'TOGGLE_AUTO_JOIN' });
    expect(run.actor.getSnapshot().context.autoJoin).toBe(false);
    run.actor.send({ type: 'GO_TO_COMPETITION' });
    expect(run.actor.getSnapshot().context.navigation).toEqual({ name: 'competition', competitionId: 7 });
    expect(run.joinCompetition).not.toHaveBeenCalled();
  });

  it('treats the hidden checkbox (coins below the fee) as unchecked', async () => {
    const run = start({ coins: 5 });
    await createPrediction(run);
    run.actor.send({ type: 'GO_TO_COMPETITION' });
    expect(run.actor.getSnapshot().context.navigation).toEqual({ name: 'competition', competitionId: 7 });
  });

  it('sends the user to /pricing when coins fall below the fee before confirming', async () => {
    const run = start({ coins: 100 });
    await createPrediction(run);
    run.actor.send({ type: 'GO_TO_COMPETITION' });
    run.actor.send({ type: 'UPDATE_COINS', coins: 3 });
    run.actor.send({ type: 'CONFIRM_JOIN' });
    expect(run.actor.getSnapshot().context.navigation).toEqual({ name: 'coinsRequired' });
    expect(run.joinCompetition).not.toHaveBeenCalled();
  });

  it('keeps the confirmation open with a message when joining fails; cancel returns to the Created modal', async () => {
    const run = start({ coins: 100 }, undefined, { joinFails: true });
    await createPrediction(run);
    run.actor.send({ type: 'GO_TO_COMPETITION' });
    run.actor.send({ type: 'CONFIRM_JOIN' });
    await waitFor(run.actor, (snapshot) => snapshot.context.joinError !== null);
    expect(run.actor.getSnapshot().value).toBe('joinConfirmation');
    run.actor.send({ type: 'CANCEL_JOIN' });
    expect(run.actor.getSnapshot().value).toBe('createdModal');
    expect(run.actor.getSnapshot().context.joinError).toBeNull();
    run.actor.send({ type: 'CLOSE' });
    expect(run.actor.getSnapshot().value).toBe('closed');
  });
});

describe('createCompetition paths', () => {
  const created: CreatedCompetition = { id: 7, type: 2, entry_fee: 10 };
  const commonEvents: Event[] = [
    { type: 'SELECT_LEAGUE', leagueId: 3 },
    { type: 'TOGGLE_MATCH', matchId: 1, leagueId: 3 },
    { type: 'NEXT' },
    { type: 'PREVIOUS' },
    { type: 'SUBMIT' },
    { type: 'CLOSE' },
    { type: 'TOGGLE_AUTO_JOIN' },
    { type: 'GO_TO_COMPETITION' },
    { type: 'CONFIRM_JOIN' },
    { type: 'CANCEL_JOIN' },
    { type: 'xstate.done.actor.createCompetition', output: created },
    { type: 'xstate.error.actor.createCompetition', error: new Error('500') },
    { type: 'xstate.after.createdModalDelay.create-competition.awaitingCreatedModal' },
    { type: 'xstate.done.actor.joinCompetition', output: {} },
    { type: 'xstate.error.actor.joinCompetition', error: new Error('422') },
  ] as unknown as Event[];
  const threeStepEvents: Event[] = [{ type: 'CHANGE', values: { ...fantasyDetails, entry_fee: 10 } }, ...commonEvents];
  // Details no longer hold the strategy, so the Prize step can be reached invalid and then fixed.
  // Details start valid and the strategy empty, so the Prize step is reached invalid and then fixed.
  const fourStepEvents: Event[] = [{ type: 'CHANGE', values: { winning_strategy: 'top-1' } }, ...commonEvents];
  const fourStepInput: CreateCompetitionInput = { coins: 50, withPrizeStep: true, initialValues: { name: 'Cup', type: 2, budget: 40 } };

  /** UPDATE_COINS is left out of the graph (it would double the explored contexts) and taken here in every open state. */
  async function updateCoinsInEveryOpenState(inspect: InspectHandler, finalCoins: number) {
    let finishCreate: (competition: CreatedCompetition) => void = () => {};
    let finishJoin: () => void = () => {};
    const machine = createCompetitionMachine.provide({
      actors: {
        createCompetition: fromPromise(() => new Promise<CreatedCompetition>((resolve) => (finishCreate = resolve))),
        joinCompetition: fromPromise(() => new Promise<void>((resolve) => (finishJoin = resolve))),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { coins: 0, initialValues: predictionDetails }, clock, inspect }).start();
    const seen: number[] = [];
    const update = (coins: number) => {
      actor.send({ type: 'UPDATE_COINS', coins });
      seen.push(actor.getSnapshot().context.coins);
    };
    update(1);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TOGGLE_MATCH', matchId: 1 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    update(2);
    finishCreate(created);
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingCreatedModal'));
    update(3);
    clock.increment(CREATED_MODAL_DELAY_MS);
    update(40);
    actor.send({ type: 'GO_TO_COMPETITION' });
    update(finalCoins);
    actor.send({ type: 'CONFIRM_JOIN' });
    if (actor.getSnapshot().matches('joining')) {
      update(finalCoins - created.entry_fee);
      finishJoin();
    }
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    return { seen, navigation: actor.getSnapshot().context.navigation };
  }

  it('takes coin updates in every open state and rechecks them at the join confirmation', async () => {
    const inspect: InspectHandler = () => {};
    expect(await updateCoinsInEveryOpenState(inspect, 50)).toEqual({ seen: [1, 2, 3, 40, 50, 40], navigation: { name: 'competitionPlay', competitionId: 7, fantasy: true } });
    expect(await updateCoinsInEveryOpenState(inspect, 9)).toEqual({ seen: [1, 2, 3, 40, 9], navigation: { name: 'coinsRequired' } });
  });

  it('reaches every state and takes every transition in both step readings, live actor agreeing with the graph', async () => {
    const coverage = createMachineCoverage(createCompetitionMachine);
    const runs: Array<[CreateCompetitionInput, Event[]]> = [
      [{ coins: 50 }, threeStepEvents],
      [fourStepInput, fourStepEvents],
    ];
    for (const [input, events] of runs) {
      const paths = edgeCoveringPaths(createCompetitionMachine, { events, input });
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        const { observed, expected } = replayPath(createCompetitionMachine, path, coverage, input);
        expect(observed).toEqual(expected);
      }
    }
    await updateCoinsInEveryOpenState(coverage.inspect, 50);
    await updateCoinsInEveryOpenState(coverage.inspect, 9);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 30_000);
});
