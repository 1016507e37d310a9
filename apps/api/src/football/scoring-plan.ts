import { matchPredictionPoints, type SettledBet } from '@hadaf/domain';

/** A stored prediction as the scorer reads it; points is null until first scored. */
export interface StoredPrediction {
  id: number;
  userId: number;
  betId: number;
  value: unknown;
  points: number | null;
}

export interface UserMatchPoints {
  userId: number;
  /** The user's points for this match after scoring. */
  total: number;
  /** Before scoring; null when the match had never been scored for this user. */
  previousTotal: number | null;
  /** What to add to the user's running total (total - previousTotal), exact to the hundredth. */
  delta: number;
}

export interface ScoringPlan {
  /** Only the predictions whose stored points change: re-running an unchanged result writes nothing. */
  updates: { id: number; points: number }[];
  users: UserMatchPoints[];
}

// Points are stored with 2 decimals; summing in hundredths keeps the totals exact (no 0.1 + 0.2 drift).
const hundredths = (points: number) => Math.round(points * 100);

/**
 * Scores every user's predictions of one match with the domain's rules and says what must change. Idempotent
 * by construction: the difference between new and stored points is applied, so a second run adds nothing and
 * a corrected result moves totals by exactly the correction.
 */
export function planScoring(bets: readonly SettledBet[], predictions: readonly StoredPrediction[]): ScoringPlan {
  const byUser = new Map<number, StoredPrediction[]>();
  for (const prediction of predictions) {
    const list = byUser.get(prediction.userId);
    if (list) list.push(prediction);
    else byUser.set(prediction.userId, [prediction]);
  }
  const updates: ScoringPlan['updates'] = [];
  const users: UserMatchPoints[] = [];
  for (const [userId, own] of byUser) {
    const scored = matchPredictionPoints(
      bets,
      own.map((prediction) => ({ bet_id: prediction.betId, value: prediction.value })),
    );
    const pointsByBet = new Map(scored.bets.map((bet) => [String(bet.betId), bet.points]));
    let newTotal = 0;
    let oldTotal = 0;
    let everScored = false;
    for (const prediction of own) {
      const points = pointsByBet.get(String(prediction.betId)) ?? 0;
      newTotal += hundredths(points);
      if (prediction.points !== null) {
        everScored = true;
        oldTotal += hundredths(prediction.points);
      }
      if (prediction.points === null || hundredths(prediction.points) !== hundredths(points)) updates.push({ id: prediction.id, points });
    }
    users.push({ userId, total: newTotal / 100, previousTotal: everScored ? oldTotal / 100 : null, delta: (newTotal - oldTotal) / 100 });
  }
  return { updates, users };
}
