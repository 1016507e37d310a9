import type { Database } from '../platform/database/database.ts';
import { publicImageUrl } from '../images/index.ts';
import { num, textOrNull, type Row } from '../platform/database/rows.ts';
import { type GamerRow, type LeagueInfo, type LeaguePrize, type TeamRow } from './rows.ts';

export interface SeasonInfo {
  id: number;
  name: string;
  league: LeagueInfo;
}

/**
 * Teams, eSports gamers and seasons (with their league) by id. No operation edits these rows once created (the
 * importer only adds, the seeders write them before their matches exist), so each server keeps them in memory and
 * reads the database only for ids it has not seen: a match list then needs no joins, which is most of its cost.
 */
export class ReferenceCache {
  private readonly teams = new Map<number, TeamRow>();
  private readonly gamers = new Map<number, GamerRow>();
  private readonly seasons = new Map<number, SeasonInfo>();

  constructor(private readonly database: Database) {}

  async teamsById(ids: Iterable<number>): Promise<Map<number, TeamRow>> {
    const missing = [...new Set(ids)].filter((id) => !this.teams.has(id));
    if (missing.length > 0) {
      const rows = await this.database.query<Row>('SELECT id, name_en, name_ar, code, logo FROM teams WHERE id = ANY($1::bigint[])', [missing]);
      for (const row of rows) {
        const logo = await publicImageUrl(this.database, textOrNull(row.logo));
        this.teams.set(num(row.id), { id: num(row.id), nameEn: String(row.name_en), nameAr: String(row.name_ar), code: String(row.code), logo });
      }
    }
    return this.teams;
  }

  /** No query at all when every id is known (a page without eSports matches asks for none). */
  async gamersById(ids: Iterable<number>): Promise<Map<number, GamerRow>> {
    const missing = [...new Set(ids)].filter((id) => !this.gamers.has(id));
    if (missing.length > 0) {
      const rows = await this.database.query<Row>('SELECT id, name_en, name_ar, picture FROM gamers WHERE id = ANY($1::bigint[])', [missing]);
      for (const row of rows) {
        const picture = await publicImageUrl(this.database, textOrNull(row.picture));
        this.gamers.set(num(row.id), { id: num(row.id), nameEn: String(row.name_en), nameAr: String(row.name_ar), picture });
      }
    }
    return this.gamers;
  }

  async seasonsById(ids: Iterable<number>): Promise<Map<number, SeasonInfo>> {
    const missing = [...new Set(ids)].filter((id) => !this.seasons.has(id));
    if (missing.length > 0) {
      const rows = await this.database.query<Row>(
        `SELECT s.id, s.name, l.id AS league_id, l.name_en, l.name_ar, l.logo FROM seasons s JOIN leagues l ON l.id = s.league_id
         WHERE s.id = ANY($1::bigint[])`,
        [missing],
      );
      const prizes = await leaguePrizesOf(this.database, rows.map((row) => num(row.league_id)));
      for (const row of rows) {
        const leagueId = num(row.league_id);
        this.seasons.set(num(row.id), {
          id: num(row.id),
          name: String(row.name),
          league: {
            id: leagueId,
            nameEn: String(row.name_en),
            nameAr: String(row.name_ar),
            logo: await publicImageUrl(this.database, textOrNull(row.logo)),
            prizes: prizes.get(leagueId) ?? [],
          },
        });
      }
    }
    return this.seasons;
  }
}

/** The prizes of the leagues' season-long competitions, by league, best rank first (the match lists' and competition cards' season.competition.prizes). */
export async function leaguePrizesOf(database: Database, leagueIds: readonly number[]): Promise<Map<number, LeaguePrize[]>> {
  const rows = await database.query<Row>(
    `SELECT lp.league_id, lp.rank, p.id, p.name_en, p.name_ar, p.icon, p.amount FROM league_prizes lp JOIN prizes p ON p.id = lp.prize_id
     WHERE lp.league_id = ANY($1::bigint[]) ORDER BY lp.league_id, lp.rank`,
    [[...new Set(leagueIds)]],
  );
  const byLeague = new Map<number, LeaguePrize[]>();
  for (const row of rows) {
    const list = byLeague.get(num(row.league_id)) ?? [];
    const icon = await publicImageUrl(database, textOrNull(row.icon));
    list.push({ id: num(row.id), rank: num(row.rank), nameEn: String(row.name_en), nameAr: String(row.name_ar), icon, amount: num(row.amount) });
    byLeague.set(num(row.league_id), list);
  }
  return byLeague;
}

const caches = new WeakMap<Database, ReferenceCache>();

export function referenceCache(database: Database): ReferenceCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new ReferenceCache(database);
    caches.set(database, cache);
  }
  return cache;
}
