import { defineOperations } from '../platform/operations.ts';
import type { Schemas } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { pick } from './localized.ts';
import { likePattern, num, numOrNull, textOrNull, usableInteger, type Row } from '../platform/database/rows.ts';
import { referenceCache } from './reference-cache.ts';
import { picture, toTeam } from './serialize.ts';
import { publicImageUrl } from '../images/index.ts';

/** Players per page (the spec gives no size; the fantasy player list pages). */
export const PLAYERS_PER_PAGE = 20;

/** Player stats counted from match events; goals and assists are the featured ones on the player card. */
const statEvents = {
  goals: 'goal',
  assists: 'assist',
  yellow_cards: 'yellow-card',
  red_cards: 'red-card',
  saves: 'save',
  tackles: 'tackle',
  blocks: 'block',
} as const;
const featuredStats = new Set(['goals', 'assists']);

async function statsOf(database: Database, playerIds: number[]): Promise<Map<number, Schemas['PlayerStats']>> {
  const stats = new Map<number, Schemas['PlayerStats']>(playerIds.map((id) => [id, {}]));
  if (playerIds.length === 0) return stats;
  const rows = await database.query<Row>(
    `SELECT player_id, type, count(*) AS value, count(DISTINCT match_id) AS matches FROM match_events
     WHERE player_id = ANY($1::bigint[]) GROUP BY player_id, type`,
    [playerIds],
  );
  const appearances = new Map<number, number>();
  for (const row of rows) {
    const id = num(row.player_id);
    const own = stats.get(id)!;
    if (row.type === 'lineup' || row.type === 'substitution-in') appearances.set(id, (appearances.get(id) ?? 0) + num(row.matches));
    for (const [name, type] of Object.entries(statEvents)) {
      if (row.type === type) own[name as keyof typeof statEvents] = { value: num(row.value), featured: featuredStats.has(name) };
    }
  }
  for (const [id, own] of stats) own.appearances = { value: appearances.get(id) ?? 0, featured: false };
  return stats;
}

export const catalogueOperations = defineOperations({
  listTeams: {
    handler: async (request, _reply, context) => {
      if (!usableInteger(request.query.competition)) return { data: [] };
      const nameColumn = context.locale === 'ar' ? 't.name_ar' : 't.name_en';
      const { database } = context.services;
      const rows = await database.query<Row>(
        `SELECT t.id FROM league_teams lt JOIN teams t ON t.id = lt.team_id WHERE lt.league_id = $1 ORDER BY ${nameColumn}, t.id`,
        [request.query.competition],
      );
      const ids = rows.map((row) => num(row.id));
      const teams = await referenceCache(database).teamsById(ids);
      return { data: ids.map((id) => toTeam(teams.get(id)!, context.locale)) };
    },
  },

  listPlayers: {
    handler: async (request, _reply, context) => {
      const query = request.query;
      const page = query.page ?? 1;
      const offset = offsetOf(page, PLAYERS_PER_PAGE);
      if (![query.competition, query.team ?? 0, offset].every(usableInteger)) return { data: [], meta: pageMeta(page, PLAYERS_PER_PAGE, 0) };
      const params: unknown[] = [query.competition];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const conditions = ['lt.league_id = $1'];
      if (query.position) conditions.push(`p.position = ${param(query.position)}`);
      if (query.team !== undefined) conditions.push(`p.team_id = ${param(query.team)}`);
      if (query.price_from !== undefined) conditions.push(`p.price >= ${param(query.price_from)}`);
      if (query.price_to !== undefined) conditions.push(`p.price <= ${param(query.price_to)}`);
      const q = query.q?.trim();
      if (q) {
        const pattern = param(likePattern(q));
        conditions.push(`(p.common_name_en ILIKE ${pattern} OR p.common_name_ar ILIKE ${pattern})`);
      }
      const from = `players p JOIN league_teams lt ON lt.team_id = p.team_id JOIN teams t ON t.id = p.team_id WHERE ${conditions.join(' AND ')}`;
      const { database } = context.services;
      const [count] = await database.query<Row>(`SELECT count(*) AS total FROM ${from}`, params);
      const rows = await database.query<Row>(
        `SELECT p.id, p.common_name_en, p.common_name_ar, p.number, p.position, p.price, p.team_id, p.photo
         FROM ${from} ORDER BY p.price DESC, p.id LIMIT ${PLAYERS_PER_PAGE} OFFSET ${offset}`,
        params,
      );
      const [stats, teams, photos] = await Promise.all([
        statsOf(database, rows.map((row) => num(row.id))),
        referenceCache(database).teamsById(rows.map((row) => num(row.team_id))),
        // Generated avatars are served like crests: content-addressed /api/emblems URLs, never inlined.
        Promise.all(rows.map((row) => publicImageUrl(database, textOrNull(row.photo)))),
      ]);
      return {
        data: rows.map(
          (row, index): Schemas['Player'] => ({
            id: num(row.id),
            common_name: pick(context.locale, String(row.common_name_en), textOrNull(row.common_name_ar)),
            number: numOrNull(row.number),
            price: num(row.price),
            position: row.position as Schemas['PlayerPosition'],
            image: picture(photos[index] ?? null),
            team: toTeam(teams.get(num(row.team_id))!, context.locale),
            stats: stats.get(num(row.id)) ?? {},
          }),
        ),
        meta: pageMeta(page, PLAYERS_PER_PAGE, num(count?.total ?? 0)),
      };
    },
  },
});
