import { toPointsBreakdownList } from '@hadaf/domain';
import { competitionPlayerStats, squadPoints, toStoredSquad, type StoredSquad } from '../competitions/index.ts';
import { joinPredictionPoints } from '../football/prediction-points.ts';
import type { Queryable } from '../platform/database/database.ts';
import { date, num, type Row } from '../platform/database/rows.ts';
import type { FanAnnouncement } from '../platform/live-announcements.ts';
import type { FanEvent, FanEventSource } from './hub.ts';

type EventsByFan = Map<number, FanEvent[]>;

const add = (events: EventsByFan, userId: number, event: FanEvent) => events.set(userId, [...(events.get(userId) ?? []), event]);

/** Points are stored with two decimals: summed in hundredths, as the match item sums them (football/serialize.ts). */
const sumPoints = (values: readonly number[]) => values.reduce((sum, points) => sum + Math.round(points * 100), 0) / 100;

/** A scored match: each connected predictor's settled bets and points on it (MatchItem's current_user_* fields). */
async function pointsEvents(database: Queryable, matchId: number, userIds: readonly number[]): Promise<EventsByFan> {
  const rows = await database.query<Row>(
    `SELECT p.user_id, p.bet_id, a.points FROM predictions p ${joinPredictionPoints}
     WHERE p.match_id = $1 AND p.user_id = ANY($2::bigint[]) AND a.points IS NOT NULL ORDER BY p.user_id, p.bet_id`,
    [matchId, userIds],
  );
  const bets = new Map<number, { bet_id: number; points: number }[]>();
  for (const row of rows) {
    const userId = num(row.user_id);
    bets.set(userId, [...(bets.get(userId) ?? []), { bet_id: num(row.bet_id), points: num(row.points) }]);
  }
  const events: EventsByFan = new Map();
  for (const [userId, own] of bets) add(events, userId, { type: 'points', match_id: matchId, points: sumPoints(own.map((bet) => bet.points)), bets: own });
  return events;
}

/** A re-ranked competition: each connected participant's place and points (GET /rankings/mine's, and when). */
async function rankEvents(database: Queryable, competitionId: number, userIds: readonly number[]): Promise<EventsByFan> {
  const rows = await database.query<Row>(
    `SELECT r.user_id, r.points, b.rank, cr.ranked_at FROM competition_ranks r
     JOIN competition_rank_bands b ON b.competition_id = r.competition_id AND b.points = r.points
     JOIN competition_participants cp ON cp.competition_id = r.competition_id AND cp.user_id = r.user_id
     JOIN competition_rankings cr ON cr.competition_id = r.competition_id
     WHERE r.competition_id = $1 AND r.user_id = ANY($2::bigint[])`,
    [competitionId, userIds],
  );
  const events: EventsByFan = new Map();
  for (const row of rows) {
    add(events, num(row.user_id), { type: 'rank', competition_id: competitionId, ranking: num(row.rank), points: num(row.points), updated_at: date(row.ranked_at).toISOString() });
  }
  return events;
}

/** A match's fantasy points moved: each connected fan's squad in the fantasy competitions that include it. */
async function squadEvents(database: Queryable, matchId: number, userIds: readonly number[]): Promise<EventsByFan> {
  const rows = await database.query<Row>(
    `SELECT s.competition_id, s.user_id, s.formation, s.player_ids, s.substitute_ids, s.captain_id FROM fantasy_squads s
     JOIN competition_matches cm ON cm.competition_id = s.competition_id AND cm.match_id = $1
     JOIN competitions c ON c.id = s.competition_id AND c.type = 2
     JOIN competition_participants cp ON cp.competition_id = s.competition_id AND cp.user_id = s.user_id
     WHERE s.user_id = ANY($2::bigint[])`,
    [matchId, userIds],
  );
  const byCompetition = new Map<number, StoredSquad[]>();
  for (const row of rows) byCompetition.set(num(row.competition_id), [...(byCompetition.get(num(row.competition_id)) ?? []), toStoredSquad(row)]);
  const events: EventsByFan = new Map();
  for (const [competitionId, squads] of byCompetition) {
    // The players of every connected squad at once: two queries per competition, whatever the fans.
    const players = await competitionPlayerStats(database, competitionId, [...new Set(squads.flatMap((squad) => squad.playerIds))]);
    for (const squad of squads) {
      const scored = squadPoints(squad, players);
      add(events, squad.userId, {
        type: 'squad',
        competition_id: competitionId,
        points: scored.total / 100,
        players: scored.players.map((player) => ({
          id: Number(player.playerId),
          scored_fantasy_points: player.points.total / 100,
          points_breakdown: toPointsBreakdownList(player.points),
        })),
      });
    }
  }
  return events;
}

/** Notifications added or read: each connected fan's count of unread ones (the bell; 0 when they have none). */
async function notificationEvents(database: Queryable, userIds: readonly number[]): Promise<EventsByFan> {
  const rows = await database.query<Row>(
    'SELECT user_id, count(*) FILTER (WHERE read_at IS NULL) AS new_count FROM notifications WHERE user_id = ANY($1::bigint[]) GROUP BY user_id',
    [userIds],
  );
  const counts = new Map(rows.map((row) => [num(row.user_id), num(row.new_count)]));
  const events: EventsByFan = new Map();
  for (const userId of userIds) add(events, userId, { type: 'notifications', new_count: counts.get(userId) ?? 0 });
  return events;
}

/**
 * The fans' own events of an announcement, read for the fans connected to this process only: one query (two per
 * fantasy competition) per announcement, however many fans it concerns, and nobody else's figures are read.
 */
export function fanEventSource(database: Queryable): FanEventSource {
  return async (announcement: FanAnnouncement, userIds) => {
    switch (announcement.kind) {
      case 'scored':
        return pointsEvents(database, announcement.match, userIds);
      case 'ranked':
        return rankEvents(database, announcement.competition, userIds);
      case 'fantasy':
        return squadEvents(database, announcement.match, userIds);
      case 'notifications':
        return notificationEvents(database, userIds);
      default:
        // An announcement of a newer server (during a rolling deploy) this one does not know.
        return new Map();
    }
  };
}
