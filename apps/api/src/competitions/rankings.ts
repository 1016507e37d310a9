import type { Database, Transaction } from '../platform/database/database.ts';
import { num } from '../platform/database/rows.ts';
import { announceToFans } from '../platform/live-announcements.ts';
import { addPointsOfMatch, writeAllPoints, writeGivenPoints } from './ranking-points.ts';
import { fantasyTotals } from './squad-totals.ts';

/** Places kept in competition_rank_leaders: the first 500 pages of 20, the ones fans actually open. */
export const LEADER_POSITIONS = 10_000;
/** Rows written by a recount beyond which the table's statistics are refreshed at once. */
const ANALYZE_AFTER_ROWS = 10_000;

export interface RerankSummary {
  competitionId: number;
  /** Participants ranked (everyone who joined, 0 points until they score). */
  participants: number;
  /** Participants whose points changed, joined or left since the last re-rank: the rows written. */
  changed: number;
  /** Every participant's points were summed again (after a join, a leave or a corrected result), not only added. */
  recounted: boolean;
}

interface MatchesToRank {
  scored: number[];
  /** Scored since the ranks were last generated, never counted before. */
  fresh: number[];
  /** A counted match was scored again (a corrected result) or unscored. */
  corrected: boolean;
  scoredThrough: Date | null;
  /**
   * Each match's scored_at as read now, what the ranks will include once this re-rank commits; as text, because a
   * JavaScript Date would drop the microseconds and make every match look scored again.
   */
  matchIds: number[];
  scoredAts: (string | null)[];
}

/**
 * Brings one competition's ranking up to date with its participants and their scored predictions, in one
 * transaction. After a final whistle only the new match's points are added to those who earned any; after a join,
 * a leave or a corrected result every participant's points are summed again. Either way only changed rows are
 * written, then the ranks are recomputed per points value (a window over a few hundred bands, not a sort of every
 * participant) and the first places are listed again. Idempotent: a second run finds nothing to add and writes the
 * same bands. Two re-ranks of one competition queue on its competition_rankings row. Null for an unknown competition.
 */
export async function rerankCompetition(database: Database, competitionId: number, now: Date = new Date()): Promise<RerankSummary | null> {
  return database.transaction(async (tx) => {
    const ranking = await lockRanking(tx, competitionId, now);
    if (!ranking) return null;
    if (database.kind === 'postgres') {
      // One re-rank hashes a million participants: give it the memory to do it in one pass, and skip JIT
      // compilation, which costs more than it saves on these statements.
      await tx.query(`SET LOCAL work_mem = '256MB'`);
      await tx.query('SET LOCAL jit = off');
    }
    const matches = await matchesToRank(tx, competitionId);
    // A fantasy squad's points move with every event of a live match, and its automatic substitutions make them no
    // sum of per-match amounts: each re-rank scores every squad again (squad-totals.ts) and writes the differences.
    const recounted = ranking.fantasy || ranking.membersChanged || matches.corrected;
    let changed = 0;
    let participants = ranking.participants;
    if (recounted) {
      if (ranking.fantasy) {
        const totals = await fantasyTotals(tx, competitionId);
        changed = await writeGivenPoints(tx, competitionId, totals.userIds, totals.points, now);
      } else {
        changed = await writeAllPoints(tx, competitionId, matches.scored, now);
      }
      // A big rewrite leaves the planner's row estimates far behind until autovacuum notices; the next whistle's
      // plan depends on them (a sampled ANALYZE costs a fraction of a second even for a million rows).
      if (changed >= ANALYZE_AFTER_ROWS) await tx.query('ANALYZE competition_ranks');
      participants = await rebuildBands(tx, competitionId);
      await rebuildLeaders(tx, competitionId);
    } else if (matches.fresh.length > 0) {
      let someLost = false;
      // One match at a time (two whistles of one competition rarely meet): its predictions come in user order
      // from their (match_id, user_id) index.
      for (const matchId of matches.fresh) {
        const added = await addPointsOfMatch(tx, competitionId, matchId, now, LEADER_POSITIONS, database.kind === 'postgres');
        changed += added.changed;
        someLost ||= added.someLost;
      }
      if (someLost) await rebuildLeaders(tx, competitionId);
    }
    // Recorded as read before the points were summed: a correction committed meanwhile is seen as one next time.
    await tx.query(
      `UPDATE competition_matches cm SET ranked_scored_at = s.scored_at
       FROM unnest($2::bigint[], $3::text[]::timestamptz[]) AS s (match_id, scored_at)
       WHERE cm.competition_id = $1 AND cm.match_id = s.match_id AND cm.ranked_scored_at IS DISTINCT FROM s.scored_at`,
      [competitionId, matches.matchIds, matches.scoredAts],
    );
    await tx.query('UPDATE competition_rankings SET scored_through = $2, participants = $3, members_changed = false, ranked_at = $4 WHERE competition_id = $1', [
      competitionId,
      matches.scoredThrough,
      participants,
      now,
    ]);
    // Its participants connected to any API process see their new place at once (live/fan-events.ts).
    if (changed > 0) await announceToFans(tx, { kind: 'ranked', competition: competitionId });
    return { competitionId, participants, changed, recounted };
  });
}

