import type { Schemas } from '../platform/contract/types.ts';
import type { Database, Queryable } from '../platform/database/database.ts';
import { nameLike, namePattern, num, numOrNull, textOrNull, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import { publicImageUrl } from '../images/index.ts';
import { pick } from './localized.ts';
import { referenceCache } from './reference-cache.ts';
import { picture, toTeam } from './serialize.ts';

/** The columns toPlayers reads, from `players p`. */
export const PLAYER_COLUMNS = 'p.id, p.common_name_en, p.common_name_ar, p.number, p.position, p.price, p.team_id, p.photo';

/** Stats summed from match events (a row may count several, as passes and tackles come in spells). */
const statEvents = {
  goals: 'goal',
  assists: 'assist',
  yellow_cards: 'yellow-card',
  red_cards: 'red-card',
  saves: 'save',
  tackles: 'tackle',
  blocks: 'block',
} as const;
/** Featured on the player card (competitions §3: stats map with value and featured). */
const featuredStats = new Set(['goals', 'assists', 'cleansheets']);

type PlayerStats = Schemas['PlayerStats'];
const stat = (name: string, value: number) => ({ value, featured: featuredStats.has(name) });

/**
 * Each player's career stats (competitions §3 stats names), from the events of every match and the points job's
 * stats: appearances (a lineup or a substitution on), wins and losses of those matches once finished, clean sheets
 * as the points table pays them (60 minutes or more without conceding), and fantasy_points over every match.
 */
export async function playerStats(database: Queryable, playerIds: readonly number[]): Promise<Map<number, { stats: PlayerStats; fantasyPoints: number }>> {
  const result = new Map(playerIds.map((id) => [id, { stats: {} as PlayerStats, fantasyPoints: 0 }]));
  if (playerIds.length === 0) return result;
  const [events, outcomes, points] = await Promise.all([
    database.query<Row>(
      `SELECT player_id, type, sum(count) AS value FROM match_events WHERE player_id = ANY($1::bigint[]) AND type = ANY($2::text[]) GROUP BY player_id, type`,
      [playerIds, Object.values(statEvents)],
    ),
    database.query<Row>(
      `SELECT a.player_id, count(*) AS appearances,
         count(*) FILTER (WHERE m.state = 'FINISHED' AND (CASE WHEN p.team_id = m.home_team_id THEN m.home_goals - m.away_goals ELSE m.away_goals - m.home_goals END) > 0) AS wins,
         count(*) FILTER (WHERE m.state = 'FINISHED' AND (CASE WHEN p.team_id = m.home_team_id THEN m.home_goals - m.away_goals ELSE m.away_goals - m.home_goals END) < 0) AS losses
       FROM (SELECT DISTINCT player_id, match_id FROM match_events WHERE player_id = ANY($1::bigint[]) AND type IN ('lineup', 'substitution-in')) a
       JOIN matches m ON m.id = a.match_id JOIN players p ON p.id = a.player_id
       GROUP BY a.player_id`,
      [playerIds],
    ),
    database.query<Row>(
      `SELECT player_id, sum(total) AS total, count(*) FILTER (WHERE (points->>'cleansheets')::int > 0) AS cleansheets
       FROM player_match_points WHERE player_id = ANY($1::bigint[]) GROUP BY player_id`,
      [playerIds],
    ),
  ]);
  const statsOf = (id: unknown) => result.get(num(id))!;
  for (const row of events) {
    const name = Object.entries(statEvents).find(([, type]) => type === row.type)?.[0];
    if (name) statsOf(row.player_id).stats[name as keyof typeof statEvents] = stat(name, num(row.value));
  }
  for (const row of outcomes) {
    const own = statsOf(row.player_id).stats;
    own.appearances = stat('appearances', num(row.appearances));
    own.wins = stat('wins', num(row.wins));
    own.losses = stat('losses', num(row.losses));
  }
  for (const row of points) {
    const own = statsOf(row.player_id);
    own.stats.cleansheets = stat('cleansheets', num(row.cleansheets));
    own.fantasyPoints = num(row.total) / 100;
  }
  for (const own of result.values()) own.stats.appearances ??= stat('appearances', 0);
  return result;
}

/** Latest news items served per player (competitions §3 latest_news; the fantasy-points job writes them). */
export const NEWS_PER_PLAYER = 3;

/** Each player's latest news in the reader's language, newest first. */
export async function latestNews(database: Queryable, playerIds: readonly number[], locale: Locale): Promise<Map<number, Schemas['PlayerNews'][]>> {
  const news = new Map<number, Schemas['PlayerNews'][]>(playerIds.map((id) => [id, []]));
  if (playerIds.length === 0) return news;
  const rows = await database.query<Row>(
    `SELECT n.id, n.player_id, n.title_en, n.title_ar, n.content_en, n.content_ar FROM unnest($1::bigint[]) AS p (id)
     CROSS JOIN LATERAL (SELECT * FROM player_news WHERE player_id = p.id ORDER BY created_at DESC, id DESC LIMIT ${NEWS_PER_PLAYER}) n`,
    [playerIds],
  );
  for (const row of rows) {
    news.get(num(row.player_id))?.push({
      id: num(row.id),
      title: String(locale === 'ar' ? row.title_ar : row.title_en),
      content: String(locale === 'ar' ? row.content_ar : row.content_en),
      image: null,
    });
  }
  return news;
}

/** The finished matches a player's form averages (our decision: docs/decisions/newcomer-fantasy.md). */
export const FORM_MATCHES = 5;

/**
 * Each player's form: his average fantasy points per match over his last FORM_MATCHES finished matches (those the
 * points job scored him in), to 2 decimals; players without one are absent.
 */
export async function playerForm(database: Queryable, playerIds: readonly number[]): Promise<Map<number, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await database.query<Row>(
    `SELECT player_id, round(avg(total) / 100.0, 2) AS form FROM (
       SELECT p.player_id, p.total, row_number() OVER (PARTITION BY p.player_id ORDER BY m.start_at DESC, m.id DESC) AS recent
       FROM player_match_points p JOIN matches m ON m.id = p.match_id
       WHERE p.player_id = ANY($1::bigint[]) AND m.state = 'FINISHED'
     ) scored WHERE recent <= ${FORM_MATCHES} GROUP BY player_id`,
    [playerIds],
  );
  return new Map(rows.map((row) => [num(row.player_id), num(row.form)]));
}

