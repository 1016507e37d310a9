import { parseWholeNumber } from './score-input.ts';

/**
 * Classic (prediction) points, competitions-and-groups.md §9: "correct winner +3, exact score +7,
 * bonus variable". An exact score already implies the winner, so it earns 7, not 7 + 3
 * (see docs/decisions/domain-rules.md).
 */
export const CLASSIC_POINTS = { exactScore: 7, correctOutcome: 3, miss: 0 } as const;

/** The main score bet's type (platform.md §9). */
export const GAME_SCORE_BET_TYPE = 'game-score';

export const betQuestionTypes = ['YES_NO', 'SELECT_LIST', 'COUNTER'] as const;
export type BetQuestionType = (typeof betQuestionTypes)[number];

export interface ScoreValue {
  home_goals: number;
  away_goals: number;
}

export type MatchOutcome = 'home' | 'draw' | 'away';

export function matchOutcome(score: ScoreValue): MatchOutcome {
  if (score.home_goals > score.away_goals) return 'home';
  return score.home_goals < score.away_goals ? 'away' : 'draw';
}

/** Reads a score strictly (whole goal counts, digit strings allowed); null when it is not one. */
export function parseScore(value: unknown): ScoreValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const home_goals = parseWholeNumber(record.home_goals);
  const away_goals = parseWholeNumber(record.away_goals);
  return home_goals === null || away_goals === null ? null : { home_goals, away_goals };
}

/**
 * 7 for the exact score, 3 for the right winner or draw, otherwise 0. A missing or malformed
 * prediction scores 0, and so does a malformed result (never score against a guessed result).
 */
export function scoreBetPoints(prediction: unknown, result: unknown): number {
  const predicted = parseScore(prediction);
  const actual = parseScore(result);
  if (predicted === null || actual === null) return CLASSIC_POINTS.miss;
  if (predicted.home_goals === actual.home_goals && predicted.away_goals === actual.away_goals) return CLASSIC_POINTS.exactScore;
  return matchOutcome(predicted) === matchOutcome(actual) ? CLASSIC_POINTS.correctOutcome : CLASSIC_POINTS.miss;
}

export type BonusAnswer = string | number | boolean;

export interface BonusBet {
  question_type: BetQuestionType;
  /** The points a correct answer earns. */
  points: number;
}

/** Answer values arrive as numbers from the API and as strings from form controls: compare their text. */
function sameAnswerValue(a: BonusAnswer, b: BonusAnswer): boolean {
  return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
}

/**
 * A bonus question earns its bet's points when answered correctly: YES_NO and SELECT_LIST by the
 * answer's value, COUNTER by the exact whole number. Anything else earns 0.
 */
export function bonusBetPoints(bet: BonusBet, prediction: unknown, correct: BonusAnswer): number {
  if (prediction === null || prediction === undefined || typeof prediction === 'object') return 0;
  const answer = prediction as BonusAnswer;
  let right: boolean;
  if (bet.question_type === 'COUNTER') {
    const predicted = parseWholeNumber(answer);
    right = predicted !== null && predicted === parseWholeNumber(correct);
  } else {
    right = sameAnswerValue(answer, correct);
  }
  return right ? bet.points : 0;
}

export type BetId = string | number;

/** A bet with its settled outcome: the final score for the score bet, the right answer for a bonus; null while unsettled. */
export interface SettledBet {
  id: BetId;
  type: string;
  question_type?: BetQuestionType;
  points: number;
  outcome: ScoreValue | BonusAnswer | null;
}

/** One prediction as the API stores it (platform.md §3, prediction payload item). */
export interface PredictionItem {
  bet_id: BetId;
  value: unknown;
}

export interface BetPoints {
  betId: BetId;
  points: number;
  /** False while the bet has no outcome yet; such a bet contributes 0. */
  settled: boolean;
}

export interface MatchPoints {
  /** The score bet's points (0, 3 or 7). */
  score: number;
  /** The sum of the bonus bets' points. */
  bonus: number;
  total: number;
  bets: BetPoints[];
}

/** One bet's points for one predicted value (0 while the bet is unsettled). */
export function pointsForBet(bet: SettledBet, prediction: unknown): number {
  if (bet.outcome === null) return 0;
  if (bet.type === GAME_SCORE_BET_TYPE) return scoreBetPoints(prediction, bet.outcome);
  if (typeof bet.outcome === 'object' || bet.question_type === undefined) return 0;
  return bonusBetPoints({ question_type: bet.question_type, points: bet.points }, prediction, bet.outcome);
}

/** Scores one user's predictions for one match. Bets the user did not predict score 0. */
export function matchPredictionPoints(bets: readonly SettledBet[], predictions: readonly PredictionItem[]): MatchPoints {
  const byBet = new Map(predictions.map((item) => [String(item.bet_id), item.value]));
  let score = 0;
  let bonus = 0;
  const perBet = bets.map((bet): BetPoints => {
    const points = pointsForBet(bet, byBet.get(String(bet.id)));
    if (bet.type === GAME_SCORE_BET_TYPE) score += points;
    else bonus += points;
    return { betId: bet.id, points, settled: bet.outcome !== null };
  });
  return { score, bonus, total: score + bonus, bets: perBet };
}

/** What the bet helpers need of a bet: its id and its type ('game-score' for the score bet). */
interface TypedBet {
  readonly id: number;
  readonly type?: string | null;
}

/** A match's score bet: the one the API names (game_score_bet), else its bet of type 'game-score'. */
export function scoreBetOf<B extends TypedBet>(bets: readonly B[], named?: B | null): B | null {
  return named ?? bets.find((bet) => bet.type === GAME_SCORE_BET_TYPE) ?? null;
}

/** A match's bonus bets: every bet but the score bet (which the API may also list among the bets). */
export function bonusBetsOf<B extends TypedBet>(bets: readonly B[], scoreBet: TypedBet | null): B[] {
  return bets.filter((bet) => bet.type !== GAME_SCORE_BET_TYPE && bet.id !== scoreBet?.id);
}
