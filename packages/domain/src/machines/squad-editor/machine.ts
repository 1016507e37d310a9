import { and, assertEvent, assign, emit, setup } from 'xstate';
import {
  canSaveSquad,
  changeFormation,
  formationChangeNeedsConfirmation,
  makeSubstitute,
  removePlayer,
  setCaptain,
  squadBudget,
  squadFromTeamSetup,
  squadSaveHints,
  teamSetupErrorMessage,
  toTeamSetupPayload,
  togglePlayer,
  type Squad,
  type TeamSetupPayload,
} from '../../rules/squad.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { SaveTeamSetupInput, SquadEditorContext, SquadEditorEmitted, SquadEditorEvent, SquadEditorInput, SquadServerError } from './types.ts';

/** Save-button hints stay up this long (competitions-and-groups.md §9). */
export const SAVE_HINT_DURATION_MS = 2000;

/** What the save would send, as a comparable string: the squad is dirty when it differs from the saved one. */
function lineupKey(squad: Squad): string {
  return JSON.stringify([squad.formation, squad.players.map((player) => player.id), squad.captainIds]);
}

function withSquad(context: SquadEditorContext, squad: Squad): Partial<SquadEditorContext> {
  return { squad, dirty: lineupKey(squad) !== lineupKey(context.savedSquad), rejection: null };
}

/** One entry per key of the response's errors object; none means the failure was generic. */
export function readServerErrors(error: unknown): SquadServerError[] {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return [];
  const errors = (error as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors as Record<string, unknown>).map(([key, value]) => {
    const first = Array.isArray(value) ? value[0] : value;
    return { key, message: typeof first === 'string' ? first : null, translationKey: teamSetupErrorMessage(key) };
  });
}

function saveFailure(error: unknown): Pick<SquadEditorContext, 'serverErrors' | 'saveError'> {
  const serverErrors = readServerErrors(error);
  return { serverErrors, saveError: serverErrors.length === 0 ? 'squad.errors.saveFailed' : null };
}

/**
 * The fantasy squad builder (competitions-and-groups.md §2, §4, §5, §8): formation, players by
 * position group, captain, budget, save hints for 2 s, saving with per-key server errors, read-only
 * outside upcoming competitions, and a leave guard while there are unsaved changes. The app provides
 * `saveTeamSetup`.
 */
