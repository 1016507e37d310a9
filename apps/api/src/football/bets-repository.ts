import type { Transaction } from '../platform/database/database.ts';
import { standardBets } from './standard-bets.ts';

const betsJson = JSON.stringify(
  standardBets.map((bet, position) => ({
    type: bet.type,
    question_type: bet.questionType,
    question_en: bet.questionEn,
    question_ar: bet.questionAr,
    answers: bet.answers,
    points: bet.points,
    settle_rule: bet.settleRule,
    position,
  })),
);

/** The standard bets (score bet and three bonus questions) for many matches in one statement. */
export async function insertStandardBets(tx: Pick<Transaction, 'query'>, matchIds: readonly number[]): Promise<void> {
  if (matchIds.length === 0) return;
  await tx.query(
    `INSERT INTO bets (match_id, type, question_type, question_en, question_ar, answers, points, settle_rule, position)
     SELECT m.id, b.type, b.question_type, b.question_en, b.question_ar, b.answers, b.points, b.settle_rule, b.position
     FROM unnest($1::bigint[]) AS m(id)
     CROSS JOIN jsonb_to_recordset($2::jsonb) AS b(type text, question_type text, question_en text, question_ar text, answers jsonb,
       points numeric, settle_rule text, position int)`,
    [matchIds, betsJson],
  );
}
