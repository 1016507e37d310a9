import { assign, emit, setup } from 'xstate';
import { TUTORIAL_STORAGE_KEY, type TutorialContext, type TutorialEmitted, type TutorialEvent, type TutorialInput } from './types.ts';

/** The overlay opens this long after START (platform spec: "opens 200 ms after start on first visit"). */
export const TUTORIAL_DELAY_MS = 200;

/**
 * The tutorial overlay on /matches (platform spec, Tutorial overlay; §1): hidden until the page STARTs it; on a first
 * visit it waits 200 ms, then shows the steps sidebarPredictions, match and prediction in that order (Next and Back
 * move between them), and ends (Done on the last step, or Skip at any time) by emitting `finished`, on which the app
 * stores the local key 'tutorial'. A visitor who has seen it (input.seen) never sees it again.
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
  },
  actions: {
    markSkipped: assign({ skipped: true }),
    emitFinished: emit(({ context }) => ({ type: 'finished', storageKey: TUTORIAL_STORAGE_KEY, skipped: context.skipped }) as const),
  },
}).createMachine({
  id: 'tutorial',
  context: ({ input }) => ({ seen: input.seen, skipped: false }),
  initial: 'hidden',
  states: {
    hidden: {
      on: { START: { guard: 'notSeen', target: 'waiting' } },
    },
    /** The page settles before the overlay measures its targets. */
    waiting: {
      after: { tutorialDelay: 'showing' },
      on: { SKIP: { target: 'done', actions: 'markSkipped' } },
    },
    showing: {
      initial: 'sidebarPredictions',
      on: { SKIP: { target: 'done', actions: 'markSkipped' } },
      states: {
        sidebarPredictions: { on: { NEXT: 'match' } },
        match: { on: { NEXT: 'prediction', BACK: 'sidebarPredictions' } },
        prediction: { on: { NEXT: '#tutorial.done', BACK: 'match' } },
      },
    },
    done: {
      type: 'final',
      entry: [assign({ seen: true }), 'emitFinished'],
    },
  },
});
