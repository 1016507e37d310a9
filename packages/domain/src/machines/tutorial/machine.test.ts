import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject } from 'xstate';
import { expectFullPathCoverage } from '../testing/assert-coverage.ts';
import { connectTutorial, tutorialView } from './connect.ts';
import { TUTORIAL_DELAY_MS, tutorialMachine } from './machine.ts';
import { TUTORIAL_STORAGE_KEY, tutorialSteps, type TutorialContext, type TutorialEmitted, type TutorialEvent, type TutorialStep } from './types.ts';

function start(seen = false, onScreen?: readonly TutorialStep[]) {
  const clock = new SimulatedClock();
  const actor = createActor(tutorialMachine, { input: { seen, onScreen }, clock }).start();
  const emitted: TutorialEmitted[] = [];
  actor.on('finished', (event) => emitted.push(event));
  const sent: TutorialEvent[] = [];
  return {
    actor,
    clock,
    emitted,
    view: () => tutorialView(actor.getSnapshot()),
    props: () => connectTutorial(actor.getSnapshot(), (event) => {
      sent.push(event);
      actor.send(event);
    }),
    sent,
  };
}

describe('tutorial overlay', () => {
  it('opens 200 ms after START on a first visit, at the sidebar’s predictions', () => {
    const run = start();
    expect(run.view()).toEqual({ isOpen: false, step: null, stepNumber: 0, stepCount: 3, canGoBack: false, isLastStep: false });
    run.actor.send({ type: 'START' });
    run.clock.increment(TUTORIAL_DELAY_MS - 1);
    expect(run.actor.getSnapshot().value).toBe('waiting');
    expect(run.view().isOpen).toBe(false);
    run.clock.increment(1);
    expect(run.view()).toEqual({ isOpen: true, step: 'sidebarPredictions', stepNumber: 1, stepCount: 3, canGoBack: false, isLastStep: false });
    expect(TUTORIAL_DELAY_MS).toBe(200);
  });

  it('never opens once seen', () => {
    const run = start(true);
    run.actor.send({ type: 'START' });
    run.clock.increment(10 * TUTORIAL_DELAY_MS);
    expect(run.actor.getSnapshot().value).toBe('hidden');
    expect(run.emitted).toEqual([]);
  });

  it('walks the steps in the spec’s order, back and forth, and Done emits finished', () => {
    const run = start();
    run.actor.send({ type: 'START' });
    run.clock.increment(TUTORIAL_DELAY_MS);
    const seen: (string | null)[] = [run.view().step];
    run.props().next();
    seen.push(run.view().step);
    run.props().back();
    seen.push(run.view().step);
    run.props().next();
    run.props().next();
    seen.push(run.view().step);
    expect(seen).toEqual(['sidebarPredictions', 'match', 'sidebarPredictions', 'prediction']);
    expect(run.view()).toMatchObject({ stepNumber: 3, canGoBack: true, isLastStep: true });
    expect(run.emitted).toEqual([]);
    run.props().next();
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.view()).toMatchObject({ isOpen: false, step: null });
    expect(run.emitted).toEqual([{ type: 'finished', storageKey: TUTORIAL_STORAGE_KEY, skipped: false }]);
    expect(TUTORIAL_STORAGE_KEY).toBe('tutorial');
    expect(run.sent.map((event) => event.type)).toEqual(['NEXT', 'BACK', 'NEXT', 'NEXT', 'NEXT']);
  });

  it('Skip ends it from any step, and before it opened, as skipped', () => {
    for (const step of tutorialSteps) {
      const run = start();
      run.actor.send({ type: 'START' });
      run.clock.increment(TUTORIAL_DELAY_MS);
      while (run.view().step !== step) run.props().next();
      run.props().skip();
      expect(run.emitted).toEqual([{ type: 'finished', storageKey: 'tutorial', skipped: true }]);
    }
    const early = start();
    early.actor.send({ type: 'START' });
    early.actor.send({ type: 'SKIP' });
    early.clock.increment(TUTORIAL_DELAY_MS);
    expect(early.actor.getSnapshot().value).toBe('done');
    expect(early.emitted).toHaveLength(1);
  });

  it('ignores Back on the first step and Next or Skip while hidden', () => {
    const run = start();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SKIP' });
    expect(run.actor.getSnapshot().value).toBe('hidden');
    run.actor.send({ type: 'START' });
    run.clock.increment(TUTORIAL_DELAY_MS);
    run.actor.send({ type: 'BACK' });
    expect(run.view().step).toBe('sidebarPredictions');
  });
});

