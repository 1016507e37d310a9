import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type EventFromLogic } from 'xstate';
import type { Position } from '../../rules/fantasy-types.ts';
import type { SquadPlayer, TeamSetupPayload } from '../../rules/squad.ts';
import { createMachineCoverage, edgeCoveringPaths, replayPath } from '../testing/index.ts';
import { SAVE_HINT_DURATION_MS, squadEditorMachine } from './machine.ts';
import type { SaveTeamSetupInput, SquadEditorInput } from './types.ts';

type Event = EventFromLogic<typeof squadEditorMachine>;

const player = (id: number, position: Position, price = 2): SquadPlayer => ({ id, position, price });

/** A full 4-4-2 squad of 15 players at 2 million each: exactly the 30 million default. */
const goalkeepers = [player(1, 'Goalkeeper'), player(2, 'Goalkeeper')];
const defenders = [3, 4, 5, 6, 7].map((id) => player(id, 'Defender'));
const midfielders = [8, 9, 10, 11, 12].map((id) => player(id, 'Midfielder'));
const attackers = [13, 14, 15].map((id) => player(id, 'Attacker'));
const fullSquad = [...goalkeepers, ...defenders, ...midfielders, ...attackers];
const lastAttacker = attackers[2] as SquadPlayer;
const thirdGoalkeeper = player(16, 'Goalkeeper');

const savedWithoutLastAttacker = {
  formation: '4-4-2',
  players: fullSquad.filter((candidate) => candidate !== lastAttacker).map((candidate) => ({ ...candidate, is_captain: candidate.id === 8 ? 1 : 0 })),
};

function start(input: Partial<SquadEditorInput> = {}, save: (input: SaveTeamSetupInput) => Promise<unknown> = async () => ({})) {
  const saveTeamSetup = vi.fn(({ input: saveInput }: { input: SaveTeamSetupInput }) => save(saveInput));
  const clock = new SimulatedClock();
  const actor = createActor(squadEditorMachine.provide({ actors: { saveTeamSetup: fromPromise(saveTeamSetup) } }), {
    input: { competitionId: 4, competitionState: 'upcoming', ...input },
    clock,
  });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, saveTeamSetup, emitted };
}

const ready = (substate: string) => ({ editing: { lineup: { ready: substate }, leaveGuard: 'staying' } });

describe('squadEditor lineup', () => {
  it('starts from the saved squad with the 30 million default budget and nothing unsaved', () => {
    const { actor } = start({ savedSquad: savedWithoutLastAttacker, budget: null });
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual(ready('idle'));
    expect(context).toMatchObject({ budget: 30, dirty: false, readOnly: false });
    expect(context.squad.formation).toBe('4-4-2');
    expect(context.squad.players).toHaveLength(14);
    expect(context.squad.captainIds).toEqual([8]);
  });

  it('is read-only when the competition is not upcoming, and leaves without asking', () => {
    const { actor, emitted } = start({ competitionState: 'running', savedSquad: savedWithoutLastAttacker });
    expect(actor.getSnapshot().context.readOnly).toBe(true);
    for (const event of [
      { type: 'TOGGLE_PLAYER', player: lastAttacker },
      { type: 'REMOVE_PLAYER', playerId: 1 },
      { type: 'SET_CAPTAIN', playerId: 1 },
      { type: 'MAKE_SUBSTITUTE', playerId: 1 },
      { type: 'SELECT_FORMATION', formation: '3-5-2' },
      { type: 'SAVE' },
    ] satisfies Event[]) {
      expect(actor.getSnapshot().can(event)).toBe(false);
      actor.send(event);
    }
    expect(actor.getSnapshot().context.squad.players).toHaveLength(14);
    expect(actor.getSnapshot().context.hints).toEqual([]);
    actor.send({ type: 'REQUEST_LEAVE', path: '/competitions/4/ranking' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(emitted).toEqual([{ type: 'navigate', intent: { name: 'continueTo', path: '/competitions/4/ranking' } }]);
  });

  it('places a player in his group, toggles him off when selected again, and refuses a full group', () => {
    const { actor } = start({ savedSquad: savedWithoutLastAttacker, budget: 40 });
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    expect(actor.getSnapshot().context.squad.players.filter((candidate) => candidate.position === 'Attacker')).toHaveLength(3);
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    expect(actor.getSnapshot().context.squad.players).toHaveLength(14);
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'TOGGLE_PLAYER', player: thirdGoalkeeper });
    expect(actor.getSnapshot().context.rejection).toBe('squad.errors.positionFull');
    actor.send({ type: 'REMOVE_PLAYER', playerId: 1 });
    expect(actor.getSnapshot().context.rejection).toBeNull();
    expect(actor.getSnapshot().context.squad.players.map((candidate) => candidate.id)).not.toContain(1);
  });

  it('keeps one captain: setting one clears the other', () => {
    const { actor } = start({ savedSquad: savedWithoutLastAttacker });
    actor.send({ type: 'SET_CAPTAIN', playerId: 3 });
    expect(actor.getSnapshot().context.squad.captainIds).toEqual([3]);
    actor.send({ type: 'MAKE_SUBSTITUTE', playerId: 3 });
    expect(actor.getSnapshot().context.squad.players.filter((candidate) => candidate.position === 'Defender').at(-1)?.id).toBe(3);
  });

  it('changes formation at once when no player is chosen', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_FORMATION', formation: '3-4-3' });
    expect(actor.getSnapshot().value).toEqual(ready('idle'));
    expect(actor.getSnapshot().context.squad.formation).toBe('3-4-3');
  });

  it('asks before a formation change resets a chosen lineup', () => {
    const { actor } = start({ savedSquad: savedWithoutLastAttacker });
    actor.send({ type: 'SELECT_FORMATION', formation: '4-3-3' });
    expect(actor.getSnapshot().value).toEqual({ editing: { lineup: 'confirmingFormation', leaveGuard: 'staying' } });
    expect(actor.getSnapshot().can({ type: 'TOGGLE_PLAYER', player: lastAttacker })).toBe(false);
    actor.send({ type: 'CANCEL_FORMATION' });
    expect(actor.getSnapshot().context.squad.formation).toBe('4-4-2');
    expect(actor.getSnapshot().context.squad.players).toHaveLength(14);
    actor.send({ type: 'SELECT_FORMATION', formation: '4-3-3' });
    actor.send({ type: 'CONFIRM_FORMATION' });
    expect(actor.getSnapshot().context.squad).toEqual({ formation: '4-3-3', players: [], captainIds: [] });
    expect(actor.getSnapshot().context.pendingFormation).toBeNull();
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });
});

