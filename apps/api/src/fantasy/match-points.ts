import { playerFantasyPoints, type PlayerMatchStats, type Position } from '@hadaf/domain';
import type { Database } from '../platform/database/database.ts';
import { num, numOrNull, type Row } from '../platform/database/rows.ts';
import { announceToFans } from '../platform/live-announcements.ts';
import { matchStats, type MatchEventType } from './match-stats.ts';
import { writeMatchNews } from './player-news.ts';

export interface MatchPointsSummary {
  /** Players whose points row was written or removed. */
  changed: number;
}

/**
 * Every player's fantasy points in one match, recomputed from all its events and stored in player_match_points
 * (uncaptained hundredths per event group), writing only rows that differ. Idempotent: the fantasy-points job runs it
 * after each simulator step and each admin event, and a second run changes nothing. An eSports match has no player
 * events, so no points. The match's goals, own goals, red cards and penalties also become its players' news.
 */
export async function computeMatchPoints(database: Database, matchId: number, now: Date): Promise<MatchPointsSummary> {
  return database.transaction(async (tx) => {
    const [match] = await tx.query<Row>(
      'SELECT state, minute, home_team_id, away_team_id, home_goals, away_goals FROM matches WHERE id = $1 FOR UPDATE',
      [matchId],
    );
    if (!match) return { changed: 0 };
    const events = await tx.query<Row>(
      `SELECT e.player_id, p.team_id, p.position, e.type, e.minute, e.count FROM match_events e JOIN players p ON p.id = e.player_id
       WHERE e.match_id = $1 ORDER BY e.minute, e.id`,
      [matchId],
    );
    const positions = new Map(events.map((row) => [num(row.player_id), row.position as Position]));
    const stats = matchStats(
      events.map((row) => ({ playerId: num(row.player_id), teamId: num(row.team_id), type: row.type as MatchEventType, minute: num(row.minute), count: num(row.count) })),
      {
        homeTeamId: num(match.home_team_id),
        awayTeamId: num(match.away_team_id),
        minute: match.state === 'FINISHED' ? 90 : (numOrNull(match.minute) ?? 0),
        homeGoals: numOrNull(match.home_goals) ?? 0,
        awayGoals: numOrNull(match.away_goals) ?? 0,
      },
    );
    const rows = [...stats].map(([playerId, playerStats]: [number, PlayerMatchStats]) => {
      const points = playerFantasyPoints(positions.get(playerId)!, playerStats);
      return { playerId, stats: JSON.stringify(playerStats), points: JSON.stringify(points.byGroup), total: points.total };
    });
    const [written] = await tx.query<{ changed: number }>(
      `WITH fresh AS (
         SELECT * FROM unnest($2::bigint[], $3::jsonb[], $4::jsonb[], $5::int[]) AS f (player_id, stats, points, total)
       ), upserted AS (
         INSERT INTO player_match_points (match_id, player_id, stats, points, total, updated_at)
         SELECT $1, f.player_id, f.stats, f.points, f.total, $6 FROM fresh f
         ON CONFLICT (match_id, player_id) DO UPDATE SET stats = EXCLUDED.stats, points = EXCLUDED.points, total = EXCLUDED.total, updated_at = EXCLUDED.updated_at
         WHERE (player_match_points.stats, player_match_points.points) IS DISTINCT FROM (EXCLUDED.stats, EXCLUDED.points)
         RETURNING 1
       ), removed AS (
         DELETE FROM player_match_points m WHERE m.match_id = $1 AND m.player_id <> ALL($2::bigint[]) RETURNING 1
       )
       SELECT (SELECT count(*) FROM upserted) + (SELECT count(*) FROM removed) AS changed`,
      [matchId, rows.map((row) => row.playerId), rows.map((row) => row.stats), rows.map((row) => row.points), rows.map((row) => row.total), now],
    );
    // The notable events are news on the players' cards.
    await writeMatchNews(tx, matchId, now);
    const changed = num(written?.changed ?? 0);
    // The squads of this match's players, on fans' open pitches, move at once (live/fan-events.ts).
    if (changed > 0) await announceToFans(tx, { kind: 'fantasy', match: matchId });
    return { changed };
  });
}
