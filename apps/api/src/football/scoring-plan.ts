import { pointsForBet, type SettledBet } from '@hadaf/domain';

/** One distinct answer given to a bet of the match, however many users gave it. */
export interface GivenAnswer {
  betId: number;
  value: unknown;
}

export interface AnswerPoints extends GivenAnswer {
  points: number;
}

/**
 * The domain's points for every distinct answer of a match. A match has a few dozen distinct answers however many
 * fans predicted it, so the rules run a few dozen times and the database applies the result to every prediction
 * in one set-based statement (scoring.ts); the rule itself is written once, in the domain.
 */
export function answerPoints(bets: readonly SettledBet[], answers: readonly GivenAnswer[]): AnswerPoints[] {
  const byId = new Map(bets.map((bet) => [bet.id, bet]));
  return answers.map((answer) => {
    const bet = byId.get(answer.betId);
    return { ...answer, points: bet ? pointsForBet(bet, answer.value) : 0 };
  });
}