describe('squadEditor saving', () => {
  it('shows the save hints for 2 seconds instead of saving an incomplete squad', () => {
    const { actor, clock, saveTeamSetup } = start();
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual(ready('showingHints'));
    expect(actor.getSnapshot().context.hints).toEqual(['squad.hints.noFormation', 'squad.hints.wrongPlayerCount']);
    clock.increment(SAVE_HINT_DURATION_MS - 1);
    expect(actor.getSnapshot().context.hints).toHaveLength(2);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual(ready('idle'));
    expect(actor.getSnapshot().context.hints).toEqual([]);
    expect(saveTeamSetup).not.toHaveBeenCalled();
  });

  it('restarts the 2 seconds when Save is pressed again, and ends the hints on any edit', () => {
    const { actor, clock } = start({ savedSquad: savedWithoutLastAttacker });
    actor.send({ type: 'SAVE' });
    clock.increment(1500);
    actor.send({ type: 'SAVE' });
    clock.increment(1500);
    expect(actor.getSnapshot().context.hints).toEqual(['squad.hints.wrongPlayerCount']);
    clock.increment(500);
    expect(actor.getSnapshot().context.hints).toEqual([]);
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SET_CAPTAIN', playerId: 3 });
    expect(actor.getSnapshot().value).toEqual(ready('idle'));
    expect(actor.getSnapshot().context.hints).toEqual([]);
  });

  it('hints at an over-budget squad', () => {
    const { actor } = start({ savedSquad: savedWithoutLastAttacker, budget: 29 });
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.hints).toEqual(['squad.hints.overBudget']);
  });

  it('saves 15 players with the formation, captain and substitutes, then is clean', async () => {
    const { actor, saveTeamSetup } = start({ savedSquad: savedWithoutLastAttacker });
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: { lineup: 'saving', leaveGuard: 'staying' } });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: { lineup: { ready: 'saved' } } }));
    const payload = saveTeamSetup.mock.calls[0]?.[0].input.payload as TeamSetupPayload;
    expect(saveTeamSetup.mock.calls[0]?.[0].input.competitionId).toBe(4);
    expect(payload.formation).toBe('4-4-2');
    expect(payload.players).toHaveLength(15);
    expect(payload.players.filter((entry) => entry.is_captain)).toEqual([{ id: 8, is_captain: 1, is_substitute: 0 }]);
    expect(payload.players.filter((entry) => entry.is_substitute).map((entry) => entry.id)).toEqual([2, 7, 12, 15]);
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'SET_CAPTAIN', playerId: 9 });
    expect(actor.getSnapshot().value).toEqual(ready('idle'));
  });

  it('keeps one error per server key, with the server message and the catalogue key', async () => {
    const failure = { errors: { 'team_setup.multiple_captains': ['Only one captain is allowed'], 'team_setup.budget': 'Invalid team setup for budget', other: 5 } };
    const { actor } = start({ savedSquad: savedWithoutLastAttacker }, () => Promise.reject(failure));
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: { lineup: { ready: 'failed' } } }));
    expect(actor.getSnapshot().context.serverErrors).toEqual([
      { key: 'team_setup.multiple_captains', message: 'Only one captain is allowed', translationKey: 'squad.errors.multipleCaptains' },
      { key: 'team_setup.budget', message: 'Invalid team setup for budget', translationKey: 'squad.errors.invalidBudget' },
      { key: 'other', message: null, translationKey: null },
    ]);
    expect(actor.getSnapshot().context.saveError).toBeNull();
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });

  it.each([new Error('network'), { errors: null }, 'boom'])('shows the generic message when the failure has no errors object (%s)', async (failure) => {
    const { actor } = start({ savedSquad: savedWithoutLastAttacker }, () => Promise.reject(failure));
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: { lineup: { ready: 'failed' } } }));
    expect(actor.getSnapshot().context).toMatchObject({ serverErrors: [], saveError: 'squad.errors.saveFailed' });
  });
});

