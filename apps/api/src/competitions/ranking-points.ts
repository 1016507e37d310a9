import type { Transaction } from '../platform/database/database.ts';
import { num } from '../platform/database/rows.ts';

/**
 * Each predictor's points on the scored match(es) $2, as scoring keeps them (prediction_totals, one row per predictor
 * and match; none until the match is scored): the one place that knows where a predictor's total on a match lives.
 */
const totalsOf = (matches: 'match_id = ANY($2::bigint[])') => `SELECT user_id, sum(points) AS points FROM prediction_totals WHERE ${matches} GROUP BY user_id`;

/**
 * Writes the differences between the participants' points as `totals` ($1 the competition, $3 the time) gives them
 * and the stored ones, in one statement (a full join of two hashed sets): changed points, new participants, participants
 * who left. Returns the rows written.
 */
async function writeDifferences(tx: Transaction, totals: string, params: unknown[]): Promise<number> {
  const [written] = await tx.query<{ changed: number }>(
    `WITH totals AS (${totals}), differences AS MATERIALIZED (
       SELECT coalesce(t.user_id, r.user_id) AS user_id, t.points, r.user_id IS NOT NULL AS ranked
       FROM totals t
       FULL JOIN (SELECT user_id, points FROM competition_ranks WHERE competition_id = $1) r ON r.user_id = t.user_id
       WHERE t.points IS DISTINCT FROM r.points
     ), updated AS (
       UPDATE competition_ranks r SET points = d.points, updated_at = $3
       FROM differences d WHERE d.ranked AND d.points IS NOT NULL AND r.competition_id = $1 AND r.user_id = d.user_id
       RETURNING 1
     ), inserted AS (
       INSERT INTO competition_ranks (competition_id, user_id, points, updated_at)
       SELECT $1, d.user_id, d.points, $3 FROM differences d WHERE NOT d.ranked
       RETURNING 1
     ), deleted AS (
       DELETE FROM competition_ranks r USING differences d
       WHERE d.points IS NULL AND r.competition_id = $1 AND r.user_id = d.user_id
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM updated) + (SELECT count(*) FROM inserted) + (SELECT count(*) FROM deleted) AS changed`,
    params,
  );
  return num(written?.changed ?? 0);
}

/**
 * Every participant's points summed again from the predictions on the competition's scored matches (0 when they
 * have none), and only the differences written. Needed after someone joined or left, or a result was corrected;
 * costs a read of every scored prediction of the competition. Returns the rows written.
 */
export function writeAllPoints(tx: Transaction, competitionId: number, scoredMatchIds: readonly number[], now: Date): Promise<number> {
  return writeDifferences(
    tx,
    `SELECT cp.user_id, coalesce(s.points, 0) AS points
     FROM competition_participants cp
     LEFT JOIN (${totalsOf('match_id = ANY($2::bigint[])')}) s ON s.user_id = cp.user_id
     WHERE cp.competition_id = $1`,
    [competitionId, scoredMatchIds, now],
  );
}

/**
 * Points computed by the caller (a fantasy competition's squads, squad-totals.ts): every participant gets his
 * given points, 0 when none is given, and only the differences are written.
 */
export function writeGivenPoints(tx: Transaction, competitionId: number, userIds: readonly number[], points: readonly string[], now: Date): Promise<number> {
  return writeDifferences(
    tx,
    `SELECT cp.user_id, coalesce(g.points, 0)::numeric(12, 2) AS points
     FROM competition_participants cp
     LEFT JOIN unnest($2::bigint[], $4::numeric[]) AS g (user_id, points) ON g.user_id = cp.user_id
     WHERE cp.competition_id = $1`,
    [competitionId, userIds, now, points],
  );
}

/** The planner's join methods the whistle's statement turns off, leaving merge joins. */
const MERGES_ONLY = ['enable_hashjoin', 'enable_nestloop'] as const;

export interface AddedPoints {
  /** Participants who earned points: the rows written. */
  changed: number;
  /** Whether some participant lost points (a negative total on the new matches): the leaders must be listed again. */
  someLost: boolean;
}

/**
 * The final whistle's path, one statement: adds the points of newly scored matches to the participants who earned
 * any (reading only that match's kept totals; HOT updates, as points is in no index), then moves the bands and the
 * leaders by what changed instead of scanning every participant again:
 * - a band gains the participants who arrived at its points and loses those who left them; ranks are the window
 *   over the (few) bands again;
 * - when nobody lost points, nobody who did not move can enter the first places, so the new leaders are the best
 *   of the old leaders (with their new points) and the participants who moved.
 * Right only while the members are those already ranked and the matches were never counted before, which the
 * caller checks.
 */
