/**
 * Where scoring leaves a prediction's points: answer_points holds one row per (bet, answer), so a prediction's
 * points are its answer's. Joined to predictions aliased `p` as `a`; a.points is null until the match is scored.
 * (A predictor's total on a scored match is kept by scoring itself, in prediction_totals: what the rankings read.)
 */
export const joinPredictionPoints = 'LEFT JOIN answer_points a ON a.bet_id = p.bet_id AND a.value = p.value';
