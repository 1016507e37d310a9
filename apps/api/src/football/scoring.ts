import type { ScoreValue } from '@hadaf/domain';
import type { Database, Transaction } from '../platform/database/database.ts';
import { settleAnswer, settledBets } from './bet-rules.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { BET_COLUMNS, readBet } from './rows.ts';
import { answerPoints } from './scoring-plan.ts';
import { recordScoringRound } from './scoring-notices.ts';
import { announceToFans } from '../platform/live-announcements.ts';

export interface ScoringSummary {
  matchId: number;
  predictions: number;
  /** Distinct answers whose points were stored or changed (answer_points). */
  answersChanged: number;
  users: number;
  /** Users whose running total moved. */
  usersChanged: number;
  /** Fans told of new or changed points (by the notify-scoring job). */
  notices: number;
}

/**
 * Scores a finished match inside one transaction: settles rule-based bonus answers from the final score, computes
 * each distinct answer's points with the domain's rules, stores the points that changed, moves each fan's total by
 * the difference, and leaves a notice for each fan whose points for the match are new or different (sent by the
 * notify-scoring job). The match row is locked first, so two scorers of one match run one after the other.
 * Returns null when the match is not finished (nothing to score).
 */
export function scoreMatch(database: Database, matchId: number, now: Date): Promise<ScoringSummary | null> {
  return database.transaction((tx) => scoreIn(database, tx, matchId, now));
}

async function scoreIn(database: Database, tx: Transaction, matchId: number, now: Date): Promise<ScoringSummary | null> {
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
  // In hundredths, as integers: summing a million numerics per fan cost twice as much as summing integers. An
  // answer's points are at most its bet's (numeric(8, 2)) or the score rule's, well inside an integer's range.
  const pointsTable = `unnest($2::bigint[], $3::jsonb[], $4::integer[]) AS d(bet_id, value, cents)`;
  const pointsParams = [points.map((answer) => answer.betId), points.map((answer) => JSON.stringify(answer.value)), points.map((answer) => Math.round(answer.points * 100))];

  // This scoring's round, and up to which round the fans were told (prediction_scorings, migration 0032).
  const [rounds] = await tx.query<Row>('SELECT scored_round, notified_round FROM prediction_scorings WHERE match_id = $1', [matchId]);
  const round = num(rounds?.scored_round ?? 0) + 1;
  const notifiedRound = num(rounds?.notified_round ?? 0);

  // Each predictor's total for the match, against the kept one (prediction_totals): only totals that change are
  // written, with this round (a notice waits until the round is told), and the fans' running totals move by the
  // difference, so a second run adds nothing and a corrected result moves them by the correction. A notice still
  // waiting from a first scoring keeps its "scored" wording when a correction updates it. The per-fan sums of a big
  // match fit in memory (a hash, not a sort spilled to disk).
  await tx.query("SET LOCAL work_mem = '64MB'");
  const [counts] = await tx.query<Row>(
    `WITH fresh AS (
       SELECT p.user_id, sum(d.cents) AS cents, count(*) AS predictions FROM predictions p
       JOIN ${pointsTable} ON d.bet_id = p.bet_id AND d.value = p.value
       WHERE p.match_id = $1 GROUP BY p.user_id
     ), changed AS MATERIALIZED (
       SELECT f.user_id, f.total, t.points AS previous FROM (SELECT user_id, (cents / 100.0)::numeric(12, 2) AS total FROM fresh) f
       LEFT JOIN prediction_totals t ON t.match_id = $1 AND t.user_id = f.user_id
       WHERE t.points IS DISTINCT FROM f.total
     ), added AS (
       -- A fan's first total on the match: a plain insert in key order (no conflict is possible: the match's row
       -- lock lets one scorer at a time read and write its totals; ON CONFLICT took twice as long). User order is
       -- the order the re-rank reads them in.
       INSERT INTO prediction_totals (match_id, user_id, points, round, corrected)
       SELECT $1, user_id, total, $5::integer, $7::boolean FROM changed WHERE previous IS NULL ORDER BY user_id
       RETURNING 1
     ), rewritten AS (
       UPDATE prediction_totals t SET points = c.total, round = $5::integer,
         corrected = CASE WHEN t.round > $6::integer THEN t.corrected AND $7::boolean ELSE $7::boolean END
       FROM changed c WHERE c.previous IS NOT NULL AND t.match_id = $1 AND t.user_id = c.user_id
       RETURNING 1
     ), moved AS (
       UPDATE users u SET points = u.points + (c.total - coalesce(c.previous, 0)), updated_at = $8
       FROM changed c WHERE u.id = c.user_id AND c.total <> coalesce(c.previous, 0) RETURNING 1
     ), stored AS (
       -- Only points that change are written, so re-scoring an unchanged result writes nothing.
       INSERT INTO answer_points (bet_id, value, points) SELECT d.bet_id, d.value, d.cents / 100.0 FROM ${pointsTable}
       ON CONFLICT (bet_id, value) DO UPDATE SET points = EXCLUDED.points WHERE answer_points.points <> EXCLUDED.points RETURNING 1
     )
     SELECT (SELECT count(*) FROM fresh) AS users, (SELECT coalesce(sum(predictions), 0) FROM fresh) AS predictions,
            (SELECT count(*) FROM stored) AS answers, (SELECT count(*) FROM added) + (SELECT count(*) FROM rewritten) AS notices, (SELECT count(*) FROM moved) AS moved`,
    [matchId, ...pointsParams, round, notifiedRound, match.scored_at !== null, now],
  );
  const notices = num(counts?.notices ?? 0);
  if (notices > 0) await recordScoringRound(database, tx, matchId, round, notifiedRound);

  await tx.query('UPDATE matches SET scored_at = $2 WHERE id = $1', [matchId, now]);
  const answersChanged = num(counts?.answers ?? 0);
  // The predictors connected to any API process see their points at once (live/fan-events.ts): one announcement.
  if (answersChanged > 0) await announceToFans(tx, { kind: 'scored', match: matchId });
  return {
    matchId,
    predictions: num(counts?.predictions ?? 0),
    answersChanged,
    users: num(counts?.users ?? 0),
    usersChanged: num(counts?.moved ?? 0),
    notices,
  };
}
