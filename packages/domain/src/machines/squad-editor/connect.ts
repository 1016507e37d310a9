import type { SnapshotFrom } from 'xstate';
import { formations, positions, type Formation, type Position } from '../../rules/fantasy-types.ts';
import {
  canSaveSquad,
  captainId,
  playersInPosition,
  remainingBudget,
  slotsLeft,
  spentBudget,
  SQUAD_SIZE,
  squadSlots,
  starterCounts,
  substituteIds,
  type AddPlayerRejection,
  type SquadPlayer,
  type SquadSaveHint,
} from '../../rules/squad.ts';
import type { squadEditorMachine } from './machine.ts';
import type { SquadServerError } from './types.ts';

/**
 * The squad editor's resting states as the team-setup page shows them. The lineup's `ready` sub-states are idle,
 * showingHints, saved and failed; confirmingLeave (the leave guard's dialog) and left (the page is going) win over
 * the lineup's state.
 */
export type SquadEditorStatus = 'idle' | 'showingHints' | 'saved' | 'failed' | 'confirmingFormation' | 'saving' | 'confirmingLeave' | 'left';

/** Every status the page can show, in the flow's order. */
export const squadEditorStatuses: readonly SquadEditorStatus[] = [
  'idle',
  'showingHints',
  'saved',
  'failed',
  'confirmingFormation',
  'saving',
  'confirmingLeave',
  'left',
];

/** A squad player with his role: starter or substitute of his group, captain or not. */
export type SquadLineupPlayer<P extends SquadPlayer = SquadPlayer> = P & {
  readonly isStarter: boolean;
  readonly isSubstitute: boolean;
  readonly isCaptain: boolean;
};

/** One position group (a line of the pitch), in lineup order. */
export interface SquadLineView<P extends SquadPlayer = SquadPlayer> {
  readonly position: Position;
  /** The group's players in lineup order: the starters, then the substitute. */
  readonly players: readonly SquadLineupPlayer<P>[];
  readonly starters: readonly SquadLineupPlayer<P>[];
  /** The group's bench: its substitute (a loaded squad with too many players in a group shows the extras here too). */
  readonly substitutes: readonly SquadLineupPlayer<P>[];
  /** Starters the formation asks for (0 without a formation). */
  readonly starterSlots: number;
  /** Starters plus one substitute (0 without a formation). */
  readonly slots: number;
  /** Starter places still empty (placeholders on the pitch). */
  readonly emptyStarterSlots: number;
  /** Bench places still empty (0 or 1). */
  readonly emptySubstituteSlots: number;
  /** Free places in the group (slotsLeft). */
  readonly slotsLeft: number;
}

export interface SquadEditorView<P extends SquadPlayer = SquadPlayer> {
  readonly status: SquadEditorStatus;
  readonly formation: Formation | null;
  /** The formation waiting for the reset confirmation. */
  readonly pendingFormation: Formation | null;
  /** The six legal formations, in the picker's order. */
  readonly formations: readonly Formation[];
  /** Millions. */
  readonly budget: number;
  readonly spent: number;
  /** Budget minus spent; negative when over budget. */
  readonly remaining: number;
  readonly overBudget: boolean;
  /** Goalkeepers, defenders, midfielders, attackers. */
  readonly lines: readonly SquadLineView<P>[];
  readonly playerCount: number;
  /** 15. */
  readonly squadSize: number;
  readonly captainId: number | null;
  /** The competition is not upcoming: nothing can change. */
  readonly readOnly: boolean;
  /** Players, formation and captain can change now (not read-only, no dialog open, not saving). */
  readonly canEdit: boolean;
  readonly dirty: boolean;
  /** The squad meets the save rules (formation, 15 players, within budget); Save with it false shows the hints. */
  readonly canSave: boolean;
  readonly isSaving: boolean;
  /** The formation-change confirmation is open. */
  readonly isConfirmingFormation: boolean;
  /** The leave confirmation is open. */
  readonly isConfirmingLeave: boolean;
  /** Save-button hints (translation keys), for 2 seconds after a refused Save. */
  readonly hints: readonly SquadSaveHint[];
  /** One per server error key (one toast each). */
  readonly serverErrors: readonly SquadServerError[];
  /** The generic save failure (translation key) when the server sent no errors object. */
  readonly saveError: 'squad.errors.saveFailed' | null;
  /** Why the last add was refused (translation key). */
  readonly rejection: AddPlayerRejection | null;
  /** Where the user asked to go (while confirming the leave, and once left). */
  readonly leavePath: string | null;
}

