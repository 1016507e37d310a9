import { defineOperations } from '../platform/operations.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { likePattern, num, usableInteger, type Row } from '../platform/database/rows.ts';
import { PLAYER_COLUMNS, toPlayers } from './players.ts';
import { referenceCache } from './reference-cache.ts';
import { nowOf } from './runtime.ts';
import { toTeam } from './serialize.ts';

/** Players per page (the spec gives no size; the fantasy player list pages). */
export const PLAYERS_PER_PAGE = 20;

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
        `SELECT ${PLAYER_COLUMNS} FROM ${from} ORDER BY p.price DESC, p.id LIMIT ${PLAYERS_PER_PAGE} OFFSET ${offset}`,
        params,
      );
      return {
        // The picker's rows say each player's form and next fixture (issue 30).
        data: await toPlayers(database, rows, context.locale, { now: nowOf(context.services) }),
        meta: pageMeta(page, PLAYERS_PER_PAGE, num(count?.total ?? 0)),
      };
    },
  },
});
