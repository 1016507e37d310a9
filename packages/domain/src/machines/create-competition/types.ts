import type { CompetitionFormErrors, CompetitionFormValues, CompetitionType, CompetitionWizardStep, CreateCompetitionPayload } from '../../rules/competition-form.ts';
import type { NavigateEmitted, NavigationIntent } from '../shared/navigation.ts';

export interface CreateCompetitionInput {
  /** The user's coins: the auto-join checkbox shows only when coins ≥ entry fee. */
  readonly coins: number;
  /** Set when the wizard opens inside a group (/groups/{id}/competitions/create). */
  readonly groupId?: number | null;
  /** The four-step reading (Details, Select Matches, Prize, Review); three steps when false or absent. */
  readonly withPrizeStep?: boolean;
  /** Starting values, e.g. the type of the lobby the wizard was opened from. */
  readonly initialValues?: Partial<CompetitionFormValues>;
  /** The clock the start rules read (milliseconds); the app gives the server's, tests fix it. Date.now by default. */
  readonly clock?: () => number;
}

/** What POST /v2/competitions returns, as far as the wizard needs it. */
export interface CreatedCompetition {
  readonly id: number;
  readonly type: CompetitionType;
  readonly entry_fee: number;
  readonly [key: string]: unknown;
}

export interface JoinCreatedCompetitionInput {
  readonly competitionId: number;
}

export interface CreateCompetitionContext {
  readonly steps: readonly CompetitionWizardStep[];
  readonly withPrizeStep: boolean;
  /** The values a reset returns to. */
  readonly initialValues: CompetitionFormValues;
  readonly values: CompetitionFormValues;
  /** League id per selected match id, for the same-league rule of fantasy. */
  readonly matchLeagues: Readonly<Record<number, number>>;
  /** Kick-off (ISO) per selected match id: the first one must leave time for review and joins. */
  readonly matchStarts: Readonly<Record<number, string>>;
  readonly clock: () => number;
  /** Field errors shown after a refused Next or Submit (translation keys). */
  readonly errors: CompetitionFormErrors;
  readonly submitError: 'createCompetition.errors.createFailed' | null;
  readonly created: CreatedCompetition | null;
  readonly autoJoin: boolean;
  readonly coins: number;
  readonly joinError: 'createCompetition.errors.joinFailed' | null;
  readonly navigation: NavigationIntent | null;
}

type EditableValues = Omit<CompetitionFormValues, 'fantasy_competition_id' | 'match_ids' | 'group_id'>;

export type CreateCompetitionEvent =
  /** Edits any field except the league and the matches, which have their own events. */
  | { readonly type: 'CHANGE'; readonly values: Partial<EditableValues> }
  /** Choosing a different league clears the selected matches. */
  | { readonly type: 'SELECT_LEAGUE'; readonly leagueId: number | null }
  /** Selects or unselects a match; leagueId feeds the fantasy same-league rule, startsAt the earliest-start rule. */
  | { readonly type: 'TOGGLE_MATCH'; readonly matchId: number; readonly leagueId?: number; readonly startsAt?: string }
  | { readonly type: 'NEXT' }
  | { readonly type: 'PREVIOUS' }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'CLOSE' }
  | { readonly type: 'TOGGLE_AUTO_JOIN' }
  | { readonly type: 'GO_TO_COMPETITION' }
  | { readonly type: 'CONFIRM_JOIN' }
  | { readonly type: 'CANCEL_JOIN' }
  | { readonly type: 'UPDATE_COINS'; readonly coins: number };

export type CreateCompetitionEmitted =
  | NavigateEmitted
  /** The created competition was joined; the app tracks the event and updates coins. */
  | { readonly type: 'joined'; readonly competitionId: number; readonly entryFee: number };

export type { CreateCompetitionPayload };