/**
 * Creates the competition's ranking row on its first re-rank and locks it until this one commits. Says whether
 * members joined or left since the last re-rank (true for a first one). Null when the competition does not exist.
 */
async function lockRanking(tx: Transaction, competitionId: number, now: Date): Promise<{ membersChanged: boolean; participants: number; fantasy: boolean } | null> {
  const [competition] = await tx.query<{ type: number }>('SELECT type FROM competitions WHERE id = $1', [competitionId]);
  if (!competition) return null;
  await tx.query('INSERT INTO competition_rankings (competition_id, participants, ranked_at) VALUES ($1, 0, $2) ON CONFLICT (competition_id) DO NOTHING', [
    competitionId,
    now,
  ]);
  const [ranking] = await tx.query<{ members_changed: boolean; participants: number }>(
    'SELECT members_changed, participants FROM competition_rankings WHERE competition_id = $1 FOR UPDATE',
    [competitionId],
  );
  return ranking ? { membersChanged: ranking.members_changed, participants: num(ranking.participants), fantasy: num(competition.type) === 2 } : null;
}

async function matchesToRank(tx: Transaction, competitionId: number): Promise<MatchesToRank> {
  const rows = await tx.query<{ match_id: number; scored_at: Date | null; scored_at_text: string | null; ranked_scored_at: Date | null; corrected: boolean }>(
    `SELECT cm.match_id, m.scored_at, m.scored_at::text AS scored_at_text, cm.ranked_scored_at, cm.ranked_scored_at IS DISTINCT FROM m.scored_at AS corrected
     FROM competition_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.competition_id = $1 ORDER BY cm.match_id`,
    [competitionId],
  );
  const scored = rows.filter((row) => row.scored_at !== null);
  const latest = scored.reduce<Date | null>((newest, row) => (newest === null || row.scored_at! > newest ? row.scored_at : newest), null);
  return {
    scored: scored.map((row) => num(row.match_id)),
    fresh: scored.filter((row) => row.ranked_scored_at === null).map((row) => num(row.match_id)),
    corrected: rows.some((row) => row.ranked_scored_at !== null && row.corrected),
    scoredThrough: latest,
    matchIds: rows.map((row) => num(row.match_id)),
    scoredAts: rows.map((row) => row.scored_at_text),
  };
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

/** The first LEADER_POSITIONS places in listed order: a bounded top-N sort, then numbered. */
async function rebuildLeaders(tx: Transaction, competitionId: number) {
  await tx.query('DELETE FROM competition_rank_leaders WHERE competition_id = $1', [competitionId]);
  await tx.query(
    `INSERT INTO competition_rank_leaders (competition_id, position, user_id, points)
     SELECT $1, row_number() OVER (ORDER BY points DESC, user_id), user_id, points
     FROM (SELECT user_id, points FROM competition_ranks WHERE competition_id = $1 ORDER BY points DESC, user_id LIMIT $2) leaders`,
    [competitionId, LEADER_POSITIONS],
  );
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
