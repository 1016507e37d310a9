import type { Schemas } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Bet } from './bet-rules.ts';
import type { MatchStateCode } from './match-state.ts';
import { referenceCache } from './reference-cache.ts';
import { date, nameLike, namePattern, num, numOrNull, usableInteger, type Row } from '../platform/database/rows.ts';
import { BET_COLUMNS, MATCH_BASE_COLUMNS, readBet, readMatchBase, type MatchBase, type MatchRow } from './rows.ts';
import { toMatchItem, type ViewerPrediction } from './serialize.ts';
import { joinPredictionPoints } from './prediction-points.ts';

export interface MatchFilter {
  ids?: readonly number[];
  /** Kick-off at or after. */
  from?: Date;
  /** Kick-off before (exclusive). */
  before?: Date;
  state?: MatchStateCode | null;
  q?: string;
  leagueId?: number;
  /** competitions §5: only the leagues user-created competitions may use. */
  userCompetitionLeagues?: boolean;
  /** Only matches this user predicted. */
  predictedBy?: number;
  /** Only the matches of this Hadaf competition (its Matches tab). */
  competitionId?: number;
  /** Only the matches of competitions this user joined (the matches page's joined filter). */
  joinedBy?: number;
}

/** Conditions on matches alone (alias m): names and leagues are reached by subqueries, so no join is needed. */
function whereClause(filter: MatchFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.ids) conditions.push(`m.id = ANY(${param(filter.ids.filter(usableInteger))}::bigint[])`);
  if (filter.from) conditions.push(`m.start_at >= ${param(filter.from)}`);
  if (filter.before) conditions.push(`m.start_at < ${param(filter.before)}`);
  if (filter.state) conditions.push(`m.state = ${param(filter.state)}`);
  if (filter.leagueId !== undefined && !usableInteger(filter.leagueId)) conditions.push('false');
  else if (filter.leagueId !== undefined) conditions.push(`m.season_id IN (SELECT id FROM seasons WHERE league_id = ${param(filter.leagueId)})`);
  if (filter.userCompetitionLeagues) {
    conditions.push('m.season_id IN (SELECT s.id FROM seasons s JOIN leagues l ON l.id = s.league_id WHERE l.allowed_for_user_competitions)');
  }
  // competition_matches and competition_participants are the competitions module's tables, read here by name only.
  if (filter.competitionId !== undefined && !usableInteger(filter.competitionId)) conditions.push('false');
  else if (filter.competitionId !== undefined) conditions.push(`m.id IN (SELECT match_id FROM competition_matches WHERE competition_id = ${param(filter.competitionId)})`);
  if (filter.joinedBy !== undefined) {
    conditions.push(
      `m.id IN (SELECT cm.match_id FROM competition_matches cm JOIN competition_participants cp ON cp.competition_id = cm.competition_id WHERE cp.user_id = ${param(filter.joinedBy)})`,
    );
  }
  if (filter.predictedBy !== undefined) conditions.push(`EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = m.id AND p.user_id = ${param(filter.predictedBy)})`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = param(namePattern(q));
    const named = nameLike(['name_en', 'name_ar'], pattern);
    const teams = `(SELECT id FROM teams WHERE ${named})`;
    // A fan looking for a gamer finds the gamer's eSports matches.
    const gamers = `(SELECT id FROM gamers WHERE ${named})`;
    conditions.push(
      `(m.home_team_id IN ${teams} OR m.away_team_id IN ${teams} OR m.home_gamer_id IN ${gamers} OR m.away_gamer_id IN ${gamers} OR m.season_id IN ` +
        `(SELECT s.id FROM seasons s JOIN leagues l ON l.id = s.league_id WHERE ${nameLike(['l.name_en', 'l.name_ar'], pattern)}))`,
    );
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export async function countMatches(database: Database, filter: MatchFilter): Promise<number> {
  const where = whereClause(filter);
  const [row] = await database.query<Row>(`SELECT count(*) AS total FROM matches m ${where.sql}`, where.params);
  return num(row?.total ?? 0);
}

/** Adds teams, gamers and season (with league) from the reference cache. */
async function hydrate(database: Database, bases: readonly MatchBase[]): Promise<MatchRow[]> {
  const cache = referenceCache(database);
  const [teams, gamers, seasons] = await Promise.all([
    cache.teamsById(bases.flatMap((base) => [base.homeTeamId, base.awayTeamId])),
    cache.gamersById(bases.flatMap((base) => [base.homeGamerId, base.awayGamerId]).filter((id): id is number => id !== null)),
    cache.seasonsById(bases.map((base) => base.seasonId)),
  ]);
  const gamer = (id: number | null) => (id === null ? null : (gamers.get(id) ?? null));
  return bases.map((base) => {
    const season = seasons.get(base.seasonId)!;
    return {
      id: base.id,
      seasonId: base.seasonId,
      seasonName: season.name,
      league: season.league,
      home: teams.get(base.homeTeamId)!,
      away: teams.get(base.awayTeamId)!,
      homeGamer: gamer(base.homeGamerId),
      awayGamer: gamer(base.awayGamerId),
      startAt: base.startAt,
      state: base.state,
      minute: base.minute,
      homeGoals: base.homeGoals,
      awayGoals: base.awayGoals,
    };
  });
}

/** One page of matches and the total of the filter, in one query (window count) unless the page is past the end. */
export async function findMatches(
  database: Database,
  filter: MatchFilter,
  page: { limit: number; offset: number; newestFirst?: boolean },
): Promise<{ rows: MatchRow[]; total: number }> {
  if (!usableInteger(page.offset)) return { rows: [], total: await countMatches(database, filter) };
  const where = whereClause(filter);
  const order = page.newestFirst ? 'm.start_at DESC, m.id DESC' : 'm.start_at, m.id';
  const rows = await database.query<Row>(
    `SELECT ${MATCH_BASE_COLUMNS}, count(*) OVER () AS total FROM matches m ${where.sql}
     ORDER BY ${order} LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`,
    where.params,
  );
  const total = rows.length > 0 ? num(rows[0]!.total) : page.offset > 0 ? await countMatches(database, filter) : 0;
  return { rows: await hydrate(database, rows.map(readMatchBase)), total };
}

export async function findMatch(database: Database, id: number): Promise<MatchRow | null> {
  const { rows } = await findMatches(database, { ids: [id] }, { limit: 1, offset: 0 });
  return rows[0] ?? null;
}

/** Bets of several matches, in display order (score bet first, then bonus questions). */
export async function betsOf(database: Database, matchIds: readonly number[]): Promise<Map<number, Bet[]>> {
  const byMatch = new Map<number, Bet[]>(matchIds.map((id) => [id, []]));
  if (matchIds.length === 0) return byMatch;
  const rows = await database.query<Row>(`SELECT ${BET_COLUMNS} FROM bets WHERE match_id = ANY($1::bigint[]) ORDER BY match_id, position, id`, [matchIds]);
  for (const row of rows) {
    const bet = readBet(row);
    byMatch.get(bet.matchId)?.push(bet);
  }
  return byMatch;
}

/**
 * Match rows as the contract's MatchItem: their bets and, for a signed-in caller, that caller's own predictions
 * and points (one query; a visitor gets none, and nobody ever sees another user's predictions).
 */
export async function toMatchItems(
  database: Database,
  matches: readonly MatchRow[],
  viewerId: number | null,
  now: Date,
  locale: Locale,
): Promise<Schemas['MatchItem'][]> {
  const ids = matches.map((match) => match.id);
  const bets = new Map<number, Bet[]>(ids.map((id) => [id, []]));
  const predictions = new Map<number, ViewerPrediction>();
  if (ids.length > 0) {
    const columns = BET_COLUMNS.split(', ')
      .map((column) => `b.${column}`)
      .join(', ');
    const rows = await database.query<Row>(
      `SELECT ${columns}, p.value AS prediction_value, a.points AS prediction_points, p.id AS prediction_id
       FROM bets b LEFT JOIN predictions p ON p.bet_id = b.id AND p.user_id = $2
       ${joinPredictionPoints}
       WHERE b.match_id = ANY($1::bigint[]) ORDER BY b.match_id, b.position, b.id`,
      [ids, viewerId ?? 0],
    );
    for (const row of rows) {
      const bet = readBet(row);
      bets.get(bet.matchId)?.push(bet);
      if (viewerId !== null && row.prediction_id !== null && row.prediction_id !== undefined) {
        predictions.set(bet.id, { value: row.prediction_value, points: numOrNull(row.prediction_points) });
      }
    }
  }
  return matches.map((match) => toMatchItem(match, bets.get(match.id) ?? [], predictions, now, locale));
}

/** The closest days before and after `day` (YYYY-MM-DD, UTC) that have matches. */
export async function neighbourMatchDays(database: Database, dayStart: Date, dayEnd: Date): Promise<{ previous: string | null; next: string | null }> {
  const [row] = await database.query<Row>(
    `SELECT (SELECT max(start_at) FROM matches WHERE start_at < $1) AS previous, (SELECT min(start_at) FROM matches WHERE start_at >= $2) AS next`,
    [dayStart, dayEnd],
  );
  const day = (value: unknown) => (value ? date(value).toISOString().slice(0, 10) : null);
  return { previous: day(row?.previous), next: day(row?.next) };
}