export const squadEditorMachine = setup({
  types: {
    context: {} as SquadEditorContext,
    events: {} as SquadEditorEvent,
    input: {} as SquadEditorInput,
    emitted: {} as SquadEditorEmitted,
  },
  actors: {
    saveTeamSetup: notProvided<unknown, SaveTeamSetupInput>('saveTeamSetup'),
  },
  delays: {
    hintDuration: SAVE_HINT_DURATION_MS,
  },
  guards: {
    canEdit: ({ context }) => !context.readOnly,
    formationNeedsConfirmation: ({ context, event }) => event.type === 'SELECT_FORMATION' && formationChangeNeedsConfirmation(context.squad, event.formation),
    canSave: ({ context }) => canSaveSquad(context.squad, context.budget),
    isDirty: ({ context }) => context.dirty,
  },
  actions: {
    selectFormation: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_FORMATION');
      return withSquad(context, changeFormation(context.squad, event.formation));
    }),
    askFormationConfirmation: assign(({ event }) => {
      assertEvent(event, 'SELECT_FORMATION');
      return { pendingFormation: event.formation };
    }),
    applyPendingFormation: assign(({ context }) => ({
      ...(context.pendingFormation ? withSquad(context, changeFormation(context.squad, context.pendingFormation)) : {}),
      pendingFormation: null,
    })),
    dropPendingFormation: assign({ pendingFormation: null }),
    togglePlayer: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE_PLAYER');
      const result = togglePlayer(context.squad, event.player);
      return result.ok ? withSquad(context, result.squad) : { rejection: result.reason };
    }),
    removePlayer: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE_PLAYER');
      return withSquad(context, removePlayer(context.squad, event.playerId));
    }),
    setCaptain: assign(({ context, event }) => {
      assertEvent(event, 'SET_CAPTAIN');
      return withSquad(context, setCaptain(context.squad, event.playerId));
    }),
    makeSubstitute: assign(({ context, event }) => {
      assertEvent(event, 'MAKE_SUBSTITUTE');
      return withSquad(context, makeSubstitute(context.squad, event.playerId));
    }),
    showHints: assign(({ context }) => ({ hints: squadSaveHints(context.squad, context.budget) })),
    clearHints: assign({ hints: [] }),
    clearSaveResult: assign({ serverErrors: [], saveError: null }),
    markSaved: assign(({ context }) => ({ savedSquad: context.squad, dirty: false })),
    rememberLeavePath: assign(({ event }) => {
      assertEvent(event, 'REQUEST_LEAVE');
      return { leavePath: event.path };
    }),
    forgetLeavePath: assign({ leavePath: null }),
    emitNavigate: emit(({ context }) => ({ type: 'navigate', intent: { name: 'continueTo', path: context.leavePath ?? '' } }) as const),
  },
}).createMachine({
  id: 'squad-editor',
  context: ({ input }) => {
    const squad = squadFromTeamSetup(input.savedSquad);
    return {
      competitionId: input.competitionId,
      budget: squadBudget(input.budget),
      readOnly: input.competitionState !== 'upcoming',
      squad,
      savedSquad: squad,
      dirty: false,
      pendingFormation: null,
      rejection: null,
      hints: [],
      serverErrors: [],
      saveError: null,
      leavePath: null,
    };
  },
  initial: 'editing',
  states: {
    // Read-only (competition not upcoming) is `context.readOnly`: every edit and Save is refused by the
    // canEdit guard, so `snapshot.can(...)` is false for them and leaving never asks (nothing is dirty).
    editing: {
      type: 'parallel',
      states: {
        lineup: {
          initial: 'ready',
          states: {
            ready: {
              initial: 'idle',
              on: {
                SELECT_FORMATION: [
                  { guard: and(['canEdit', 'formationNeedsConfirmation']), target: 'confirmingFormation', actions: 'askFormationConfirmation' },
                  { guard: 'canEdit', target: '.idle', actions: 'selectFormation' },
                ],
                TOGGLE_PLAYER: { guard: 'canEdit', target: '.idle', actions: 'togglePlayer' },
                REMOVE_PLAYER: { guard: 'canEdit', target: '.idle', actions: 'removePlayer' },
                SET_CAPTAIN: { guard: 'canEdit', target: '.idle', actions: 'setCaptain' },
                MAKE_SUBSTITUTE: { guard: 'canEdit', target: '.idle', actions: 'makeSubstitute' },
                SAVE: [
                  { guard: and(['canEdit', 'canSave']), target: 'saving' },
                  { guard: 'canEdit', target: '.showingHints', actions: 'showHints' },
                ],
              },
              states: {
                idle: {},
                showingHints: {
                  after: { hintDuration: 'idle' },
                  exit: 'clearHints',
                },
                /** The view shows the 'lineup saved' toast on entry. */
                saved: {},
                /** One toast per server error key, or the generic message. */
                failed: {},
              },
            },
            confirmingFormation: {
              on: {
                CONFIRM_FORMATION: { target: 'ready', actions: 'applyPendingFormation' },
                CANCEL_FORMATION: { target: 'ready', actions: 'dropPendingFormation' },
              },
            },
            saving: {
              entry: 'clearSaveResult',
              invoke: {
                id: 'saveTeamSetup',
                src: 'saveTeamSetup',
                input: ({ context }) => ({ competitionId: context.competitionId, payload: toTeamSetupPayload(context.squad) as TeamSetupPayload }),
                onDone: { target: 'ready.saved', actions: 'markSaved' },
                onError: { target: 'ready.failed', actions: assign(({ event }) => saveFailure(event.error)) },
              },
            },
          },
        },
        leaveGuard: {
          initial: 'staying',
          states: {
            staying: {
              on: {
                REQUEST_LEAVE: [
                  { guard: 'isDirty', target: 'confirmingLeave', actions: 'rememberLeavePath' },
                  { target: '#squad-editor.left', actions: 'rememberLeavePath' },
                ],
              },
            },
            confirmingLeave: {
              on: {
                CONFIRM_LEAVE: { target: '#squad-editor.left' },
                CANCEL_LEAVE: { target: 'staying', actions: 'forgetLeavePath' },
              },
            },
          },
        },
      },
    },
    left: { type: 'final', entry: 'emitNavigate' },
  },
});