describe('steps whose part of the page is hidden', () => {
  it('a phone without the sidebar starts at the matches, counts two steps, and Back never returns to the sidebar', () => {
    const run = start();
    run.actor.send({ type: 'START', steps: ['match', 'prediction'] });
    run.clock.increment(TUTORIAL_DELAY_MS);
    expect(run.view()).toEqual({ isOpen: true, step: 'match', stepNumber: 1, stepCount: 2, canGoBack: false, isLastStep: false });
    run.props().back();
    expect(run.view().step).toBe('match');
    run.props().next();
    expect(run.view()).toMatchObject({ step: 'prediction', stepNumber: 2, stepCount: 2, canGoBack: true, isLastStep: true });
    run.props().next();
    expect(run.emitted).toEqual([{ type: 'finished', storageKey: 'tutorial', skipped: false }]);
  });

  it('Next passes over a hidden middle step, and a step hidden while it shows moves on', () => {
    const run = start();
    run.actor.send({ type: 'START', steps: ['sidebarPredictions', 'prediction'] });
    run.clock.increment(TUTORIAL_DELAY_MS);
    run.props().next();
    expect(run.view()).toMatchObject({ step: 'prediction', stepNumber: 2, stepCount: 2 });
    run.props().back();
    expect(run.view().step).toBe('sidebarPredictions');
    // The window narrows: the sidebar goes, the matches show.
    run.actor.send({ type: 'STEPS_CHANGED', steps: ['match', 'prediction'] });
    expect(run.view()).toMatchObject({ step: 'match', stepNumber: 1, stepCount: 2, canGoBack: false });
  });

  it('with nothing to show it does not open, stores nothing, and a later START can open it', () => {
    const run = start();
    run.actor.send({ type: 'START', steps: [] });
    run.clock.increment(TUTORIAL_DELAY_MS);
    expect(run.actor.getSnapshot().value).toBe('hidden');
    expect(run.view()).toMatchObject({ isOpen: false, isLastStep: false });
    expect(run.emitted).toEqual([]);
    run.actor.send({ type: 'START', steps: ['match'] });
    run.clock.increment(TUTORIAL_DELAY_MS);
    expect(run.view()).toMatchObject({ step: 'match', stepNumber: 1, stepCount: 1, isLastStep: true });
  });
});

describe('a page painted with the tutorial open (a prerendered first visit)', () => {
  it('starts at the first painted step, without the wait; its first START goes back to the first step shown at this size', () => {
    const run = start(false, ['match', 'prediction']);
    expect(run.view()).toEqual({ isOpen: true, step: 'match', stepNumber: 1, stepCount: 2, canGoBack: false, isLastStep: false });
    // A START with nothing to show leaves it as it is (it never finishes the tour by itself).
    run.actor.send({ type: 'START', steps: [] });
    expect(run.view()).toMatchObject({ step: 'match', stepNumber: 1, stepCount: 2 });
    // A desktop shows the sidebar: the tour begins there.
    run.actor.send({ type: 'START', steps: ['sidebarPredictions', 'match', 'prediction'] });
    expect(run.view()).toEqual({ isOpen: true, step: 'sidebarPredictions', stepNumber: 1, stepCount: 3, canGoBack: false, isLastStep: false });
    // A later START (the app's texts reloaded in another language) leaves the fan where they are.
    run.props().next();
    run.actor.send({ type: 'START', steps: ['sidebarPredictions', 'match', 'prediction'] });
    expect(run.view()).toMatchObject({ step: 'match', stepNumber: 2 });
    run.props().skip();
    expect(run.emitted).toEqual([{ type: 'finished', storageKey: TUTORIAL_STORAGE_KEY, skipped: true }]);
  });

  it('on a first visit not painted open, a START while a step shows changes nothing', () => {
    const run = start();
    run.actor.send({ type: 'START', steps: ['sidebarPredictions', 'match', 'prediction'] });
    run.clock.increment(TUTORIAL_DELAY_MS);
    run.props().next();
    run.actor.send({ type: 'START', steps: ['sidebarPredictions', 'match', 'prediction'] });
    expect(run.view()).toMatchObject({ step: 'match', stepNumber: 2 });
  });

  it('a fan who has seen it does not get it open, painted or not', () => {
    const run = start(true, ['match', 'prediction']);
    expect(run.view().isOpen).toBe(false);
    run.actor.send({ type: 'START', steps: ['match'] });
    run.clock.increment(TUTORIAL_DELAY_MS);
    expect(run.view().isOpen).toBe(false);
  });
});

describe('every state and transition, by path', () => {
  const events: AnyEventObject[] = [
    { type: 'START' },
    { type: 'START', steps: [] },
    { type: 'STEPS_CHANGED', steps: ['match'] },
    { type: 'STEPS_CHANGED', steps: ['sidebarPredictions'] },
    { type: 'STEPS_CHANGED', steps: ['sidebarPredictions', 'prediction'] },
    { type: 'STEPS_CHANGED', steps: ['sidebarPredictions', 'match', 'prediction'] },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'SKIP' },
    { type: 'xstate.after.tutorialDelay.tutorial.waiting' },
  ];
  const distinguish = (context: TutorialContext) => context;

  it('enters every state and takes every transition', () => {
    const { pathCount } = expectFullPathCoverage(tutorialMachine, [
      { events, input: { seen: false }, distinguish },
      { events, input: { seen: true }, distinguish },
      { events, input: { seen: false, onScreen: ['match', 'prediction'] }, distinguish },
    ]);
    expect(pathCount).toBeGreaterThan(0);
  });
});