interface Fixture {
  matchId: number;
  start: Date;
  homeTeamId: number;
  awayTeamId: number;
}

/**
 * Each team's next match that has not kicked off (any league), by two index probes per team (home, away): a page of
 * players costs one query however many matches the database holds.
 */
export async function nextFixtures(database: Queryable, teamIds: readonly number[], now: Date): Promise<Map<number, Fixture>> {
  if (teamIds.length === 0) return new Map();
  const next = (side: 'home_team_id' | 'away_team_id') =>
    `(SELECT id, start_at, home_team_id, away_team_id FROM matches WHERE ${side} = t.team_id AND state = 'NOT_STARTED' AND start_at > $2 ORDER BY start_at, id LIMIT 1)`;
  const rows = await database.query<Row>(
    `SELECT t.team_id, n.id, n.start_at, n.home_team_id, n.away_team_id FROM unnest($1::bigint[]) AS t (team_id)
     CROSS JOIN LATERAL (SELECT * FROM (${next('home_team_id')} UNION ALL ${next('away_team_id')}) c ORDER BY start_at, id LIMIT 1) n`,
    [[...new Set(teamIds)], now],
  );
  return new Map(
    rows.map((row) => [
      num(row.team_id),
      { matchId: num(row.id), start: new Date(row.start_at as string | Date), homeTeamId: num(row.home_team_id), awayTeamId: num(row.away_team_id) },
    ]),
  );
}

/** What a fan weighs when picking (form, next fixture) needs the clock: callers that show a picker pass it. */
export interface PlayerOutlookOptions {
  now: Date;
}

/**
 * Players as the contract's Player (rows selected with PLAYER_COLUMNS), with stats and season fantasy points; with
 * `outlook`, also each one's form and next fixture.
 */
export async function toPlayers(database: Database, rows: readonly Row[], locale: Locale, outlook?: PlayerOutlookOptions): Promise<Schemas['Player'][]> {
  const ids = rows.map((row) => num(row.id));
  const teamIds = rows.map((row) => num(row.team_id));
  const [stats, news, teams, photos, form, fixtures] = await Promise.all([
    playerStats(database, ids),
    latestNews(database, ids, locale),
    referenceCache(database).teamsById(teamIds),
    // Generated avatars are served like crests: content-addressed /api/emblems URLs, never inlined.
    Promise.all(rows.map((row) => publicImageUrl(database, textOrNull(row.photo)))),
    outlook ? playerForm(database, ids) : null,
    outlook ? nextFixtures(database, teamIds, outlook.now) : null,
  ]);
  const opponents = fixtures ? await referenceCache(database).teamsById([...fixtures.values()].flatMap((fixture) => [fixture.homeTeamId, fixture.awayTeamId])) : null;
  const fixtureOf = (teamId: number): Schemas['PlayerFixture'] | null => {
    const fixture = fixtures?.get(teamId);
    const home = fixture?.homeTeamId === teamId;
    const opponent = fixture ? opponents?.get(home ? fixture.awayTeamId : fixture.homeTeamId) : undefined;
    if (!fixture || !opponent) return null;
    return { match_id: fixture.matchId, start: fixture.start.toISOString(), home, opponent: toTeam(opponent, locale) };
  };
  return rows.map((row, index) => {
    const own = stats.get(num(row.id));
    return {
      id: num(row.id),
      common_name: pick(locale, String(row.common_name_en), textOrNull(row.common_name_ar)),
      number: numOrNull(row.number),
      price: num(row.price),
      position: row.position as Schemas['PlayerPosition'],
      image: picture(photos[index] ?? null),
      team: toTeam(teams.get(num(row.team_id))!, locale),
      stats: own?.stats ?? {},
      fantasy_points: own?.fantasyPoints ?? 0,
      latest_news: news.get(num(row.id)) ?? [],
      ...(outlook ? { form: form?.get(num(row.id)) ?? null, next_fixture: fixtureOf(num(row.team_id)) } : {}),
    };
  });
}

/**
 * The search page's players (issue 30): named like `q` in either language, or playing for a team named like it (a fan
 * typing "Ahly" sees Al Ahly's players); named ones first, then the dearest (the team's stars).
 */
export async function searchPlayers(database: Database, q: string, locale: Locale, limit: number): Promise<Schemas['Player'][]> {
  const named = nameLike(['p.common_name_en', 'p.common_name_ar'], '$1');
  const rows = await database.query<Row>(
    `SELECT ${PLAYER_COLUMNS} FROM players p JOIN teams t ON t.id = p.team_id
      WHERE ${named} OR ${nameLike(['t.name_en', 't.name_ar'], '$1')}
      ORDER BY ${named} DESC, p.price DESC, p.id LIMIT ${limit}`,
    [namePattern(q)],
  );
  return toPlayers(database, rows, locale);
}
