import { isBetEditable } from '@hadaf/domain';
import type { JsonBody } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import { notFound, validationFailed, type FieldErrors } from '../platform/http/errors.ts';
import { message, type Locale } from '../platform/http/messages.ts';
import { checkPredictionValue, type Bet } from './bet-rules.ts';
import { matchEntry, type MatchEntry } from './match-pages.ts';
import { footballMessage } from './localized.ts';
import { isMatchLocked } from './match-state.ts';
import { num, type Row } from '../platform/database/rows.ts';
import type { MatchRow } from './rows.ts';
import type { ViewerPrediction } from './serialize.ts';

export type PredictionRequest = JsonBody<'savePredictions'>;

/** What a save leaves: the match, its bets and all of the user's predictions of it (by bet id). */
export interface SavedPredictions {
  match: MatchRow;
  bets: Bet[];
  predictions: Map<number, ViewerPrediction>;
}

/** Every item checked against its bet (type, answers, still open by the server's clock): the rows to write. */
function checkedRows(entry: MatchEntry, request: PredictionRequest, now: Date, locale: Locale): { betId: number; value: string }[] {
  const invalid = (errors: FieldErrors) => validationFailed(message('invalidData', locale), errors);
  const { match } = entry;
  if (isMatchLocked(match.state, match.startAt, now)) throw invalid({ game_id: [footballMessage('matchLocked', locale)] });
  const bets = new Map(entry.bets.map((bet) => [bet.id, bet]));
  const errors: FieldErrors = {};
  const rows: { betId: number; value: string }[] = [];
  const seen = new Set<number>();
  request.bets.forEach((item, index) => {
    const bet = bets.get(item.bet_id);
    const field = `bets.${index}`;
    if (!bet) return void (errors[`${field}.bet_id`] = [footballMessage('betNotInMatch', locale)]);
    if (seen.has(bet.id)) return void (errors[`${field}.bet_id`] = [footballMessage('betRepeated', locale)]);
    seen.add(bet.id);
    if (!isBetEditable({ active: bet.active, active_to: bet.activeTo }, match.startAt, now)) {
      return void (errors[`${field}.bet_id`] = [footballMessage('betInactive', locale)]);
    }
    const checked = checkPredictionValue(bet, item.value);
    if (!checked.ok) return void (errors[`${field}.value`] = [footballMessage(checked.message, locale)]);
    rows.push({ betId: bet.id, value: JSON.stringify(checked.value) });
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return rows;
}

/**
 * Writes the rows only if the match is still as checked: same state and kick-off, share-locked so an admin
 * starting it waits, and no match or bet changed since the entry was read (match_pages_version). Returns the
 * user's predictions of the match, or null when the entry was stale (nothing written).
 */
async function writeIfUnchanged(database: Database, userId: number, entry: MatchEntry, rows: { betId: number; value: string }[], now: Date) {
  const result = await database.query<Row>(
    `WITH guard AS (
       SELECT m.id FROM matches m
       WHERE m.id = $2 AND m.state = $6 AND m.start_at = $7 AND (SELECT version FROM match_pages_version) = $8
       FOR SHARE OF m
     ), saved AS (
       INSERT INTO predictions (user_id, bet_id, match_id, value, created_at, updated_at)
       SELECT $1, d.bet_id, g.id, d.value, $5, $5 FROM guard g, unnest($3::bigint[], $4::jsonb[]) AS d(bet_id, value)
       ON CONFLICT (user_id, bet_id) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
       RETURNING bet_id, value
     )
     SELECT bet_id, value FROM saved
     UNION ALL
     SELECT bet_id, value FROM predictions
     WHERE user_id = $1 AND match_id = $2 AND bet_id <> ALL($3::bigint[]) AND EXISTS (SELECT 1 FROM guard)`,
    [userId, entry.match.id, rows.map((row) => row.betId), rows.map((row) => row.value), now, entry.match.state, entry.match.startAt, entry.version],
  );
  // The request holds at least one bet (the contract's minItems), so a write that happened returns a row.
  if (result.length === 0) return null;
  // A match still open for predictions has not been scored: no answer of it has points yet.
  return new Map(result.map((row): [number, ViewerPrediction] => [num(row.bet_id), { value: row.value, points: null }]));
}

/** A kept match that changed is read again this many times before the save gives up as "closed". */
const STALE_RETRIES = 2;

/**
 * Saves one user's predictions for one match, all or nothing; each (user, bet) keeps one row. The match and its
 * bets usually come from this server's memory, so a save is one statement, which refuses to write when they
 * changed meanwhile; then they are read again and checked again.
 */
export async function savePredictions(database: Database, userId: number, request: PredictionRequest, now: Date, locale: Locale): Promise<SavedPredictions> {
  for (let attempt = 0; attempt <= STALE_RETRIES; attempt++) {
    const entry = await matchEntry(database, request.game_id, { fresh: attempt > 0 });
    if (!entry) throw notFound(footballMessage('matchNotFound', locale));
    const predictions = await writeIfUnchanged(database, userId, entry, checkedRows(entry, request, now, locale), now);
    if (predictions) return { match: entry.match, bets: entry.bets, predictions };
  }
  // Changed under every attempt: a match being started or edited right now.
  throw validationFailed(message('invalidData', locale), { game_id: [footballMessage('matchLocked', locale)] });
}
