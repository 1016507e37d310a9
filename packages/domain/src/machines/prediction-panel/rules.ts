import { isPredictionLocked } from '../../rules/prediction-lock.ts';
import type { PanelMatch, PredictionValues, SavePredictionsInput } from './types.ts';

/** A match takes predictions only with the 'predictable' flag and an active bet (platform.md §2). */
export function acceptsPredictions(match: PanelMatch): boolean {
  return match.flags.includes('predictable') && match.bets.some((bet) => bet.active);
}

/** Closed to new predictions: not predictable, or within an hour of kick-off by the server clock. */
export function isMatchClosed(match: PanelMatch, now: number): boolean {
  return !acceptsPredictions(match) || isPredictionLocked(match.kickOff, now);
}

export function toSavePayload(matchId: number, predictions: PredictionValues): SavePredictionsInput {
  return { game_id: matchId, bets: Object.entries(predictions).map(([betId, value]) => ({ bet_id: Number(betId), value })) };
}
