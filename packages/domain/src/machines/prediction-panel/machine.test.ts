import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { PREDICTION_LOCK_LEAD_MS } from '../../rules/prediction-lock.ts';
import { expectFullPathCoverage } from '../testing/assert-coverage.ts';
import { nextMatch, openMatch, serverNow, unpredictableMatch } from './fixtures.ts';
import { predictionPanelMachine, SAVED_ICON_MS } from './machine.ts';
import { acceptsPredictions } from './rules.ts';
import type { PredictionPanelContext, PredictionPanelEmitted, PredictionPanelInput, SavePredictionsInput } from './types.ts';

const signedIn: PredictionPanelInput = { now: serverNow, eligibility: 'allowed', autoNavigate: false };
const lockMoment = Date.parse(String(openMatch.kickOff)) - PREDICTION_LOCK_LEAD_MS;

function openPanel(input: PredictionPanelInput, saveFails = false) {
  const saves = vi.fn<(payload: SavePredictionsInput) => void>();
  const clock = new SimulatedClock();
  const machine = predictionPanelMachine.provide({
    actors: {
      savePredictions: fromPromise<void, SavePredictionsInput>(async ({ input: payload }) => {
        saves(payload);
        if (saveFails) throw { status: 500 };
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  const emitted: PredictionPanelEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, saves, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prediction panel', () => {
  it('waits for a match, then opens it with what the user predicted before', () => {
    const { actor } = openPanel(signedIn);
    expect(actor.getSnapshot().value).toBe('noMatch');
    actor.send({ type: 'MATCH_SELECTED', match: openMatch });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.predictions).toEqual(openMatch.predictions);
  });

  it('saves the bets, shows the saved icon for a second, then stays on the match', async () => {
    const { actor, emitted, saves, clock } = openPanel({ ...signedIn, match: openMatch });
    actor.send({ type: 'BET_CHANGED', betId: 1, value: '2-1' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle();
    expect(saves).toHaveBeenCalledWith({ game_id: openMatch.id, bets: [{ bet_id: 1, value: '2-1' }] });
    expect(actor.getSnapshot().value).toBe('saved');
    clock.increment(SAVED_ICON_MS - 1);
    expect(actor.getSnapshot().value).toBe('saved');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(emitted).toEqual([{ type: 'predictionSaved', matchId: openMatch.id }]);
  });

  it('asks for the next match after the saved icon when auto-navigate is on', async () => {
    const { actor, emitted, clock } = openPanel({ ...signedIn, match: openMatch });
    actor.send({ type: 'AUTO_NAVIGATE_CHANGED', enabled: true });
    actor.send({ type: 'SUBMIT' });
    await settle();
    clock.increment(SAVED_ICON_MS);
    expect(emitted).toContainEqual({ type: 'nextMatchRequested', afterMatchId: openMatch.id });
    actor.send({ type: 'MATCH_SELECTED', match: nextMatch });
    expect(actor.getSnapshot().context.match?.id).toBe(nextMatch.id);
  });

  it('shows the failed icon and lets the user retry', async () => {
    const { actor, saves } = openPanel({ ...signedIn, match: openMatch }, true);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saves).toHaveBeenCalledTimes(2);
    await settle();
    actor.send({ type: 'CLOCK_TICKED', now: lockMoment });
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('locks one hour before kick-off by the server clock', () => {
    const { actor } = openPanel({ ...signedIn, match: openMatch });
    actor.send({ type: 'CLOCK_TICKED', now: lockMoment - 1 });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CLOCK_TICKED', now: new Date(lockMoment) });
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('opens locked when the match is past its lock or not predictable', () => {
    expect(openPanel({ ...signedIn, now: lockMoment, match: openMatch }).actor.getSnapshot().value).toBe('locked');
    expect(openPanel({ ...signedIn, match: unpredictableMatch }).actor.getSnapshot().value).toBe('locked');
    expect(acceptsPredictions({ ...openMatch, bets: [{ id: 1, active: false }] })).toBe(false);
  });

  it('keeps a visitor’s prediction locally and restores it once they may predict', () => {
    const { actor, emitted, saves } = openPanel({ ...signedIn, eligibility: 'visitor', match: openMatch });
    actor.send({ type: 'BET_CHANGED', betId: 1, value: '3-3' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('preserved');
    const preserved = { matchId: openMatch.id, predictions: { 1: '3-3' } };
    expect(emitted).toEqual([
      { type: 'preservedPredictionsChanged', preserved },
      { type: 'predictionBlocked', reason: 'visitor' },
    ]);
    actor.send({ type: 'ELIGIBILITY_CHANGED', eligibility: 'notJoined' });
    expect(actor.getSnapshot().value).toBe('preserved');
    actor.send({ type: 'ELIGIBILITY_CHANGED', eligibility: 'allowed' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ predictions: { 1: '3-3' }, preserved: null });
    expect(emitted.at(-1)).toEqual({ type: 'preservedPredictionsChanged', preserved: null });
    expect(saves).not.toHaveBeenCalled();
  });

  it('restores a prediction preserved in an earlier visit when its match opens', () => {
    const preserved = { matchId: openMatch.id, predictions: { 1: '0-2' } };
    const { actor, emitted } = openPanel({ ...signedIn, preserved });
    actor.send({ type: 'MATCH_SELECTED', match: nextMatch });
    expect(actor.getSnapshot().context.preserved).toEqual(preserved);
    actor.send({ type: 'MATCH_SELECTED', match: openMatch });
    expect(actor.getSnapshot().context).toMatchObject({ predictions: preserved.predictions, preserved: null });
    expect(emitted).toEqual([{ type: 'preservedPredictionsChanged', preserved: null }]);
  });

  it('empties when the match is cleared', () => {
    const { actor } = openPanel({ ...signedIn, match: openMatch });
    actor.send({ type: 'MATCH_CLEARED' });
    expect(actor.getSnapshot().value).toBe('noMatch');
    expect(actor.getSnapshot().context).toMatchObject({ match: null, predictions: {} });
  });
});

describe('every state and transition, by path', () => {
  const events: AnyEventObject[] = [
    { type: 'MATCH_SELECTED', match: openMatch },
    { type: 'MATCH_SELECTED', match: unpredictableMatch },
    { type: 'MATCH_CLEARED' },
    { type: 'BET_CHANGED', betId: 1, value: '2-2' },
    { type: 'SUBMIT' },
    { type: 'CLOCK_TICKED', now: lockMoment },
    { type: 'ELIGIBILITY_CHANGED', eligibility: 'allowed' },
    { type: 'ELIGIBILITY_CHANGED', eligibility: 'phoneUnverified' },
    { type: 'AUTO_NAVIGATE_CHANGED', enabled: true },
    { type: 'xstate.done.actor.savePredictions', output: undefined },
    { type: 'xstate.error.actor.savePredictions', error: { status: 500 } },
    { type: 'xstate.after.savedIcon.predictionPanel.saved' },
  ];
  const distinguish = (context: PredictionPanelContext) => ({
    matchId: context.match?.id,
    now: context.now,
    eligibility: context.eligibility,
    autoNavigate: context.autoNavigate,
    preserved: context.preserved !== null,
  });

  it('enters every state and takes every transition', { timeout: 60_000 }, () => {
    const { pathCount } = expectFullPathCoverage(predictionPanelMachine, [
      { events, input: { ...signedIn, eligibility: 'visitor' }, distinguish },
      { events, input: { ...signedIn, match: openMatch }, distinguish },
    ]);
    expect(pathCount).toBeGreaterThan(0);
  });
});
