import { and, assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { canAfford } from '../../rules/coins.ts';
import {
  COMPETITION_TYPE,
  defaultCompetitionFormValues,
  fourStepWizard,
  threeStepWizard,
  toCreatePayload,
  toggleMatch,
  validateCompetitionForm,
  validateCompetitionStep,
  withLeague,
  type CompetitionFormContext,
  type CompetitionFormErrors,
  type CompetitionFormValues,
  type CompetitionWizardStep,
  type CreateCompetitionPayload,
} from '../../rules/competition-form.ts';
import { notProvided } from '../shared/not-provided.ts';
import { requestNavigation, type NavigationIntent } from '../shared/navigation.ts';
import type {
  CreateCompetitionContext,
  CreateCompetitionEmitted,
  CreateCompetitionEvent,
  CreateCompetitionInput,
  CreatedCompetition,
  JoinCreatedCompetitionInput,
} from './types.ts';

/** The Created modal opens this long after the wizard closes (competitions-and-groups.md §9). */
export const CREATED_MODAL_DELAY_MS = 300;

/** What the form rules know beyond the values: each selected match's league and kick-off, and the clock's now. */
function formContext(context: Pick<CreateCompetitionContext, 'matchLeagues' | 'matchStarts' | 'clock'>): CompetitionFormContext {
  return { matchLeagues: context.matchLeagues, matchStarts: context.matchStarts, now: context.clock() };
}

function stepErrors(context: CreateCompetitionContext, step: CompetitionWizardStep): CompetitionFormErrors {
  return validateCompetitionStep(step, context.values, context.withPrizeStep, formContext(context));
}

/** After an edit, errors already on screen stay only for fields that are still wrong. */
function remainingErrors(context: CreateCompetitionContext, values: CompetitionFormValues): CompetitionFormErrors {
  const current = validateCompetitionForm(values, formContext(context));
  const kept: CompetitionFormErrors = {};
  for (const field of Object.keys(context.errors) as (keyof CompetitionFormErrors)[]) {
    const error = current[field];
    if (error) kept[field] = error;
  }
  return kept;
}

function canAffordEntry(context: CreateCompetitionContext): boolean {
  return context.created !== null && canAfford(context.coins, context.created.entry_fee);
}

const stepGuard = (step: CompetitionWizardStep) => ({ type: 'stepIsValid', params: { step } }) as const;
const showStepErrors = (step: CompetitionWizardStep) => ({ type: 'showStepErrors', params: { step } }) as const;

/**
 * The competition creation wizard and what follows it (competitions-and-groups.md §2, §4): Details →
 * Select Matches → (Prize) → Review → submitting → Created modal after 300 ms → join confirmation →
 * joining. The app provides `createCompetition` and `joinCompetition`, and follows `navigate`.
 */
export const createCompetitionMachine = setup({
  types: {
    context: {} as CreateCompetitionContext,
    events: {} as CreateCompetitionEvent,
    input: {} as CreateCompetitionInput,
    emitted: {} as CreateCompetitionEmitted,
  },
  actors: {
    createCompetition: notProvided<CreatedCompetition, CreateCompetitionPayload>('createCompetition'),
    joinCompetition: notProvided<void, JoinCreatedCompetitionInput>('joinCompetition'),
  },
  delays: {
    createdModalDelay: CREATED_MODAL_DELAY_MS,
  },
  guards: {
    stepIsValid: ({ context }, params: { step: CompetitionWizardStep }) => Object.keys(stepErrors(context, params.step)).length === 0,
    hasPrizeStep: ({ context }) => context.withPrizeStep,
    wantsToJoin: ({ context }) => context.autoJoin && canAffordEntry(context),
    cannotAffordEntry: ({ context }) => !canAffordEntry(context),
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const values = { ...context.values, ...event.values };
      return { values, errors: remainingErrors(context, values) };
    }),
    selectLeague: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_LEAGUE');
      const values = withLeague(context.values, event.leagueId);
      const cleared = values !== context.values;
      const matchLeagues = cleared ? {} : context.matchLeagues;
      const matchStarts = cleared ? {} : context.matchStarts;
      return { values, matchLeagues, matchStarts, errors: remainingErrors({ ...context, matchLeagues, matchStarts }, values) };
    }),
    toggleMatch: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE_MATCH');
      const values = toggleMatch(context.values, event.matchId);
      const matchLeagues = { ...context.matchLeagues };
      const matchStarts = { ...context.matchStarts };
      const selected = values.match_ids.includes(event.matchId);
      if (selected && event.leagueId !== undefined) matchLeagues[event.matchId] = event.leagueId;
      else delete matchLeagues[event.matchId];
      if (selected && event.startsAt !== undefined) matchStarts[event.matchId] = event.startsAt;
      else delete matchStarts[event.matchId];
      return { values, matchLeagues, matchStarts, errors: remainingErrors({ ...context, matchLeagues, matchStarts }, values) };
    }),
    showStepErrors: assign(({ context }, params: { step: CompetitionWizardStep }) => ({ errors: stepErrors(context, params.step) })),
    clearErrors: assign({ errors: {} }),
    resetForm: assign(({ context }) => ({
      values: context.initialValues,
      matchLeagues: {},
      matchStarts: {},
      errors: {},
      submitError: null,
      autoJoin: true,
    })),
    rememberSubmitError: assign({ submitError: 'createCompetition.errors.createFailed' }),
    toggleAutoJoin: assign(({ context }) => ({ autoJoin: !context.autoJoin })),
    updateCoins: assign(({ event }) => {
      assertEvent(event, 'UPDATE_COINS');
      return { coins: event.coins };
    }),
    rememberJoinError: assign({ joinError: 'createCompetition.errors.joinFailed' }),
    clearJoinError: assign({ joinError: null }),
    navigate: enqueueActions(({ enqueue }, intent: NavigationIntent) => requestNavigation(enqueue, intent)),
    emitJoined: emit(({ context }) => {
      const created = context.created as CreatedCompetition;
      return { type: 'joined', competitionId: created.id, entryFee: created.entry_fee } as const;
    }),
  },
}).createMachine({
  id: 'create-competition',
  context: ({ input }) => {
    const initialValues = defaultCompetitionFormValues({ ...input.initialValues, group_id: input.groupId ?? input.initialValues?.group_id ?? null });
    const withPrizeStep = input.withPrizeStep ?? false;
    return {
      steps: withPrizeStep ? fourStepWizard : threeStepWizard,
      withPrizeStep,
      initialValues,
      values: initialValues,
      matchLeagues: {},
      matchStarts: {},
      clock: input.clock ?? Date.now,
      errors: {},
      submitError: null,
      created: null,
      autoJoin: true,
      coins: input.coins,
      joinError: null,
      navigation: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'details',
      on: {
        CHANGE: { actions: 'change' },
        SELECT_LEAGUE: { actions: 'selectLeague' },
        TOGGLE_MATCH: { actions: 'toggleMatch' },
        CLOSE: { target: 'closed' },
        UPDATE_COINS: { actions: 'updateCoins' },
      },
      states: {
        // Previous is disabled on step 1: the state has no PREVIOUS transition.
        details: {
          on: {
            NEXT: [
              { guard: stepGuard('details'), target: 'matches', actions: 'clearErrors' },
              { actions: showStepErrors('details') },
            ],
          },
        },
        matches: {
          on: {
            NEXT: [
              { guard: and([stepGuard('matches'), 'hasPrizeStep']), target: 'prize', actions: 'clearErrors' },
              { guard: stepGuard('matches'), target: 'review', actions: 'clearErrors' },
              { actions: showStepErrors('matches') },
            ],
            PREVIOUS: { target: 'details', actions: 'clearErrors' },
          },
        },
        prize: {
          on: {
            NEXT: [{ guard: stepGuard('prize'), target: 'review', actions: 'clearErrors' }, { actions: showStepErrors('prize') }],
            PREVIOUS: { target: 'matches', actions: 'clearErrors' },
          },
        },
        review: {
          on: {
            SUBMIT: [{ guard: stepGuard('review'), target: '#create-competition.submitting' }, { actions: showStepErrors('review') }],
            PREVIOUS: [
              { guard: 'hasPrizeStep', target: 'prize', actions: 'clearErrors' },
              { target: 'matches', actions: 'clearErrors' },
            ],
          },
        },
      },
    },
    // Submit is disabled here: the state takes no form events.
    submitting: {
      on: { UPDATE_COINS: { actions: 'updateCoins' } },
      entry: assign({ submitError: null }),
      invoke: {
        id: 'createCompetition',
        src: 'createCompetition',
        input: ({ context }) => toCreatePayload(context.values, formContext(context)) as CreateCompetitionPayload,
        onDone: { target: 'awaitingCreatedModal', actions: [assign({ created: ({ event }) => event.output }), 'resetForm'] },
        onError: { target: 'editing.review', actions: 'rememberSubmitError' },
      },
    },
    // The wizard has closed and reset to step 1; the Created modal opens after 300 ms.
    awaitingCreatedModal: {
      after: { createdModalDelay: 'createdModal' },
      on: { UPDATE_COINS: { actions: 'updateCoins' } },
    },
    createdModal: {
      on: {
        TOGGLE_AUTO_JOIN: { actions: 'toggleAutoJoin' },
        UPDATE_COINS: { actions: 'updateCoins' },
        GO_TO_COMPETITION: [
          { guard: 'wantsToJoin', target: 'joinConfirmation' },
          { target: 'done', actions: { type: 'navigate', params: ({ context }) => ({ name: 'competition', competitionId: (context.created as CreatedCompetition).id }) } },
        ],
        CLOSE: { target: 'closed' },
      },
    },
    joinConfirmation: {
      on: {
        CONFIRM_JOIN: [{ guard: 'cannotAffordEntry', target: 'done', actions: { type: 'navigate', params: { name: 'coinsRequired' } } }, { target: 'joining' }],
        CANCEL_JOIN: { target: 'createdModal', actions: 'clearJoinError' },
        UPDATE_COINS: { actions: 'updateCoins' },
      },
    },
    joining: {
      entry: 'clearJoinError',
      // Coins change in every open state: the app reports purchases and the join's own deduction.
      on: { UPDATE_COINS: { actions: 'updateCoins' } },
      invoke: {
        id: 'joinCompetition',
        src: 'joinCompetition',
        input: ({ context }) => ({ competitionId: (context.created as CreatedCompetition).id }),
        onDone: {
          target: 'done',
          actions: [
            'emitJoined',
            {
              type: 'navigate',
              params: ({ context }) => {
                const created = context.created as CreatedCompetition;
                return { name: 'competitionPlay', competitionId: created.id, fantasy: created.type === COMPETITION_TYPE.fantasy };
              },
            },
          ],
        },
        onError: { target: 'joinConfirmation', actions: 'rememberJoinError' },
      },
    },
    /** The machine has asked the app to go somewhere (context.navigation, also emitted). */
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});
