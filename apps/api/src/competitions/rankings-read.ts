import type { Queryable } from '../platform/database/database.ts';
import { num, textOrNull, type Row } from '../platform/database/rows.ts';
import { LEADER_POSITIONS } from './rankings.ts';

export interface RankedParticipant {
  userId: number;
  name: string;
  profilePictureFileId: string | null;
  points: number;
  rank: number;
}

const readRanked = (row: Row): RankedParticipant => ({
  userId: num(row.user_id),
  name: String(row.name),
  profilePictureFileId: textOrNull(row.profile_picture_file_id),
  points: num(row.points),
  rank: num(row.rank),
});

interface Band {
  points: string;
  rank: number;
}

/**
 * `limit` participants from place `offset + 1` in listed order (points descending, then user id). The first places
 * are one range of competition_rank_leaders; deeper ones are read band by band. Participants who left since the
 * last re-rank are skipped. Pages should not straddle LEADER_POSITIONS (a multiple of every page size used).
 */
export async function readRankingPage(database: Queryable, competitionId: number, offset: number, limit: number): Promise<RankedParticipant[]> {
  return offset < LEADER_POSITIONS ? readLeaders(database, competitionId, offset, limit) : readByBands(database, competitionId, offset, limit);
}

/** A range of the stored first places: one index range scan. */
export async function readLeaders(database: Queryable, competitionId: number, offset: number, limit: number): Promise<RankedParticipant[]> {
  const rows = await database.query<Row>(
    `SELECT l.user_id, l.points, b.rank, u.name, u.profile_picture_file_id
     FROM competition_rank_leaders l
     JOIN competition_rank_bands b ON b.competition_id = l.competition_id AND b.points = l.points
     JOIN competition_participants cp ON cp.competition_id = l.competition_id AND cp.user_id = l.user_id
     JOIN users u ON u.id = l.user_id
     WHERE l.competition_id = $1 AND l.position > $2 AND l.position <= $2 + $3
     ORDER BY l.position`,
    [competitionId, offset, limit],
  );
  return rows.map(readRanked);
}

/**
 * Any range of places, read from the band holding the first one through competition_ranks' primary key (a band's
 * participants in user id order), since points is in no index there: cost grows with the place, which only deep
 * pages pay.
 */
export async function readByBands(database: Queryable, competitionId: number, offset: number, limit: number): Promise<RankedParticipant[]> {
  const userIds: number[] = [];
  let [band] = await database.query<Band>('SELECT points, rank FROM competition_rank_bands WHERE competition_id = $1 AND rank <= $2 ORDER BY rank DESC LIMIT 1', [
    competitionId,
    offset + 1,
  ]);
  let skip = band ? offset + 1 - band.rank : 0;
  while (band && userIds.length < limit) {
    const members = await database.query<{ user_id: number }>(
      'SELECT user_id FROM competition_ranks WHERE competition_id = $1 AND points = $2 ORDER BY user_id OFFSET $3 LIMIT $4',
      [competitionId, band.points, skip, limit - userIds.length],
    );
    userIds.push(...members.map((member) => num(member.user_id)));
    skip = 0;
    [band] = await database.query<Band>('SELECT points, rank FROM competition_rank_bands WHERE competition_id = $1 AND rank > $2 ORDER BY rank LIMIT 1', [
      competitionId,
      band.rank,
    ]);
  }
  if (userIds.length === 0) return [];
  const rows = await database.query<Row>(
    `SELECT r.user_id, r.points, b.rank, u.name, u.profile_picture_file_id
     FROM competition_ranks r
     JOIN competition_rank_bands b ON b.competition_id = r.competition_id AND b.points = r.points
     JOIN competition_participants cp ON cp.competition_id = r.competition_id AND cp.user_id = r.user_id
     JOIN users u ON u.id = r.user_id
     WHERE r.competition_id = $1 AND r.user_id = ANY($2::bigint[])
     ORDER BY r.points DESC, r.user_id`,
    [competitionId, userIds],
  );
  return rows.map(readRanked);
}

/** One participant's points and rank: a primary-key lookup and its band. Null when not ranked (or no longer joined). */
export async function readRankOf(database: Queryable, competitionId: number, userId: number): Promise<RankedParticipant | null> {
  const [row] = await database.query<Row>(
    `SELECT r.user_id, r.points, b.rank, u.name, u.profile_picture_file_id
     FROM competition_ranks r
     JOIN competition_rank_bands b ON b.competition_id = r.competition_id AND b.points = r.points
     JOIN competition_participants cp ON cp.competition_id = r.competition_id AND cp.user_id = r.user_id
     JOIN users u ON u.id = r.user_id
     WHERE r.competition_id = $1 AND r.user_id = $2`,
    [competitionId, userId],
  );
  return row ? readRanked(row) : null;
}
