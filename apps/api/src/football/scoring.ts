import type { ScoreValue } from '@hadaf/domain';
import type { Database, Transaction } from '../platform/database/database.ts';
import { settleAnswer, settledBets } from './bet-rules.ts';
import { footballMessage } from './localized.ts';
import { formatInteger, formatPointsInText, type Language } from '@hadaf/domain';
import { num, numOrNull, type Row } from '../platform/database/rows.ts';
import { BET_COLUMNS, readBet } from './rows.ts';
import { planScoring } from './scoring-plan.ts';

export interface ScoringSummary {
  matchId: number;
  predictions: number;
  /** Predictions whose stored points changed. */
  updated: number;
  users: number;
  /** Users whose running total moved. */
  usersChanged: number;
}

const formatPoints = (points: number) => String(Math.round(points * 100) / 100);

/**
 * Scores a finished match inside one transaction: settles rule-based bonus answers from the final score,
 * computes every prediction's points with the domain's rules, stores the points that changed, moves each
 * user's total by the difference, and notifies users whose points for the match are new or different.
 * The match row is locked first, so two scorers of one match (simulator and admin) run one after the other.
 * Returns null when the match is not finished (nothing to score).
 */
/**
 * The scoring notification in both languages, one body per distinct total: "Al Ahly 2–1 Zamalek: your predictions
 * earned 5 points" / "الأهلي ٢–١ الزمالك: حصلت توقعاتك على ٥ نقاط", digits and plural forms as the reader's language
 * writes them.
 */
function scoringTexts(match: Row, score: ScoreValue, corrected: boolean, totals: readonly number[]) {
  const text = (locale: Language, total: number) => {
    const names = locale === 'ar' ? { home: String(match.home_ar), away: String(match.away_ar) } : { home: String(match.home_en), away: String(match.away_en) };
    const points = footballMessage('points', locale, { count: total, n: formatPointsInText(total, locale) });
    return footballMessage(corrected ? 'rescoredBody' : 'scoredBody', locale, {
      ...names,
      homeGoals: formatInteger(score.home_goals, locale),
      awayGoals: formatInteger(score.away_goals, locale),
      points,
    });
  };
  const title = (locale: Language) => footballMessage(corrected ? 'rescoredTitle' : 'scoredTitle', locale);
  return {
    totals,
    title: { en: title('en'), ar: title('ar') },
    bodies: { en: totals.map((total) => text('en', total)), ar: totals.map((total) => text('ar', total)) },
  };
}

export async function scoreMatch(database: Database, matchId: number, now: Date): Promise<ScoringSummary | null> {
  return database.transaction((tx) => scoreMatchIn(tx, matchId, now));
}

export async function scoreMatchIn(tx: Transaction, matchId: number, now: Date): Promise<ScoringSummary | null> {
  const [match] = await tx.query<Row>(
    `SELECT m.state, m.home_goals, m.away_goals, m.scored_at, h.name_en AS home_en, h.name_ar AS home_ar, a.name_en AS away_en, a.name_ar AS away_ar
     FROM matches m JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id WHERE m.id = $1 FOR UPDATE OF m`,
    [matchId],
  );
  if (!match || match.state !== 'FINISHED' || match.home_goals === null || match.away_goals === null) return null;
  const score: ScoreValue = { home_goals: num(match.home_goals), away_goals: num(match.away_goals) };
  const bets = (await tx.query<Row>(`SELECT ${BET_COLUMNS} FROM bets WHERE match_id = $1`, [matchId])).map(readBet);

  // Keep the settled answers visible on the bets (and re-settled when a result is corrected).
  for (const bet of bets) {
    if (!bet.settleRule) continue;
    const answer = settleAnswer(bet.settleRule, score);
    if (bet.correctAnswer !== answer) await tx.query('UPDATE bets SET correct_answer = $2::jsonb WHERE id = $1', [bet.id, JSON.stringify(answer)]);
  }

  const predictions = (await tx.query<Row>('SELECT id, user_id, bet_id, value, points FROM predictions WHERE match_id = $1', [matchId])).map((row) => ({
    id: num(row.id),
    userId: num(row.user_id),
    betId: num(row.bet_id),
    value: row.value,
    points: numOrNull(row.points),
  }));
  const plan = planScoring(settledBets(bets, score), predictions);

  if (plan.updates.length > 0) {
    await tx.query(
      `UPDATE predictions p SET points = d.points, updated_at = $3
       FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::numeric[]) AS points) d WHERE p.id = d.id`,
      [plan.updates.map((update) => update.id), plan.updates.map((update) => formatPoints(update.points)), now],
    );
  }
  const moved = plan.users.filter((user) => user.delta !== 0);
  if (moved.length > 0) {
    await tx.query(
      `UPDATE users u SET points = u.points + d.delta, updated_at = $3
       FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::numeric[]) AS delta) d WHERE u.id = d.id`,
      [moved.map((user) => user.userId), moved.map((user) => formatPoints(user.delta)), now],
    );
  }

  // First scoring tells every predictor their points; a re-score only those whose points changed.
  const toNotify = plan.users.filter((user) => user.previousTotal === null || user.previousTotal !== user.total);
  if (toNotify.length > 0) {
    const corrected = match.scored_at !== null;
    const texts = scoringTexts(match, score, corrected, [...new Set(toNotify.map((user) => user.total))]);
    // One body per distinct total and language (a handful), joined to the users in the database.
    await tx.query(
      `INSERT INTO notifications (user_id, type, payload, created_at)
       SELECT u.id, 'other', jsonb_build_object(
         'title', CASE WHEN u.settings ->> 'language' = 'ar' THEN $4 ELSE $5 END,
         'body', CASE WHEN u.settings ->> 'language' = 'ar' THEN t.body_ar ELSE t.body_en END,
         'match_id', $8::bigint), $9
       FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::numeric[]) AS total) d
       JOIN users u ON u.id = d.id
       JOIN (SELECT unnest($3::numeric[]) AS total, unnest($6::text[]) AS body_ar, unnest($7::text[]) AS body_en) t ON t.total = d.total`,
      [
        toNotify.map((user) => user.userId),
        toNotify.map((user) => formatPoints(user.total)),
        texts.totals.map(formatPoints),
        texts.title.ar,
        texts.title.en,
        texts.bodies.ar,
        texts.bodies.en,
        matchId,
        now,
      ],
    );
  }
  await tx.query('UPDATE matches SET scored_at = $2 WHERE id = $1', [matchId, now]);
  return {
    matchId,
    predictions: predictions.length,
    updated: plan.updates.length,
    users: plan.users.length,
    usersChanged: moved.length,
  };
}
