import { playerTotals, squadPointsFromTotals, squadTotalFromTotals, type PlayerMatchStats, type PlayerTotals, type Position, type SquadPick, type SquadPoints } from '@hadaf/domain';
import type { Queryable } from '../platform/database/database.ts';
import { num, numOrNull, type Row } from '../platform/database/rows.ts';

/**
 * Fantasy squads as the ranking scores them (the fantasy feature writes fantasy_squads and player_match_points; the
 * ranks are the competitions'): here, so the rankings need nothing from the fantasy feature, which builds on them.
 */

/** A fan's saved squad as stored (fantasy_squads). */
export interface StoredSquad {
  userId: number;
  formation: string;
  /** Lineup order: per position group the starters, then the group's substitute. */
  playerIds: number[];
  substituteIds: number[];
  captainId: number | null;
}

export function toStoredSquad(row: Row): StoredSquad {
  return {
    userId: num(row.user_id),
    formation: String(row.formation),
    playerIds: (row.player_ids as unknown[]).map(num),
    substituteIds: (row.substitute_ids as unknown[]).map(num),
    captainId: numOrNull(row.captain_id),
  };
}

/** One player's stats in each of the competition's matches he has points in, and his position. */
export interface CompetitionPlayerStats {
  position: Position;
  /** Per match id. */
  matches: Map<number, PlayerMatchStats>;
}

/** The players' positions and their stats in the competition's matches (player_match_points). */
export async function competitionPlayerStats(database: Queryable, competitionId: number, playerIds: readonly number[]): Promise<Map<number, CompetitionPlayerStats>> {
  const players = new Map<number, CompetitionPlayerStats>();
  if (playerIds.length === 0) return players;
  const positions = await database.query<Row>('SELECT id, position FROM players WHERE id = ANY($1::bigint[])', [playerIds]);
  for (const row of positions) players.set(num(row.id), { position: row.position as Position, matches: new Map() });
  const rows = await database.query<Row>(
    `SELECT pmp.player_id, pmp.match_id, pmp.stats FROM competition_matches cm
     JOIN player_match_points pmp ON pmp.match_id = cm.match_id AND pmp.player_id = ANY($2::bigint[])
     WHERE cm.competition_id = $1`,
    [competitionId, playerIds],
  );
  for (const row of rows) players.get(num(row.player_id))?.matches.set(num(row.match_id), row.stats as PlayerMatchStats);
  return players;
}

/** The squad as the domain's points rules take it. */
export function squadPicks(squad: StoredSquad, players: ReadonlyMap<number, CompetitionPlayerStats>): SquadPick[] {
  const substitutes = new Set(squad.substituteIds);
  return squad.playerIds.map((id) => ({
    playerId: id,
    position: players.get(id)?.position ?? 'Midfielder',
    isCaptain: id === squad.captainId,
    isSubstitute: substitutes.has(id),
  }));
}

/** Each player's totals over the competition's matches, computed once for every squad that picked him. */
function totalsOf(players: ReadonlyMap<number, CompetitionPlayerStats>): (id: number | string) => PlayerTotals {
  const totals = new Map<number, PlayerTotals>();
  const none = playerTotals('Midfielder', []);
  return (id) => {
    const key = Number(id);
    let own = totals.get(key);
    if (!own) {
      const player = players.get(key);
      own = player ? playerTotals(player.position, [...player.matches.values()]) : none;
      totals.set(key, own);
    }
    return own;
  };
}

/** The squad's points over the competition's matches: the domain's rule (captain doubled, automatic substitutions). */
export function squadPoints(squad: StoredSquad, players: ReadonlyMap<number, CompetitionPlayerStats>): SquadPoints {
  return squadPointsFromTotals(squadPicks(squad, players), totalsOf(players));
}

/**
 * Every participant's squad points in a fantasy competition, for the ranking (rankings.ts writes the differences):
 * the squads are read once (one row per fan), each player's totals computed once, and each squad scored by the
 * domain's rule. Points as text with 2 decimals (hundredths / 100, exact). Participants without a squad are not
 * listed (0 points).
 */
export async function fantasyTotals(tx: Queryable, competitionId: number): Promise<{ userIds: number[]; points: string[] }> {
  const rows = await tx.query<Row>(
    `SELECT s.user_id, s.formation, s.player_ids, s.substitute_ids, s.captain_id FROM fantasy_squads s
     JOIN competition_participants cp ON cp.competition_id = s.competition_id AND cp.user_id = s.user_id
     WHERE s.competition_id = $1`,
    [competitionId],
  );
  const squads = rows.map(toStoredSquad);
  const players = await competitionPlayerStats(tx, competitionId, [...new Set(squads.flatMap((squad) => squad.playerIds))]);
  const totals = totalsOf(players);
  const points = squads.map((squad) => (squadTotalFromTotals(squadPicks(squad, players), totals) / 100).toFixed(2));
  return { userIds: squads.map((squad) => squad.userId), points };
}
