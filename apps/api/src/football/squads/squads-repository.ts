import type { Queryable } from '../../platform/database/database.ts';
import { num, type Row } from '../../platform/database/rows.ts';
import { generateSquad, SQUAD_SIZE } from './squad.ts';

/** A team and the key its squad is generated from (its external key, or its id when it has none). */
export interface SquadTeam {
  id: number;
  key: string;
}

/**
 * Gives every listed team a full squad (issue 14: at least 23 players): a team with fewer gets the generated players
 * it lacks, in shirt-number order. Generation depends only on the team's key, so running it again adds nothing.
 * Returns how many players it added.
 */
export async function ensureSquads(tx: Queryable, teams: readonly SquadTeam[]): Promise<number> {
  if (teams.length === 0) return 0;
  const counts = new Map(
    (await tx.query<Row>('SELECT team_id, count(*) AS total FROM players WHERE team_id = ANY($1::bigint[]) GROUP BY team_id', [teams.map((team) => team.id)])).map(
      (row) => [num(row.team_id), num(row.total)],
    ),
  );
  const missing = teams.flatMap((team) => generateSquad(team.key).slice(counts.get(team.id) ?? 0).map((player) => ({ teamId: team.id, ...player })));
  if (missing.length === 0) return 0;
  await tx.query(
    `INSERT INTO players (team_id, common_name_en, common_name_ar, number, position, price, photo)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::text[], $6::numeric[], $7::text[])`,
    [
      missing.map((player) => player.teamId),
      missing.map((player) => player.nameEn),
      missing.map((player) => player.nameAr),
      missing.map((player) => player.number),
      missing.map((player) => player.position),
      missing.map((player) => player.price),
      missing.map((player) => player.photo),
    ],
  );
  return missing.length;
}

/** Every team short of a squad gets one: run as football starts, so a database seeded before squads existed has them too. */
export async function ensureAllSquads(tx: Queryable): Promise<number> {
  const teams = await tx.query<Row>(
    `SELECT t.id, coalesce(t.external_key, 'team:' || t.id) AS key FROM teams t
      WHERE (SELECT count(*) FROM players p WHERE p.team_id = t.id) < ${SQUAD_SIZE}`,
  );
  return ensureSquads(tx, teams.map((team) => ({ id: num(team.id), key: String(team.key) })));
}
