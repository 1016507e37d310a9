import type { Formation } from '../../rules/fantasy-types.ts';
import type { AddPlayerRejection, SavedTeamSetup, Squad, SquadPlayer, SquadSaveHint, TeamSetupErrorMessage, TeamSetupPayload } from '../../rules/squad.ts';
import type { ApiFailure } from '../shared/api-failure.ts';
import type { CompetitionState } from '../join-competition/types.ts';
import type { NavigateEmitted } from '../shared/navigation.ts';

export interface SquadEditorInput {
  readonly competitionId: number;
  /** The competition's budget in millions; none (null, undefined, 0) means 30 million. */
  readonly budget?: number | null;
  /** Team setup is read-only unless the competition is upcoming. */
  readonly competitionState: CompetitionState;
  /** The squad from GET team-setup, if the user has one. */
  readonly savedSquad?: SavedTeamSetup<SquadPlayer> | null;
}

export interface SaveTeamSetupInput {
  readonly competitionId: number;
  readonly payload: TeamSetupPayload;
}

/**
 * What the `saveTeamSetup` actor rejects with: the shared ApiFailure plus the response's errors object
 * (key → message or messages) when the server sent one; without it the failure is generic.
 */
export interface TeamSetupSaveFailure extends ApiFailure {
  readonly errors?: Readonly<Record<string, string | readonly string[]>> | null;
}

/** One server error per key; the view shows one toast each. */
export interface SquadServerError {
  readonly key: string;
  /** The server's message for the key, when it sent one. */
  readonly message: string | null;
  /** The catalogue's translation key for known keys (competitions-and-groups.md §8). */
  readonly translationKey: TeamSetupErrorMessage | null;
}

export interface SquadEditorContext {
  readonly competitionId: number;
  /** Budget in millions after the 30 million default. */
  readonly budget: number;
  readonly readOnly: boolean;
  readonly squad: Squad;
  /** The squad as last loaded or saved, to tell whether there are unsaved changes. */
  readonly savedSquad: Squad;
  /** Unsaved changes: drives the leave warning and the browser unload prompt. */
  readonly dirty: boolean;
  /** The formation waiting for the reset confirmation. */
  readonly pendingFormation: Formation | null;
  /** Why the last add was refused (translation key), until the next successful edit. */
  readonly rejection: AddPlayerRejection | null;
  /** Save-button hints, shown for 2 seconds. */
  readonly hints: readonly SquadSaveHint[];
  readonly serverErrors: readonly SquadServerError[];
  readonly saveError: 'squad.errors.saveFailed' | null;
  /** Where the user asked to go; emitted as `navigate` once leaving is allowed. */
  readonly leavePath: string | null;
}

export type SquadEditorEvent =
  | { readonly type: 'SELECT_FORMATION'; readonly formation: Formation }
  | { readonly type: 'CONFIRM_FORMATION' }
  | { readonly type: 'CANCEL_FORMATION' }
  /** Selecting a player: adds him to his position group, or toggles him off when already chosen. */
  | { readonly type: 'TOGGLE_PLAYER'; readonly player: SquadPlayer }
  | { readonly type: 'REMOVE_PLAYER'; readonly playerId: number }
  | { readonly type: 'SET_CAPTAIN'; readonly playerId: number }
  | { readonly type: 'MAKE_SUBSTITUTE'; readonly playerId: number }
  | { readonly type: 'SAVE' }
  /** The user tries to leave the page for `path`; asks for confirmation when there are unsaved changes. */
  | { readonly type: 'REQUEST_LEAVE'; readonly path: string }
  | { readonly type: 'CONFIRM_LEAVE' }
  | { readonly type: 'CANCEL_LEAVE' };

export type SquadEditorEmitted = NavigateEmitted;
