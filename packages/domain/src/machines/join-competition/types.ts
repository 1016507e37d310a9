import type { NavigateEmitted, NavigationIntent } from '../shared/navigation.ts';

export type CompetitionState = 'upcoming' | 'running' | 'past';

/** The parts of a competition the join flow reads and updates. */
export interface JoinableCompetition {
  readonly id: number;
  /** 1 prediction, 2 fantasy. */
  readonly type: 1 | 2;
  readonly state: CompetitionState;
  readonly entry_fee: number;
  readonly joined: boolean;
  /** max null: no seat limit. */
  readonly participants: { readonly current: number; readonly min: number; readonly max: number | null };
}

/** The signed-in user as the join flow needs them; null for a visitor. */
export interface JoiningUser {
  readonly coins: number;
  /** Required to join any competition (platform.md §4); the caller applies the rule. */
  readonly needsPhoneVerification: boolean;
}

export interface JoinCompetitionInput {
  readonly competition: JoinableCompetition;
  readonly user: JoiningUser | null;
  readonly joinedCompetitionIds: readonly number[];
  /** The page the user is on, to come back to after registering or verifying. */
  readonly currentPath: string;
}

export type JoinError = 'join-failed' | 'leave-failed';

export interface JoinCompetitionContext {
  readonly competition: JoinableCompetition;
  readonly user: JoiningUser | null;
  readonly joinedCompetitionIds: readonly number[];
  readonly currentPath: string;
  /** Coins still missing for the entry fee, shown by the 'You need more coins!' modal. */
  readonly remainingCoins: number;
  readonly error: JoinError | null;
  readonly navigation: NavigationIntent | null;
}

export type JoinCompetitionEvent =
  | { readonly type: 'JOIN' }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'GO_TO_PAYMENT' }
  | { readonly type: 'GO_TO_MATCHES' }
  | { readonly type: 'CLOSE' }
  | { readonly type: 'WITHDRAW' }
  | { readonly type: 'JOIN_ANOTHER' }
  | { readonly type: 'USER_UPDATED'; readonly user: JoiningUser | null };

/** What changed, so the app can update its lists, the wallet and the joined ids. */
export interface MembershipChange {
  readonly competitionId: number;
  readonly coins: number;
  readonly participants: number;
  readonly joinedCompetitionIds: readonly number[];
}

export type JoinCompetitionEmitted =
  | NavigateEmitted
  | ({ readonly type: 'joined' } & MembershipChange)
  /** The app refreshes the list and the season competitions (competitions §2). */
  | ({ readonly type: 'left' } & MembershipChange);

export interface MembershipCallInput {
  readonly competitionId: number;
}

/** POST /v2/competitions/{id}/join "updates coins": the balance, when the server sends one. */
export interface JoinOutput {
  readonly coins?: number;
}
