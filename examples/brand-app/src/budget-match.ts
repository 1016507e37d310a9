import type { PredictionPanelMatch } from '@hadaf/ui/matches';

/** One upcoming match with its score bet, as GET /v2/games would give it. */
export const budgetMatch: PredictionPanelMatch = {
  id: 1,
  season: { name: '2026/27', competition: { id: 1, name: 'Premier League', logo: null } },
  match: {
    start: '2030-01-01T18:00:00Z',
    state: { code: 'NOT_STARTED', name: 'Not Started', flags: ['predictable'] },
    minute: null,
    home_goals: null,
    away_goals: null,
    home_team: { name: 'Al Ahly', logo: null },
    away_team: { name: 'Zamalek', logo: null },
  },
  bets: [],
  game_score_bet: { id: 1, type: 'game-score', active: true, points: 5, current_user_prediction: null },
};
