import { GAME_SCORE_BET_TYPE, parseWholeNumber, type BetQuestionType, type ScoreValue, type SettledBet } from '@hadaf/domain';
import type { FootballMessageKey } from './localized.ts';

export interface StoredAnswer {
  value: string;
  label_en: string;
  label_ar: string;
}

/** Bonus questions whose right answer follows from the final score, so a corrected result re-settles them. */
export const settleRules = ['both-teams-score', 'winning-margin', 'total-goals'] as const;
export type SettleRule = (typeof settleRules)[number];

export interface Bet {
  id: number;
  matchId: number;
  type: 'game-score' | 'bonus';
  questionType: BetQuestionType | null;
  questionEn: string | null;
  questionAr: string | null;
  answers: StoredAnswer[];
  points: number;
  active: boolean;
  activeTo: Date | null;
  correctAnswer: string | number | null;
  settleRule: SettleRule | null;
}

/** The right answer of a rule-settled question for a final score. */
export function settleAnswer(rule: SettleRule, score: ScoreValue): string | number {
  switch (rule) {
    case 'both-teams-score':
      return score.home_goals > 0 && score.away_goals > 0 ? 'yes' : 'no';
    case 'total-goals':
      return score.home_goals + score.away_goals;
    case 'winning-margin': {
      const margin = Math.abs(score.home_goals - score.away_goals);
      return margin === 0 ? 'draw' : margin >= 3 ? '3+' : String(margin);
    }
  }
}

/**
 * The bets as the domain's scoring wants them: the score bet settled by the final score, bonus bets by
 * their rule (or the admin's stored answer); null outcome while unsettled.
 */
export function settledBets(bets: readonly Bet[], score: ScoreValue | null): SettledBet[] {
  return bets.map((bet) => {
    let outcome: SettledBet['outcome'] = null;
    if (bet.type === GAME_SCORE_BET_TYPE) outcome = score;
    else if (bet.settleRule && score) outcome = settleAnswer(bet.settleRule, score);
    else outcome = bet.correctAnswer;
    return {
      id: bet.id,
      type: bet.type,
      ...(bet.questionType ? { question_type: bet.questionType } : {}),
      points: bet.points,
      outcome,
    };
  });
}

export type ValueCheck = { ok: true; value: ScoreValue | string | number } | { ok: false; message: FootballMessageKey };

/** Answers compare as trimmed, case-insensitive text, the same reading the domain's bonusBetPoints uses. */
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Validates one prediction value against its bet (platform §5) and returns the value to store: scores as two
 * whole numbers, YES_NO/SELECT_LIST as the offered answer's own value, COUNTER as a whole number.
 */
export function checkPredictionValue(bet: Pick<Bet, 'type' | 'questionType' | 'answers'>, raw: unknown): ValueCheck {
  if (bet.type === GAME_SCORE_BET_TYPE) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, message: 'scoreValue' };
    const record = raw as Record<string, unknown>;
    const home = typeof record.home_goals === 'number' ? parseWholeNumber(record.home_goals) : null;
    const away = typeof record.away_goals === 'number' ? parseWholeNumber(record.away_goals) : null;
    if (home === null || away === null || Object.keys(record).length !== 2) return { ok: false, message: 'scoreValue' };
    return { ok: true, value: { home_goals: home, away_goals: away } };
  }
  if (bet.questionType === 'COUNTER') {
    const count = typeof raw === 'number' || typeof raw === 'string' ? parseWholeNumber(raw) : null;
    return count === null ? { ok: false, message: 'counterValue' } : { ok: true, value: count };
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, message: 'answerChoice' };
  const answer = bet.answers.find((candidate) => sameText(candidate.value, String(raw)));
  return answer ? { ok: true, value: answer.value } : { ok: false, message: 'answerChoice' };
}
