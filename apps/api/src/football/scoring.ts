import type { ScoreValue } from '@hadaf/domain';
import type { Database, Transaction } from '../platform/database/database.ts';
import { settleAnswer, settledBets } from './bet-rules.ts';
import { footballMessage } from './localized.ts';
import { formatInteger, formatPointsInText, type Language } from '@hadaf/domain';
import { num, type Row } from '../platform/database/rows.ts';
import { BET_COLUMNS, readBet } from './rows.ts';
import { answerPoints } from './scoring-plan.ts';

export interface ScoringSummary {
  matchId: number;
  predictions: number;
  /** Distinct answers whose points were stored or changed (answer_points). */
  answersChanged: number;
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

  // The domain's points for each distinct answer (a few dozen), then applied to every prediction by the database.
  const answers = await tx.query<Row>('SELECT bet_id, value FROM predictions WHERE match_id = $1 GROUP BY bet_id, value', [matchId]);
  const points = answerPoints(
    settledBets(bets, score),
    answers.map((row) => ({ betId: num(row.bet_id), value: row.value })),
  );
  const pointsTable = `unnest($2::bigint[], $3::jsonb[], $4::numeric[]) AS d(bet_id, value, points)`;
  const pointsParams = [points.map((answer) => answer.betId), points.map((answer) => JSON.stringify(answer.value)), points.map((answer) => formatPoints(answer.points))];

  // Each predictor's total for the match before (previous null: never scored) and after, kept for this transaction.
  // The per-fan sums of a big match fit in memory (a hash, not a sort spilled to disk).
  await tx.query("SET LOCAL work_mem = '64MB'");
  await tx.query('DROP TABLE IF EXISTS pg_temp.scoring_users');
  await tx.query('CREATE TEMP TABLE scoring_users (user_id bigint NOT NULL, total numeric NOT NULL, previous numeric) ON COMMIT DROP');
  const [counts] = await tx.query<Row>(
    `WITH scored AS (
       INSERT INTO scoring_users (user_id, total, previous)
       SELECT p.user_id, sum(d.points), sum(a.points) FROM predictions p
       JOIN ${pointsTable} ON d.bet_id = p.bet_id AND d.value = p.value
       LEFT JOIN answer_points a ON a.bet_id = p.bet_id AND a.value = p.value
       WHERE p.match_id = $1 GROUP BY p.user_id RETURNING 1
     ), stored AS (
       -- Only points that change are written, so re-scoring an unchanged result writes nothing.
       INSERT INTO answer_points (bet_id, value, points) SELECT d.bet_id, d.value, d.points FROM ${pointsTable}
       ON CONFLICT (bet_id, value) DO UPDATE SET points = EXCLUDED.points WHERE answer_points.points <> EXCLUDED.points RETURNING 1
     )
     SELECT (SELECT count(*) FROM scored) AS users, (SELECT count(*) FROM stored) AS answers,
            (SELECT count(*) FROM predictions WHERE match_id = $1) AS predictions`,
    [matchId, ...pointsParams],
  );
  // Totals move by the difference, so a second run adds nothing and a corrected result moves them by the correction.
  const [moved] = await tx.query<Row>(
    `WITH moved AS (
       UPDATE users u SET points = u.points + (s.total - coalesce(s.previous, 0)), updated_at = $1
       FROM scoring_users s WHERE u.id = s.user_id AND s.total <> coalesce(s.previous, 0) RETURNING 1
     ) SELECT count(*) AS users FROM moved`,
    [now],
  );

  // First scoring tells every predictor their points; a re-score only those whose points changed.
  const toNotify = 'previous IS NULL OR previous <> total';
  const totals = (await tx.query<Row>(`SELECT DISTINCT total FROM scoring_users WHERE ${toNotify}`)).map((row) => num(row.total));
  if (totals.length > 0) {
    const corrected = match.scored_at !== null;
    const texts = scoringTexts(match, score, corrected, totals);
    // One body per distinct total and language (a handful), joined to the users in the database.
    await tx.query(
      `INSERT INTO notifications (user_id, type, payload, created_at)
       SELECT u.id, 'other', jsonb_build_object(
         'title', CASE WHEN u.settings ->> 'language' = 'ar' THEN $2 ELSE $3 END,
         'body', CASE WHEN u.settings ->> 'language' = 'ar' THEN t.body_ar ELSE t.body_en END,
         'match_id', $6::bigint), $7
       FROM scoring_users s
       JOIN users u ON u.id = s.user_id
       JOIN (SELECT unnest($1::numeric[]) AS total, unnest($4::text[]) AS body_ar, unnest($5::text[]) AS body_en) t ON t.total = s.total
       WHERE ${toNotify.replace(/previous|total/g, (column) => `s.${column}`)}`,
      [texts.totals.map(formatPoints), texts.title.ar, texts.title.en, texts.bodies.ar, texts.bodies.en, matchId, now],
    );
  }
  await tx.query('UPDATE matches SET scored_at = $2 WHERE id = $1', [matchId, now]);
  return {
    matchId,
    predictions: num(counts?.predictions ?? 0),
    answersChanged: num(counts?.answers ?? 0),
    users: num(counts?.users ?? 0),
    usersChanged: num(moved?.users ?? 0),
  };
}
