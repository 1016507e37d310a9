import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { Position } from '../../rules/fantasy-types.ts';
import type { SquadPlayer } from '../../rules/squad.ts';
import { connectSquadEditor, squadEditorStatuses } from './connect.ts';
import { SAVE_HINT_DURATION_MS, squadEditorMachine } from './machine.ts';
import type { SquadEditorInput } from './types.ts';

interface NamedPlayer extends SquadPlayer {
  name: string;
}

const player = (id: number, position: Position, price = 2): NamedPlayer => ({ id, position, price, name: `Player ${id}` });

/** A full 4-4-2 squad of 15 at 2 million each: exactly the 30 million default. */
const fullSquad = [
  ...[1, 2].map((id) => player(id, 'Goalkeeper')),
  ...[3, 4, 5, 6, 7].map((id) => player(id, 'Defender')),
  ...[8, 9, 10, 11, 12].map((id) => player(id, 'Midfielder')),
  ...[13, 14, 15].map((id) => player(id, 'Attacker')),
];
const lastAttacker = fullSquad[14]!;
const withoutLastAttacker = {
  formation: '4-4-2',
  players: fullSquad.slice(0, 14).map((candidate) => ({ ...candidate, is_captain: candidate.id === 8 ? 1 : 0, is_substitute: 0 })),
};

function start(input: Partial<SquadEditorInput> = {}, save: () => Promise<unknown> = async () => ({})) {
  const clock = new SimulatedClock();
  const actor = createActor(squadEditorMachine.provide({ actors: { saveTeamSetup: fromPromise(save) } }), {
    input: { competitionId: 4, competitionState: 'upcoming', ...input },
    clock,
  });
  actor.start();
  const view = () => connectSquadEditor<NamedPlayer>(actor.getSnapshot());
  return { actor, clock, view };
}

const line = (view: ReturnType<typeof connectSquadEditor>, position: Position) => view.lines.find((candidate) => candidate.position === position)!;