type SquadEditorSnapshot = SnapshotFrom<typeof squadEditorMachine>;

function statusOf(snapshot: SquadEditorSnapshot): SquadEditorStatus {
  if (snapshot.matches('left')) return 'left';
  if (snapshot.matches({ editing: { leaveGuard: 'confirmingLeave' } })) return 'confirmingLeave';
  if (snapshot.matches({ editing: { lineup: 'confirmingFormation' } })) return 'confirmingFormation';
  if (snapshot.matches({ editing: { lineup: 'saving' } })) return 'saving';
  for (const status of ['showingHints', 'saved', 'failed'] as const) {
    if (snapshot.matches({ editing: { lineup: { ready: status } } })) return status;
  }
  return 'idle';
}

/**
 * The squad editor's snapshot → the team-setup page's props (zag-style connect). `P` is the player shape the app
 * put into the squad (e.g. the ui package's FantasyPlayerView): the machine keeps the objects it was given.
 */
export function connectSquadEditor<P extends SquadPlayer = SquadPlayer>(snapshot: SquadEditorSnapshot): SquadEditorView<P> {
  const status = statusOf(snapshot);
  const { squad, budget, readOnly, dirty, pendingFormation, hints, serverErrors, saveError, rejection, leavePath } = snapshot.context;
  const captain = captainId(squad);
  const substitutes = new Set(substituteIds(squad));
  const starters = squad.formation ? starterCounts(squad.formation) : null;
  const slots = squad.formation ? squadSlots(squad.formation) : null;
  const lines = positions.map((position): SquadLineView<P> => {
    const starterSlots = starters ? starters[position] : 0;
    const groupSlots = slots ? slots[position] : 0;
    const players = playersInPosition(squad, position).map(
      (player, index): SquadLineupPlayer<P> => ({
        // The machine stores the objects the app gave it; P is their shape.
        ...(player as P),
        isStarter: starters ? index < starterSlots : true,
        isSubstitute: substitutes.has(player.id),
        isCaptain: squad.captainIds.includes(player.id),
      }),
    );
    const lineStarters = players.filter((player) => player.isStarter);
    return {
      position,
      players,
      starters: lineStarters,
      substitutes: players.filter((player) => !player.isStarter),
      starterSlots,
      slots: groupSlots,
      emptyStarterSlots: Math.max(0, starterSlots - lineStarters.length),
      emptySubstituteSlots: Math.max(0, groupSlots - starterSlots - (players.length - lineStarters.length)),
      slotsLeft: slotsLeft(squad, position),
    };
  });
  const remaining = remainingBudget(squad, budget);
  const isConfirmingFormation = snapshot.matches({ editing: { lineup: 'confirmingFormation' } });
  const isConfirmingLeave = status === 'confirmingLeave';
  const isSaving = snapshot.matches({ editing: { lineup: 'saving' } });
  return {
    status,
    formation: squad.formation,
    pendingFormation,
    formations,
    budget,
    spent: spentBudget(squad),
    remaining,
    overBudget: remaining < 0,
    lines,
    playerCount: squad.players.length,
    squadSize: SQUAD_SIZE,
    captainId: captain,
    readOnly,
    canEdit: !readOnly && status !== 'left' && snapshot.matches({ editing: { lineup: 'ready' } }) && !isConfirmingLeave,
    dirty,
    canSave: canSaveSquad(squad, budget),
    isSaving,
    isConfirmingFormation,
    isConfirmingLeave,
    hints,
    serverErrors,
    saveError,
    rejection,
    leavePath,
  };
}
