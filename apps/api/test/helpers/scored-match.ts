import type { Queryable } from '../../src/platform/database/database.ts';

/**
 * A fan's answer on a match of the ranking tests and bench: one of 100, a different one per match (`salt`), worth
 * points as the classic rules spread them: half score nothing, 35 % the winner (+3), 15 % the exact score (+7).
 */
export const benchAnswerOf = (salt: number) => `jsonb_build_object('home_goals', (u.id * ${salt}) % 100, 'away_goals', 0)`;

/**
 * What scoring leaves after a final whistle, without scoring's own cost (its bench measures that): the points of
 * every answer of the bet (answer_points), each predictor's total on the match (prediction_totals, round 1, told) and
 * the match's scored_at.
 */
export async function leaveScoring(database: Queryable, played: { id: number; betId: number }): Promise<void> {
  await database.query(
    `INSERT INTO answer_points (bet_id, value, points)
     SELECT $1, jsonb_build_object('home_goals', goals, 'away_goals', 0), CASE WHEN goals < 50 THEN 0 WHEN goals < 85 THEN 3 ELSE 7 END
     FROM generate_series(0, 99) AS goals`,
    [played.betId],
  );
  await keepPredictionTotals(database, played.id);
  await database.query('UPDATE matches SET scored_at = now() WHERE id = $1', [played.id]);
}

/**
 * Each predictor's total on the match, summed from the answers' points, kept as scoring keeps it (prediction_totals;
 * told, so no notification waits): for tests that store answer_points themselves.
 */
export async function keepPredictionTotals(database: Queryable, matchId: number): Promise<void> {
  await database.query(
    `INSERT INTO prediction_totals (match_id, user_id, points, round, corrected)
     SELECT p.match_id, p.user_id, coalesce(sum(a.points), 0), 1, false
     FROM predictions p LEFT JOIN answer_points a ON a.bet_id = p.bet_id AND a.value = p.value
     WHERE p.match_id = $1 GROUP BY p.match_id, p.user_id ORDER BY p.user_id
     ON CONFLICT (match_id, user_id) DO UPDATE SET points = EXCLUDED.points`,
    [matchId],
  );
  await database.query('INSERT INTO prediction_scorings (match_id, scored_round, notified_round) VALUES ($1, 1, 1) ON CONFLICT (match_id) DO NOTHING', [matchId]);
}
