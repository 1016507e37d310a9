import { assign, emit, enqueueActions, setup } from 'xstate';
import { toEpochMs } from '../../rules/instant.ts';
import { notProvided } from '../shared/not-provided.ts';
import { isMatchClosed, toSavePayload } from './rules.ts';
import type {
  PanelMatch,
  PredictionPanelContext,
  PredictionPanelEmitted,
  PredictionPanelEvent,
  PredictionPanelInput,
  PredictionValues,
  SavePredictionsInput,
} from './types.ts';

/** How long the saved icon shows (platform.md §9). */
export const SAVED_ICON_MS = 1000;

export const predictionPanelMachine = setup({
  types: {
    context: {} as PredictionPanelContext,
    events: {} as PredictionPanelEvent,
    input: {} as PredictionPanelInput,
    emitted: {} as PredictionPanelEmitted,
  },
  actors: {
    savePredictions: notProvided<void, SavePredictionsInput>('savePredictions'),
  },
  delays: {
    savedIcon: SAVED_ICON_MS,
  },
  actions: {
    storeNow: assign({ now: ({ context, event }) => (event.type === 'CLOCK_TICKED' ? toEpochMs(event.now) : context.now) }),
    storeBet: assign({
      predictions: ({ context, event }) => (event.type === 'BET_CHANGED' ? { ...context.predictions, [event.betId]: event.value } : context.predictions),
    }),
    /**
     * Shows the match with what the user predicted before; a prediction preserved for this
     * match wins once the user may predict, and is then forgotten locally.
     */
    showMatch: enqueueActions(({ context, enqueue }, match: PanelMatch) => {
      const preservedHere = context.preserved?.matchId === match.id && context.eligibility === 'allowed' ? context.preserved : null;
      const predictions: PredictionValues = preservedHere?.predictions ?? match.predictions ?? {};
      enqueue.assign({ match, predictions });
      if (!preservedHere) return;
      enqueue.assign({ preserved: null });
      enqueue.emit({ type: 'preservedPredictionsChanged', preserved: null });
    }),
    forgetPreserved: enqueueActions(({ enqueue }) => {
      enqueue.assign({ preserved: null });
      enqueue.emit({ type: 'preservedPredictionsChanged', preserved: null });
    }),
    preserve: enqueueActions(({ context, enqueue }) => {
      if (!context.match || context.eligibility === 'allowed') return;
      const preserved = { matchId: context.match.id, predictions: context.predictions };
      enqueue.assign({ preserved });
      enqueue.emit({ type: 'preservedPredictionsChanged', preserved });
      enqueue.emit({ type: 'predictionBlocked', reason: context.eligibility });
    }),
  },
  guards: {
    hasMatch: ({ context }) => context.match !== null,
    matchClosed: ({ context }) => context.match !== null && isMatchClosed(context.match, context.now),
    mayPredict: ({ context }) => context.eligibility === 'allowed',
    autoNavigate: ({ context }) => context.autoNavigate,
    closesAt: ({ context }, now: number) => context.match !== null && isMatchClosed(context.match, now),
    becameAllowed: ({ event }) => event.type === 'ELIGIBILITY_CHANGED' && event.eligibility === 'allowed',
  },
}).createMachine({
  id: 'predictionPanel',
  context: ({ input }) => ({
    match: input.match ?? null,
    now: toEpochMs(input.now),
    eligibility: input.eligibility,
    autoNavigate: input.autoNavigate,
    predictions: {},
    preserved: input.preserved ?? null,
  }),
  initial: 'opening',
  on: {
    MATCH_SELECTED: { target: '.checking', actions: { type: 'showMatch', params: ({ event }) => event.match } },
    MATCH_CLEARED: { target: '.noMatch', actions: assign({ match: null, predictions: {} }) },
    CLOCK_TICKED: { actions: 'storeNow' },
    ELIGIBILITY_CHANGED: { actions: assign({ eligibility: ({ event }) => event.eligibility }) },
    AUTO_NAVIGATE_CHANGED: { actions: assign({ autoNavigate: ({ event }) => event.enabled }) },
  },
  states: {
    /** A panel may open on a preselected match (the `match` query parameter). */
    opening: {
      always: [
        { guard: 'hasMatch', target: 'checking', actions: { type: 'showMatch', params: ({ context }) => context.match as PanelMatch } },
        { target: 'noMatch' },
      ],
    },
    noMatch: {},
    checking: {
      always: [{ guard: 'matchClosed', target: 'locked' }, { target: 'editing' }],
    },
    editing: {
      on: {
        BET_CHANGED: { actions: 'storeBet' },
        SUBMIT: [{ guard: 'mayPredict', target: 'saving' }, { target: 'preserved', actions: 'preserve' }],
        CLOCK_TICKED: { guard: { type: 'closesAt', params: ({ event }) => toEpochMs(event.now) }, target: 'locked', actions: 'storeNow' },
      },
    },
    saving: {
      invoke: {
        id: 'savePredictions',
        src: 'savePredictions',
        input: ({ context }) => toSavePayload(context.match?.id ?? 0, context.predictions),
        onDone: { target: 'saved', actions: emit(({ context }) => ({ type: 'predictionSaved', matchId: context.match?.id ?? 0 })) },
        onError: 'failed',
      },
    },
    /** The saved icon shows for a second; then, with auto-navigate on, the next match opens. */
    saved: {
      after: {
        savedIcon: [
          { guard: 'autoNavigate', target: 'checking', actions: emit(({ context }) => ({ type: 'nextMatchRequested', afterMatchId: context.match?.id ?? 0 })) },
          { target: 'checking' },
        ],
      },
      on: { BET_CHANGED: { target: 'editing', actions: 'storeBet' } },
    },
    failed: {
      on: {
        BET_CHANGED: { target: 'editing', actions: 'storeBet' },
        SUBMIT: [{ guard: 'mayPredict', target: 'saving' }, { target: 'preserved', actions: 'preserve' }],
        // A retry after the lock would only be refused by the server.
        CLOCK_TICKED: { guard: { type: 'closesAt', params: ({ event }) => toEpochMs(event.now) }, target: 'locked', actions: 'storeNow' },
      },
    },
    locked: {},
    /** Kept locally until the user may predict; then the panel restores it for this match. */
    preserved: {
      on: {
        BET_CHANGED: { target: 'editing', actions: 'storeBet' },
        ELIGIBILITY_CHANGED: {
          guard: 'becameAllowed',
          target: 'checking',
          actions: [assign({ eligibility: 'allowed' }), 'forgetPreserved'],
        },
      },
    },
  },
});
