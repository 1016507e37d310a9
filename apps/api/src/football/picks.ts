import { outcomeShares } from '@hadaf/domain';
import type { Schemas } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { isMatchLocked } from './match-state.ts';
import type { MatchRow } from './rows.ts';

/** Closed matches' picks kept per server: after the lock no prediction changes, so they are read once. */
const PICKS_KEPT = 1000;
const picksOf = new WeakMap<Database, Map<number, Schemas['MatchPicks']>>();

/** The fans' score predictions of a match, counted by outcome (one index scan of predictions_match_idx). */
async function countOutcomes(database: Database, matchId: number): Promise<Schemas['MatchPicks']> {
  const [row] = await database.query<Row>(
    `SELECT count(*) FILTER (WHERE home > away) AS home_win, count(*) FILTER (WHERE home = away) AS draw, count(*) FILTER (WHERE home < away) AS away_win
     FROM (SELECT (p.value->>'home_goals')::numeric AS home, (p.value->>'away_goals')::numeric AS away
           FROM predictions p JOIN bets b ON b.id = p.bet_id AND b.type = 'game-score'
           WHERE p.match_id = $1 AND jsonb_typeof(p.value->'home_goals') = 'number' AND jsonb_typeof(p.value->'away_goals') = 'number') scores`,
    [matchId],
  );
  const shares = outcomeShares({ homeWin: num(row?.home_win ?? 0), draw: num(row?.draw ?? 0), awayWin: num(row?.away_win ?? 0) });
  return { total: shares.total, home_win: shares.homeWin, draw: shares.draw, away_win: shares.awayWin };
}

/**
 * Fans' picks of a match (GET /v2/games/{id}/picks): nothing while it still takes predictions, so no fan can copy the
 * crowd or be swayed by it; once closed, the share of each outcome among the score predictions.
 */
export async function matchPicks(database: Database, match: MatchRow, now: Date): Promise<Schemas['MatchPicksAnswer']> {
  if (!isMatchLocked(match.state, match.startAt, now)) return { match_id: match.id, locked: false, picks: null };
  let kept = picksOf.get(database);
  if (!kept) picksOf.set(database, (kept = new Map()));
  let picks = kept.get(match.id);
  if (!picks) {
    picks = await countOutcomes(database, match.id);
    kept.set(match.id, picks);
    if (kept.size > PICKS_KEPT) kept.delete(kept.keys().next().value!);
  }
  return { match_id: match.id, locked: true, picks };
}
