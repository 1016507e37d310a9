import type { PanelMatch, PredictionValues } from '@hadaf/domain';
import type { components } from '../generated/schema.ts';

type MatchItem = components['schemas']['MatchItem'];
type Bet = components['schemas']['Bet'];

function predictionValue(bet: Bet): PredictionValues[string] | undefined {
  const value = bet.current_user_prediction?.value;
  return value === undefined || value === null ? undefined : value;
}

/** The API's match (GET /v2/games) as the domain's prediction-panel machine sees it (MATCH_SELECTED). */
export function toPanelMatch(item: MatchItem): PanelMatch {
  const bets = [...(item.game_score_bet ? [item.game_score_bet] : []), ...item.bets];
  const predictions: Record<string, PredictionValues[string]> = {};
  for (const bet of bets) {
    const value = predictionValue(bet);
    if (value !== undefined) predictions[bet.id] = value;
  }
  return { id: item.id, kickOff: item.match.start, flags: item.match.state.flags, bets: bets.map((bet) => ({ id: bet.id, active: bet.active })), predictions };
}
