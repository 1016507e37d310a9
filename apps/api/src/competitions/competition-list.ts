import { flagOn } from '../football/index.ts';
import type { QueryParams, Schemas } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import { nameLike, namePattern, num, usableInteger, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { CARD_COLUMNS, CARD_FROM, VISIBLE_SQL, toCompetitions, type Viewer } from './competition-read.ts';

/** Published: approved, or never needing approval (the platform's own); a cancelled one was published and shows under Past. */
const PUBLISHED_SQL = `(c.status IS NULL OR c.status IN ('approved', 'cancelled'))`;

/** The spec gives no page size for the lobby (competitions §9): 12, a full grid of 2, 3 or 4 columns. */
export const COMPETITIONS_PER_PAGE = 12;

type ListQuery = QueryParams<'listCompetitions'>;

/** ORDER BY expressions; `share` is eksab_share (a fraction the configuration checked), written as a literal. */
const SORT_COLUMNS: Record<Schemas['CompetitionSort'], (share: number) => string> = {
  'start-date': () => 'x.starts_at',
  'end-date': () => 'x.ends_at',
  'entry-fee': () => 'x.entry_fee',
  // The reward the card shows (rewardOf): a calculated one is the pool less the house's share, so it grows with its
  // participants. Only an order: within a coin of prizeMoney's rounding, the figure itself comes from the domain.
  reward: (share) => `CASE WHEN x.calculate_reward THEN x.entry_fee * x.participants_count * (1 - ${Number.isFinite(share) ? share : 0}) ELSE x.reward END`,
  // competitions §4, the Upcoming tab: the competitions expected to start first.
  'expected-first': () => 'x.starts_at',
};

/**
 * competitions §2 and §6: a visitor browses the Upcoming tab only (Running and Past are for signed-in fans), so their
 * lists hold upcoming competitions whatever they ask. A group's list is its public page's, shown in full.
 */
function stateOf(query: ListQuery, viewer: Viewer | null): Schemas['CompetitionState'] | 'none' | undefined {
  if (viewer || query.group !== undefined) return query.state;
  return query.state === undefined || query.state === 'upcoming' ? 'upcoming' : 'none';
}

/**
 * One page of the lobby (GET /v2/competitions) in one query plus the page's prizes, sponsors and leagues' prizes. Every filter of the
 * contract; the state is the one STATE_SQL, so a list never disagrees with the competition page.
 */
export async function listCompetitions(database: Database, query: ListQuery, viewer: Viewer | null, locale: Locale, now: Date, eksabShare: number) {
  const page = query.page ?? 1;
  const params: unknown[] = [now, viewer?.id ?? 0, viewer?.admin ?? false];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [VISIBLE_SQL];
  if (query.type !== undefined) where.push(`c.type = ${param(query.type)}`);
  if (flagOn(query.featured)) where.push('c.featured');
  if (flagOn(query.creator)) where.push('c.creator_id IS NOT NULL');
  // The creators section (platform §1): one creator's competitions, published ones only (not waiting for review nor
  // rejected, even to their creator or an admin), unless the admin's review queue asks for the pending ones.
  if (query.creator_id !== undefined) {
    where.push(`c.creator_id = ${param(usableInteger(query.creator_id) ? query.creator_id : 0)}`);
    if (query.status !== 'pending-approval') where.push(PUBLISHED_SQL);
  }
  if (flagOn(query['e-sports'])) where.push('c.e_sports');
  // The admin's review queue: every pending competition, a group's too.
  if (query.status === 'pending-approval') where.push("c.status = 'pending-approval'");
  // Group competitions are listed in their group only (groups issue).
  else where.push(query.group !== undefined ? `c.group_id = ${param(usableInteger(query.group) ? query.group : 0)}` : 'c.group_id IS NULL');
  // A visitor affords only what is free, has joined nothing and created nothing.
  if (flagOn(query.affordable)) where.push(`c.entry_fee <= ${param(viewer?.coins ?? 0)}`);
  if (flagOn(query.joined)) where.push('x.joined');
  if (flagOn(query.mine)) where.push(`(x.joined OR c.creator_id = $2)`);
  const wanted = stateOf(query, viewer);
  const state = wanted === 'none' ? 'AND false' : wanted ? `AND x.state = ${param(wanted)}` : '';
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  const order = query.status ? 'x.id ASC' : `${SORT_COLUMNS[query.sort ?? 'expected-first'](eksabShare)} ${direction} NULLS LAST, x.id ${direction}`;
  const matching = `FROM (SELECT ${CARD_COLUMNS} FROM ${CARD_FROM}) x JOIN competitions c ON c.id = x.id WHERE ${where.join(' AND ')} ${state}`;
  const offset = offsetOf(page, COMPETITIONS_PER_PAGE);
  const rows = await database.query<Row>(
    `SELECT x.*, count(*) OVER () AS total ${matching} ORDER BY ${order} LIMIT ${COMPETITIONS_PER_PAGE} OFFSET ${usableInteger(offset) ? offset : 0}`,
    params,
  );
  // Past the last page the window count has no row to ride on: count on its own, so last_page stays true.
  const total = rows.length > 0 ? num(rows[0]!.total) : page > 1 ? num((await database.query<Row>(`SELECT count(*) AS total ${matching}`, params))[0]?.total ?? 0) : 0;
  return { data: await toCompetitions(database, rows, locale, eksabShare), meta: pageMeta(page, COMPETITIONS_PER_PAGE, total) };
}

/** The leagues user-created fantasy competitions may use (for-user-created-fantasy=1): {data: [{id, name}]}. */
export async function userCompetitionLeagues(database: Database, locale: Locale) {
  const rows = await database.query<Row>('SELECT id, name_en, name_ar FROM leagues WHERE allowed_for_user_competitions ORDER BY name_en, id');
  return { data: rows.map((row) => ({ id: num(row.id), name: String(locale === 'ar' && row.name_ar ? row.name_ar : row.name_en) })) };
}

/** How many of each kind the search page shows (GET /v2/search; the contract's maxItems). */
export const SEARCH_LIMIT = 6;

/**
 * The search page's competitions (issue 30): the ones the lobby would show the viewer (a visitor: upcoming only; group
 * competitions stay in their group), named like `q` in either language or holding a match of a team named like it.
 * Named ones first, then running, upcoming and past, the soonest first.
 */
export async function searchCompetitions(database: Database, q: string, viewer: Viewer | null, locale: Locale, now: Date, eksabShare: number) {
  const params: unknown[] = [now, viewer?.id ?? 0, viewer?.admin ?? false, namePattern(q)];
  const named = nameLike(['c.name_en', 'c.name_ar'], '$4');
  const teamPlays = `EXISTS (SELECT 1 FROM competition_matches cm JOIN matches m ON m.id = cm.match_id JOIN teams t ON t.id IN (m.home_team_id, m.away_team_id)
    WHERE cm.competition_id = c.id AND ${nameLike(['t.name_en', 't.name_ar'], '$4')})`;
  const states = viewer ? '' : "AND x.state = 'upcoming'";
  const rows = await database.query<Row>(
    `SELECT x.* FROM (SELECT ${CARD_COLUMNS}, ${named} AS named FROM ${CARD_FROM}) x JOIN competitions c ON c.id = x.id
      WHERE ${VISIBLE_SQL} AND c.group_id IS NULL AND (x.named OR ${teamPlays}) ${states}
      ORDER BY x.named DESC, CASE x.state WHEN 'running' THEN 0 WHEN 'upcoming' THEN 1 ELSE 2 END, x.starts_at NULLS LAST, x.id
      LIMIT ${SEARCH_LIMIT}`,
    params,
  );
  return toCompetitions(database, rows, locale, eksabShare);
}
