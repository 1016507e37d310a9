import type { Database, Transaction } from '../platform/database/database.ts';
import { num } from '../platform/database/rows.ts';

export interface RerankSummary {
  competitionId: number;
  /** Participants ranked (everyone who joined, 0 points until they score). */
  participants: number;
  /** Participants whose points changed, joined or left since the last re-rank: the rows written. */
  changed: number;
}

/**
 * Brings one competition's ranking up to date with its participants and their scored predictions, in one
 * transaction: points are summed from the predictions on the competition's matches, only the participants whose
 * points changed are rewritten, and the ranks are recomputed per points value (a window over a few hundred bands,
 * not a sort of every participant). Idempotent: a second run finds nothing changed and writes the same bands.
 * Two re-ranks of one competition queue on its competition_rankings row. Returns null for an unknown competition.
 */
export async function rerankCompetition(database: Database, competitionId: number, now: Date = new Date()): Promise<RerankSummary | null> {
  return database.transaction(async (tx) => {
    if (!(await lockRanking(tx, competitionId, now))) return null;
    if (database.kind === 'postgres') {
      // One re-rank hashes a million participants: give it the memory to do it in one pass, and skip JIT
      // compilation, which costs more than it saves on these short statements.
      await tx.query(`SET LOCAL work_mem = '256MB'`);
      await tx.query('SET LOCAL jit = off');
    }
    const [matches] = await tx.query<{ ids: number[] | null; scored_through: Date | null }>(
      `SELECT array_agg(m.id) AS ids, max(m.scored_at) AS scored_through
       FROM competition_matches cm JOIN matches m ON m.id = cm.match_id
       WHERE cm.competition_id = $1 AND m.scored_at IS NOT NULL`,
      [competitionId],
    );
    const changed = await writeChangedPoints(tx, competitionId, matches?.ids ?? [], now);
    const participants = await rebuildBands(tx, competitionId);
    await tx.query('UPDATE competition_rankings SET scored_through = $2, participants = $3, ranked_at = $4 WHERE competition_id = $1', [
      competitionId,
      matches?.scored_through ?? null,
      participants,
      now,
    ]);
    return { competitionId, participants, changed };
  });
}

/** The competition's ranking row, created on its first re-rank and locked until this one commits. */
async function lockRanking(tx: Transaction, competitionId: number, now: Date): Promise<boolean> {
  const [competition] = await tx.query('SELECT 1 FROM competitions WHERE id = $1', [competitionId]);
  if (!competition) return false;
  await tx.query('INSERT INTO competition_rankings (competition_id, participants, ranked_at) VALUES ($1, 0, $2) ON CONFLICT (competition_id) DO NOTHING', [
    competitionId,
    now,
  ]);
  await tx.query('SELECT 1 FROM competition_rankings WHERE competition_id = $1 FOR UPDATE', [competitionId]);
  return true;
}

/**
 * One statement compares every participant's fresh total with the stored one (a full join of two hashed sets)
 * and writes only the differences: changed points, new participants, participants who left. Returns the rows
 * written.
 */
async function writeChangedPoints(tx: Transaction, competitionId: number, matchIds: readonly number[], now: Date): Promise<number> {
  const [written] = await tx.query<{ changed: number }>(
    `WITH totals AS (
       SELECT cp.user_id, coalesce(s.points, 0) AS points
       FROM competition_participants cp
       LEFT JOIN (SELECT user_id, sum(points) AS points FROM predictions WHERE match_id = ANY($2::bigint[]) AND points IS NOT NULL GROUP BY user_id) s
         ON s.user_id = cp.user_id
       WHERE cp.competition_id = $1
     ), differences AS MATERIALIZED (
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
    [competitionId, matchIds, now],
  );
  return num(written?.changed ?? 0);
}

/**
 * Replaces the competition's bands: one row per distinct points value with its rank, 1 + the participants with
 * more points (a running sum over the bands above it), so ties share a rank (1, 1, 3). Returns the participants.
 */
async function rebuildBands(tx: Transaction, competitionId: number): Promise<number> {
  await tx.query('DELETE FROM competition_rank_bands WHERE competition_id = $1', [competitionId]);
  const [bands] = await tx.query<{ participants: number | null }>(
    `WITH inserted AS (
       INSERT INTO competition_rank_bands (competition_id, points, rank, participants)
       SELECT $1, points, 1 + coalesce(sum(participants) OVER (ORDER BY points DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0), participants
       FROM (SELECT points, count(*) AS participants FROM competition_ranks WHERE competition_id = $1 GROUP BY points) counted
       RETURNING participants
     )
     SELECT sum(participants) AS participants FROM inserted`,
    [competitionId],
  );
  return num(bands?.participants ?? 0);
}

/**
 * The job after a final whistle (and after a corrected result): re-ranks every competition played on the match,
 * each in its own transaction. Idempotent, so a retried job or two workers running it give the same tables.
 */
export async function rerankCompetitionsOfMatch(database: Database, matchId: number, now: Date = new Date()): Promise<RerankSummary[]> {
  const competitions = await database.query<{ competition_id: number }>('SELECT competition_id FROM competition_matches WHERE match_id = $1 ORDER BY competition_id', [
    matchId,
  ]);
  const summaries: RerankSummary[] = [];
  for (const { competition_id: competitionId } of competitions) {
    const summary = await rerankCompetition(database, num(competitionId), now);
    if (summary) summaries.push(summary);
  }
  return summaries;
}