describe('squadEditor leave guard', () => {
  it('leaves at once without unsaved changes', () => {
    const { actor, emitted } = start({ savedSquad: savedWithoutLastAttacker });
    actor.send({ type: 'REQUEST_LEAVE', path: '/matches' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'navigate', intent: { name: 'continueTo', path: '/matches' } }]);
  });

  it('asks before leaving with unsaved changes; cancel stays, confirm leaves', () => {
    const { actor, emitted } = start({ savedSquad: savedWithoutLastAttacker });
    actor.send({ type: 'SET_CAPTAIN', playerId: 3 });
    actor.send({ type: 'REQUEST_LEAVE', path: '/matches' });
    expect(actor.getSnapshot().value).toEqual({ editing: { lineup: { ready: 'idle' }, leaveGuard: 'confirmingLeave' } });
    actor.send({ type: 'CANCEL_LEAVE' });
    expect(actor.getSnapshot().context.leavePath).toBeNull();
    actor.send({ type: 'REQUEST_LEAVE', path: '/lobby' });
    actor.send({ type: 'CONFIRM_LEAVE' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(emitted).toEqual([{ type: 'navigate', intent: { name: 'continueTo', path: '/lobby' } }]);
  });
});

describe('squadEditor paths', () => {
  const upcoming: SquadEditorInput = { competitionId: 4, competitionState: 'upcoming', savedSquad: savedWithoutLastAttacker };
  const past: SquadEditorInput = { ...upcoming, competitionState: 'past' };
  const addLastAttacker: Event = { type: 'TOGGLE_PLAYER', player: lastAttacker };
  // Three small explorations instead of one: together they take every transition, and each keeps
  // the number of distinct contexts (and so of replayed paths) small.
  const lineupEvents = [
    addLastAttacker,
    { type: 'TOGGLE_PLAYER', player: thirdGoalkeeper },
    { type: 'REMOVE_PLAYER', playerId: 13 },
    { type: 'SET_CAPTAIN', playerId: 3 },
    { type: 'MAKE_SUBSTITUTE', playerId: 3 },
    { type: 'SELECT_FORMATION', formation: '4-3-3' },
    { type: 'CONFIRM_FORMATION' },
    { type: 'CANCEL_FORMATION' },
  ] as Event[];
  const saveAndLeaveEvents = [
    addLastAttacker,
    { type: 'SAVE' },
    { type: 'REQUEST_LEAVE', path: '/matches' },
    { type: 'CONFIRM_LEAVE' },
    { type: 'CANCEL_LEAVE' },
    { type: 'xstate.done.actor.saveTeamSetup', output: {} },
    { type: 'xstate.error.actor.saveTeamSetup', error: { errors: { 'team_setup.invalid_player': 'Selected player is not valid' } } },
    { type: 'xstate.after.hintDuration.squad-editor.editing.lineup.ready.showingHints' },
  ] as unknown as Event[];
  const runs: Array<[SquadEditorInput, Event[]]> = [
    [upcoming, lineupEvents],
    [upcoming, saveAndLeaveEvents],
    [past, [...lineupEvents, { type: 'SAVE' }, { type: 'REQUEST_LEAVE', path: '/matches' }]],
  ];

  it('reaches every state and takes every transition, live actor agreeing with the graph', () => {
    const coverage = createMachineCoverage(squadEditorMachine);
    for (const [input, events] of runs) {
      for (const path of edgeCoveringPaths(squadEditorMachine, { events, input })) {
        const { observed, expected } = replayPath(squadEditorMachine, path, coverage, input);
        expect(observed).toEqual(expected);
      }
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 30_000);
});
