import type { Database } from '../platform/database/database.ts';
import { num, numOrNull, type Row } from '../platform/database/rows.ts';
import type { Bet } from './bet-rules.ts';
import { betsOf, findMatches, type MatchFilter } from './games-repository.ts';
import type { MatchRow } from './rows.ts';
import type { ViewerPrediction } from './serialize.ts';
import { joinPredictionPoints } from './prediction-points.ts';
import { sharedStatements } from '../platform/database/shared-statements.ts';

/** One page of a match list as every fan sees it (before their own predictions), tagged with the version it was read at. */
export interface MatchPage {
  version: number;
  rows: MatchRow[];
  total: number;
  bets: Map<number, Bet[]>;
}

/** Pages kept per server; search words make the keys unbounded, so the oldest page leaves past this many. */
const PAGES_KEPT = 500;
const pagesOf = new WeakMap<Database, Map<string, MatchPage>>();

interface VersionAsk {
  viewerId: number | null;
  matchIds: readonly number[];
}
interface VersionAnswer {
  version: number;
  predictions: Map<number, ViewerPrediction>;
}

/**
 * The match_pages_version (migration 0009) and, for each signed-in fan asking, their predictions of the given
 * matches: the one statement cached pages need, shared by the requests that queued while the previous one was on
 * its way (sharedStatements). The version comes first in the join so a batch without predictions still gets one row.
 */
async function versionsAndPredictions(database: Database, asks: readonly VersionAsk[]): Promise<VersionAnswer[]> {
  const pairs = new Set<string>();
  const users: number[] = [];
  const matches: number[] = [];
  for (const { viewerId, matchIds } of asks) {
    if (viewerId === null) continue;
    for (const matchId of matchIds) {
      const pair = `${viewerId}:${matchId}`;
      if (pairs.has(pair)) continue;
      pairs.add(pair);
      users.push(viewerId);
      matches.push(matchId);
    }
  }
  const rows = await database.query<Row>(
    `SELECT v.version, p.user_id, p.match_id, p.bet_id, p.value, a.points FROM match_pages_version v
     LEFT JOIN (unnest($1::bigint[], $2::bigint[]) AS w(user_id, match_id)
       JOIN predictions p ON p.user_id = w.user_id AND p.match_id = w.match_id) ON true
     ${joinPredictionPoints}`,
    [users, matches],
    { name: 'match-pages-version-and-predictions' },
  );
  const version = num(rows[0]?.version ?? 0);
  /** "user:match" → that fan's predictions of that match, by bet id. */
  const found = new Map<string, [number, ViewerPrediction][]>();
  for (const row of rows) {
    if (row.bet_id === null || row.bet_id === undefined) continue;
    const pair = `${num(row.user_id)}:${num(row.match_id)}`;
    const list = found.get(pair) ?? [];
    list.push([num(row.bet_id), { value: row.value, points: numOrNull(row.points) }]);
    found.set(pair, list);
  }
  return asks.map(({ viewerId, matchIds }) => ({
    version,
    predictions: new Map(viewerId === null ? [] : matchIds.flatMap((matchId) => found.get(`${viewerId}:${matchId}`) ?? [])),
  }));
}

const versionReadersOf = new WeakMap<Database, (ask: VersionAsk) => Promise<VersionAnswer>>();

function versionAndPredictions(database: Database, viewerId: number | null, matchIds: readonly number[]): Promise<VersionAnswer> {
  let reader = versionReadersOf.get(database);
  if (!reader) versionReadersOf.set(database, (reader = sharedStatements((asks: readonly VersionAsk[]) => versionsAndPredictions(database, asks))));
  return reader({ viewerId, matchIds });
}

/**
 * A page of matches with their bets and the viewer's predictions. The page itself comes from this server's memory
 * while match_pages_version has not moved (read in the same query as the predictions), else from the database,
 * read after the version so a change committed meanwhile makes the next request read it again.
 */
export async function matchPage(
  database: Database,
  filter: MatchFilter,
  page: { limit: number; offset: number },
  viewerId: number | null,
): Promise<{ page: MatchPage; predictions: Map<number, ViewerPrediction> }> {
  let pages = pagesOf.get(database);
  if (!pages) pagesOf.set(database, (pages = new Map()));
  const key = JSON.stringify([filter, page]);
  const kept = pages.get(key);
  const keptIds = kept?.rows.map((row) => row.id) ?? [];
  const read = await versionAndPredictions(database, viewerId, keptIds);
  if (kept && kept.version === read.version) return { page: kept, predictions: read.predictions };

  const { rows, total } = await findMatches(database, filter, page);
  const fresh: MatchPage = { version: read.version, rows, total, bets: await betsOf(database, rows.map((row) => row.id)) };
  pages.delete(key);
  pages.set(key, fresh);
  if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value!);
  const ids = rows.map((row) => row.id);
  const sameMatches = ids.length === keptIds.length && ids.every((id, index) => id === keptIds[index]);
  return { page: fresh, predictions: viewerId !== null && !sameMatches ? (await versionAndPredictions(database, viewerId, ids)).predictions : read.predictions };
}

/** One match with its bets as every fan sees it, tagged with the version it was read at. */
export interface MatchEntry {
  version: number;
  match: MatchRow;
  bets: Bet[];
}

/** Matches kept per server for saving predictions (the busiest few hundred of a match day). */
const MATCHES_KEPT = 1000;
const entriesOf = new WeakMap<Database, Map<number, MatchEntry>>();

/**
 * A match and its bets: from this server's memory unless `fresh`, else read after match_pages_version. A kept
 * entry may be stale; whoever writes on its strength checks its version in the same statement (predictions.ts).
 */
export async function matchEntry(database: Database, matchId: number, { fresh }: { fresh: boolean }): Promise<MatchEntry | null> {
  let entries = entriesOf.get(database);
  if (!entries) entriesOf.set(database, (entries = new Map()));
  const kept = entries.get(matchId);
  if (kept && !fresh) return kept;
  const [row] = await database.query<Row>('SELECT version FROM match_pages_version');
  const { rows } = await findMatches(database, { ids: [matchId] }, { limit: 1, offset: 0 });
  const match = rows[0];
  if (!match) return null;
  const entry: MatchEntry = { version: num(row?.version ?? 0), match, bets: (await betsOf(database, [match.id])).get(match.id) ?? [] };
  entries.delete(matchId);
  entries.set(matchId, entry);
  if (entries.size > MATCHES_KEPT) entries.delete(entries.keys().next().value!);
  return entry;
}
