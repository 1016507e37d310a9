import type { ScoreValue } from '../../rules/classic-points.ts';
import type { Instant } from '../../rules/instant.ts';

/** Why the user may not predict yet; each leads the app to a different prompt. */
export type PredictionEligibility = 'allowed' | 'visitor' | 'notJoined' | 'phoneUnverified';

/** The contract's PredictionValue: an answer's value (yes/no and lists), a count, or the score bet's {home_goals, away_goals}. */
export type BetValue = string | number | ScoreValue;

/** A bet's chosen value, keyed by the bet id. */
export type PredictionValues = Readonly<Record<string, BetValue>>;

export interface PanelBet {
  readonly id: number;
  readonly active: boolean;
}

export interface PanelMatch {
  readonly id: number;
  readonly kickOff: Instant;
  /** The match state's flags; predictions need 'predictable' among them. */
  readonly flags: readonly string[];
  readonly bets: readonly PanelBet[];
  /** What the user already predicted, as the server knows it. */
  readonly predictions?: PredictionValues;
}

/** A prediction made while the user could not predict, kept locally as preserved_predictions. */
export interface PreservedPredictions {
  readonly matchId: number;
  readonly predictions: PredictionValues;
}

export interface PredictionPanelInput {
  /** The server's clock now; the device clock can be wound back to beat the lock. */
  readonly now: Instant;
  readonly eligibility: PredictionEligibility;
  readonly autoNavigate: boolean;
  readonly preserved?: PreservedPredictions | null;
  readonly match?: PanelMatch | null;
}

export interface PredictionPanelContext {
  readonly match: PanelMatch | null;
  /** Server time in epoch milliseconds. */
  readonly now: number;
  readonly eligibility: PredictionEligibility;
  readonly autoNavigate: boolean;
  readonly predictions: PredictionValues;
  readonly preserved: PreservedPredictions | null;
}

export type PredictionPanelEvent =
  | { readonly type: 'MATCH_SELECTED'; readonly match: PanelMatch }
  | { readonly type: 'MATCH_CLEARED' }
  | { readonly type: 'BET_CHANGED'; readonly betId: number; readonly value: BetValue }
  | { readonly type: 'SUBMIT' }
  /** The server clock moved on; the caller ticks it (e.g. each minute). */
  | { readonly type: 'CLOCK_TICKED'; readonly now: Instant }
  | { readonly type: 'ELIGIBILITY_CHANGED'; readonly eligibility: PredictionEligibility }
  | { readonly type: 'AUTO_NAVIGATE_CHANGED'; readonly enabled: boolean };

export type PredictionPanelEmitted =
  /** Persist (or, with null, forget) preserved_predictions in local storage. */
  | { readonly type: 'preservedPredictionsChanged'; readonly preserved: PreservedPredictions | null }
  /** The user tried to predict but must first log in, join or verify their phone. */
  | { readonly type: 'predictionBlocked'; readonly reason: Exclude<PredictionEligibility, 'allowed'> }
  | { readonly type: 'predictionSaved'; readonly matchId: number }
  /** Auto-navigate is on: the app selects the match after this one. */
  | { readonly type: 'nextMatchRequested'; readonly afterMatchId: number };

/** POST /v2/predictions/multiple. */
export interface SavePredictionsInput {
  readonly game_id: number;
  readonly bets: ReadonlyArray<{ readonly bet_id: number; readonly value: BetValue }>;
}