export async function addPointsOfMatch(
  tx: Transaction,
  competitionId: number,
  matchId: number,
  now: Date,
  leaderPositions: number,
  streaming: boolean,
): Promise<AddedPoints> {
  // The match's totals, read in user order from their primary key, merged with the ranks' primary key: neither a hash
  // of a million rows nor a lookup per participant. The totals were just written by scoring, so the planner's
  // statistics do not know the match and guess a few rows (a nested loop of half a million lookups took twice the
  // merge): joins are merges here whatever it guesses. Only for this statement: SET LOCAL lasts to the end of the
  // transaction, so the planner's defaults come back right after.
  if (streaming) for (const method of MERGES_ONLY) await tx.query(`SET LOCAL ${method} = off`);
  const [result] = await tx.query<{ changed: number; least_earned: string | null }>(
    `WITH earned AS (SELECT user_id, points FROM prediction_totals WHERE match_id = $2 AND points <> 0), updated AS (
       UPDATE competition_ranks r SET points = r.points + e.points, updated_at = $3
       FROM earned e WHERE r.competition_id = $1 AND r.user_id = e.user_id
       RETURNING r.user_id, r.points, e.points AS earned
     ), moved AS (
       SELECT points - earned AS before, points AS after, count(*) AS participants FROM updated GROUP BY 1, 2
     ), arrivals AS (
       SELECT points, sum(participants) AS participants
       FROM (SELECT before AS points, -participants AS participants FROM moved UNION ALL SELECT after, participants FROM moved) changes
       GROUP BY points
     ), counted AS (
       SELECT coalesce(b.points, a.points) AS points, coalesce(b.participants, 0) + coalesce(a.participants, 0) AS participants
       FROM (SELECT points, participants FROM competition_rank_bands WHERE competition_id = $1) b
       FULL JOIN arrivals a ON a.points = b.points
     ), banded AS (
       SELECT points, participants,
         1 + coalesce(sum(participants) OVER (ORDER BY points DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS rank
       FROM counted WHERE participants > 0
     ), bands_updated AS (
       UPDATE competition_rank_bands b SET rank = n.rank, participants = n.participants
       FROM banded n WHERE b.competition_id = $1 AND b.points = n.points AND (b.rank, b.participants) IS DISTINCT FROM (n.rank, n.participants)
     ), bands_added AS (
       INSERT INTO competition_rank_bands (competition_id, points, rank, participants)
       SELECT $1, n.points, n.rank, n.participants FROM banded n
       WHERE NOT EXISTS (SELECT 1 FROM competition_rank_bands b WHERE b.competition_id = $1 AND b.points = n.points)
     ), bands_emptied AS (
       DELETE FROM competition_rank_bands b USING counted c WHERE b.competition_id = $1 AND b.points = c.points AND c.participants = 0
     ), last_leader AS (
       SELECT points FROM competition_rank_leaders WHERE competition_id = $1 AND position = $4
     ), risers AS (
       -- Only who now reaches the last leader's points can be among the leaders (a leader who moved did).
       SELECT user_id, points FROM updated
       WHERE NOT EXISTS (SELECT 1 FROM last_leader) OR points >= (SELECT points FROM last_leader)
     ), best_risers AS (
       -- A riser who is not among the best $4 risers has $4 other participants above him: not a leader.
       SELECT user_id, points FROM risers ORDER BY points DESC, user_id LIMIT $4
     ), candidates AS (
       -- The old leaders and the best risers, each participant once: a leader who moved is a riser, at his new points
       -- (no one lost any, so they are the higher). Sorted, not joined: nothing here depends on the planner's
       -- guess of how many moved or how many leaders there are.
       SELECT DISTINCT ON (user_id) user_id, points FROM (
         SELECT user_id, points FROM competition_rank_leaders WHERE competition_id = $1
         UNION ALL
         SELECT user_id, points FROM best_risers
       ) listed
       ORDER BY user_id, points DESC
     ), leaders AS (
       SELECT user_id, points, row_number() OVER (ORDER BY points DESC, user_id) AS position
       FROM (SELECT user_id, points FROM candidates ORDER BY points DESC, user_id LIMIT $4) best
     ), leaders_updated AS (
       -- Each place through the primary key (the places are the same: nobody joined or left), not a join the
       -- planner may turn into a nested loop over every place for every place.
       INSERT INTO competition_rank_leaders AS l (competition_id, position, user_id, points)
       SELECT $1, position, user_id, points FROM leaders
       ON CONFLICT (competition_id, position) DO UPDATE SET user_id = excluded.user_id, points = excluded.points
       WHERE (l.user_id, l.points) IS DISTINCT FROM (excluded.user_id, excluded.points)
     )
     SELECT count(*) AS changed, min(earned) AS least_earned FROM updated`,
    [competitionId, matchId, now, leaderPositions],
  );
  if (streaming) for (const method of MERGES_ONLY) await tx.query(`RESET ${method}`);
  return { changed: num(result?.changed ?? 0), someLost: result?.least_earned !== null && result?.least_earned !== undefined && num(result.least_earned) < 0 };
}
