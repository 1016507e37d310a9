import { assign, emit, setup } from 'xstate';
import { TUTORIAL_STORAGE_KEY, tutorialSteps, type TutorialContext, type TutorialEmitted, type TutorialEvent, type TutorialInput, type TutorialStep } from './types.ts';

/** The overlay opens this long after START (platform spec: "opens 200 ms after start on first visit"). */
export const TUTORIAL_DELAY_MS = 200;

/**
 * The tutorial overlay on /matches (platform spec, Tutorial overlay; §1): hidden until the page STARTs it; on a first
 * visit it waits 200 ms, then shows the steps sidebarPredictions, match and prediction in that order (Next and Back
 * move between them), and ends (Done on the last step, or Skip at any time) by emitting `finished`, on which the app
 * stores the local key 'tutorial'. A visitor who has seen it (input.seen) never sees it again. A step whose part of the
 * page is hidden at this screen size (the app says which are shown, on START and STEPS_CHANGED) is passed over: Next
 * and Back skip it, and the overlay never opens with nothing to show. A page painted with the tutorial open (input
 * onScreen: a visitor's prerendered /matches) starts at its first step, and its first START goes back to the first
 * step shown at the screen's size (any other START while a step shows changes nothing).
 */
export const tutorialMachine = setup({
  types: {
    context: {} as TutorialContext,
    events: {} as TutorialEvent,
    input: {} as TutorialInput,
    emitted: {} as TutorialEmitted,
  },
  delays: {
    tutorialDelay: TUTORIAL_DELAY_MS,
  },
  guards: {
    notSeen: ({ context }) => !context.seen,
    paintedOpen: ({ context }) => !context.seen && context.paintedOpen && context.available.length > 0,
    // The first START of a page painted open, with steps to show.
    restartsPainted: ({ context, event }) => context.paintedOpen && (event.type !== 'START' || event.steps === undefined || event.steps.length > 0),
    anyAvailable: ({ context }) => context.available.length > 0,
    hidden: ({ context }, params: { step: TutorialStep }) => !context.available.includes(params.step),
    shown: ({ context }, params: { step: TutorialStep }) => context.available.includes(params.step),
  },
  actions: {
    markSkipped: assign({ skipped: true }),
    markStarted: assign({ paintedOpen: false }),
    storeSteps: assign({
      available: ({ context, event }) =>
        (event.type === 'START' || event.type === 'STEPS_CHANGED') && event.steps ? tutorialSteps.filter((step) => event.steps!.includes(step)) : context.available,
    }),
    emitFinished: emit(({ context }) => ({ type: 'finished', storageKey: TUTORIAL_STORAGE_KEY, skipped: context.skipped }) as const),
  },
}).createMachine({
  id: 'tutorial',
  context: ({ input }) => ({
    seen: input.seen,
    skipped: false,
    available: input.onScreen ? tutorialSteps.filter((step) => input.onScreen!.includes(step)) : tutorialSteps,
    paintedOpen: input.onScreen !== undefined,
  }),
  initial: 'starting',
  states: {
    /** A page painted with the tutorial open (prerendered) starts showing it; any other starts hidden. */
    starting: {
      always: [{ guard: 'paintedOpen', target: 'showing' }, { target: 'hidden' }],
    },
    hidden: {
      on: { START: { guard: 'notSeen', target: 'waiting', actions: 'storeSteps' }, STEPS_CHANGED: { actions: 'storeSteps' } },
    },
    /** The page settles before the overlay measures its targets; with nothing to show it waits for a later START. */
    waiting: {
      after: { tutorialDelay: [{ guard: 'anyAvailable', target: 'showing' }, { target: 'hidden' }] },
      on: { SKIP: { target: 'done', actions: 'markSkipped' }, STEPS_CHANGED: { actions: 'storeSteps' } },
    },
    // A hidden step passes on at once (Next goes through it); Back goes to the nearest earlier step that is shown.
    showing: {
      initial: 'sidebarPredictions',
      on: {
        SKIP: { target: 'done', actions: 'markSkipped' },
        STEPS_CHANGED: { actions: 'storeSteps' },
        START: { guard: 'restartsPainted', target: '#tutorial.showing', reenter: true, actions: ['storeSteps', 'markStarted'] },
      },
      states: {
        sidebarPredictions: {
          always: { guard: { type: 'hidden', params: { step: 'sidebarPredictions' } }, target: 'match' },
          on: { NEXT: 'match' },
        },
        match: {
          always: { guard: { type: 'hidden', params: { step: 'match' } }, target: 'prediction' },
          on: { NEXT: 'prediction', BACK: { guard: { type: 'shown', params: { step: 'sidebarPredictions' } }, target: 'sidebarPredictions' } },
        },
        prediction: {
          always: { guard: { type: 'hidden', params: { step: 'prediction' } }, target: '#tutorial.done' },
          on: {
            NEXT: '#tutorial.done',
            BACK: [
              { guard: { type: 'shown', params: { step: 'match' } }, target: 'match' },
              { guard: { type: 'shown', params: { step: 'sidebarPredictions' } }, target: 'sidebarPredictions' },
            ],
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: [assign({ seen: true }), 'emitFinished'],
    },
  },
});