describe('the squad editor as the team-setup page shows it', () => {
  it('lists every resting status once', () => {
    expect(new Set(squadEditorStatuses).size).toBe(8);
  });

  it('starts empty: no formation, no slots, the whole 30 million left, nothing to save', () => {
    const { view } = start();
    expect(view()).toMatchObject({
      status: 'idle',
      formation: null,
      pendingFormation: null,
      budget: 30,
      spent: 0,
      remaining: 30,
      overBudget: false,
      playerCount: 0,
      squadSize: 15,
      captainId: null,
      readOnly: false,
      canEdit: true,
      dirty: false,
      canSave: false,
      isSaving: false,
    });
    expect(view().formations).toEqual(['4-4-2', '4-3-3', '3-5-2', '5-3-2', '4-5-1', '3-4-3']);
    expect(view().lines.map((candidate) => [candidate.position, candidate.slots, candidate.emptyStarterSlots, candidate.emptySubstituteSlots])).toEqual([
      ['Goalkeeper', 0, 0, 0],
      ['Defender', 0, 0, 0],
      ['Midfielder', 0, 0, 0],
      ['Attacker', 0, 0, 0],
    ]);
  });

  it('offers the formation’s slots per line once a formation is picked', () => {
    const { actor, view } = start();
    actor.send({ type: 'SELECT_FORMATION', formation: '3-4-3' });
    expect(view().formation).toBe('3-4-3');
    expect(view().lines.map((candidate) => [candidate.position, candidate.starterSlots, candidate.slots, candidate.emptyStarterSlots, candidate.emptySubstituteSlots, candidate.slotsLeft])).toEqual([
      ['Goalkeeper', 1, 2, 1, 1, 2],
      ['Defender', 3, 4, 3, 1, 4],
      ['Midfielder', 4, 5, 4, 1, 5],
      ['Attacker', 3, 4, 3, 1, 4],
    ]);
  });

  it('groups the players by line in lineup order, marks starters, substitutes and the captain, and keeps the app’s player fields', () => {
    const { view } = start({ savedSquad: withoutLastAttacker });
    const defenders = line(view(), 'Defender');
    expect(defenders.starters.map((candidate) => candidate.id)).toEqual([3, 4, 5, 6]);
    expect(defenders.substitutes.map((candidate) => candidate.id)).toEqual([7]);
    expect(defenders.players[4]).toMatchObject({ id: 7, name: 'Player 7', isStarter: false, isSubstitute: true, isCaptain: false });
    const attackers = line(view(), 'Attacker');
    expect(attackers).toMatchObject({ emptyStarterSlots: 0, emptySubstituteSlots: 1, slotsLeft: 1 });
    expect(attackers.substitutes).toEqual([]);
    expect(line(view(), 'Midfielder').players[0]).toMatchObject({ id: 8, isCaptain: true, isStarter: true, isSubstitute: false });
    expect(view()).toMatchObject({ captainId: 8, playerCount: 14, spent: 28, remaining: 2, canSave: false });
  });

  it('moves a player to the bench and follows the captain', () => {
    const { actor, view } = start({ savedSquad: withoutLastAttacker });
    actor.send({ type: 'MAKE_SUBSTITUTE', playerId: 3 });
    actor.send({ type: 'SET_CAPTAIN', playerId: 4 });
    const defenders = line(view(), 'Defender');
    expect(defenders.substitutes.map((candidate) => candidate.id)).toEqual([3]);
    expect(defenders.starters.find((candidate) => candidate.isCaptain)?.id).toBe(4);
    expect(view()).toMatchObject({ captainId: 4, dirty: true });
  });

  it('reports the budget over the limit as a negative remainder', () => {
    const { actor, view } = start({ savedSquad: withoutLastAttacker, budget: 29 });
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    expect(view()).toMatchObject({ budget: 29, spent: 30, remaining: -1, overBudget: true, canSave: false, playerCount: 15 });
  });

  it('shows the save hints for 2 seconds, then is idle again', () => {
    const { actor, clock, view } = start();
    actor.send({ type: 'SAVE' });
    expect(view()).toMatchObject({ status: 'showingHints', hints: ['squad.hints.noFormation', 'squad.hints.wrongPlayerCount'] });
    clock.increment(SAVE_HINT_DURATION_MS);
    expect(view()).toMatchObject({ status: 'idle', hints: [] });
  });

  it('keeps the last refused add', () => {
    const { actor, view } = start({ savedSquad: withoutLastAttacker });
    actor.send({ type: 'TOGGLE_PLAYER', player: player(16, 'Goalkeeper') });
    expect(view().rejection).toBe('squad.errors.positionFull');
  });

  it('asks before a formation change resets the lineup, and locks edits meanwhile', () => {
    const { actor, view } = start({ savedSquad: withoutLastAttacker });
    actor.send({ type: 'SELECT_FORMATION', formation: '5-3-2' });
    expect(view()).toMatchObject({ status: 'confirmingFormation', isConfirmingFormation: true, formation: '4-4-2', pendingFormation: '5-3-2', canEdit: false });
    actor.send({ type: 'CONFIRM_FORMATION' });
    expect(view()).toMatchObject({ status: 'idle', formation: '5-3-2', pendingFormation: null, playerCount: 0, dirty: true });
  });

  it('saves a complete squad: saving, then saved and clean', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { actor, view } = start({ savedSquad: withoutLastAttacker }, () => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    expect(view()).toMatchObject({ canSave: true, dirty: true, remaining: 0 });
    actor.send({ type: 'SAVE' });
    expect(view()).toMatchObject({ status: 'saving', isSaving: true, canEdit: false });
    finish({});
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: { lineup: { ready: 'saved' } } }));
    expect(view()).toMatchObject({ status: 'saved', isSaving: false, dirty: false, canEdit: true });
  });

  it('fails with one error per server key, or the generic message', async () => {
    const failure = { errors: { 'team_setup.invalid_player': ['Selected player is not valid for this competition'] } };
    const { actor, view } = start({ savedSquad: withoutLastAttacker }, () => Promise.reject(failure));
    actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: { lineup: { ready: 'failed' } } }));
    expect(view()).toMatchObject({
      status: 'failed',
      saveError: null,
      serverErrors: [{ key: 'team_setup.invalid_player', message: 'Selected player is not valid for this competition', translationKey: 'squad.errors.invalidPlayer' }],
    });

    const generic = start({ savedSquad: withoutLastAttacker }, () => Promise.reject(new Error('network')));
    generic.actor.send({ type: 'TOGGLE_PLAYER', player: lastAttacker });
    generic.actor.send({ type: 'SAVE' });
    await waitFor(generic.actor, (snapshot) => snapshot.matches({ editing: { lineup: { ready: 'failed' } } }));
    expect(generic.view()).toMatchObject({ status: 'failed', serverErrors: [], saveError: 'squad.errors.saveFailed' });
  });

  it('asks before leaving with unsaved changes, then has left', () => {
    const { actor, view } = start({ savedSquad: withoutLastAttacker });
    actor.send({ type: 'SET_CAPTAIN', playerId: 3 });
    actor.send({ type: 'REQUEST_LEAVE', path: '/matches' });
    expect(view()).toMatchObject({ status: 'confirmingLeave', isConfirmingLeave: true, leavePath: '/matches', canEdit: false });
    actor.send({ type: 'CANCEL_LEAVE' });
    expect(view()).toMatchObject({ status: 'idle', isConfirmingLeave: false, leavePath: null, canEdit: true });
    actor.send({ type: 'REQUEST_LEAVE', path: '/lobby' });
    actor.send({ type: 'CONFIRM_LEAVE' });
    expect(view()).toMatchObject({ status: 'left', leavePath: '/lobby', canEdit: false });
  });

  it('is read-only outside upcoming competitions: the squad shows, nothing can change', () => {
    const { view } = start({ competitionState: 'running', savedSquad: withoutLastAttacker });
    expect(view()).toMatchObject({ readOnly: true, canEdit: false, playerCount: 14, formation: '4-4-2' });
  });

  it('shows the players of a loaded squad without a known formation as starters, with no slots', () => {
    const { view } = start({ savedSquad: { formation: '2-2-6', players: [{ ...player(1, 'Goalkeeper'), is_captain: 1 }] } });
    expect(view().formation).toBeNull();
    expect(line(view(), 'Goalkeeper')).toMatchObject({ starterSlots: 0, slots: 0, emptyStarterSlots: 0, emptySubstituteSlots: 0 });
    expect(line(view(), 'Goalkeeper').starters).toHaveLength(1);
  });
});
