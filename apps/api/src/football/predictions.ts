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
import { sharedStatements } from '../platform/database/shared-statements.ts';
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

/** One fan's save of one match, as checked against a kept entry. */
interface SaveAsk {
  userId: number;
  entry: MatchEntry;
  rows: { betId: number; value: string }[];
  now: Date;
}

/**
 * Writes each ask's rows only if its match is still as checked: same state and kick-off, share-locked so an admin
 * starting it waits, and no match or bet changed since the entry was read (match_pages_version). Answers each ask
 * with the fan's predictions of the match, or null when its entry was stale (nothing of it written). A fan is in
 * one ask of a statement at most (see write); rows go in (user, bet) order, so two statements writing the same
 * fans lock them in the same order.
 */
async function writeIfUnchanged(database: Database, asks: readonly SaveAsk[]): Promise<(Map<number, ViewerPrediction> | null)[]> {
  const items = asks.flatMap((ask, index) => ask.rows.map((row) => ({ ask: index, ...row })));
  const result = await database.query<Row>(
    `WITH asked AS (
       SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::text[], $5::timestamptz[], $6::bigint[], $7::timestamptz[])
         AS a(ask, user_id, match_id, state, start_at, version, saved_at)
     ), guard AS (
       SELECT a.ask, a.user_id, a.match_id, a.saved_at FROM asked a JOIN matches m ON m.id = a.match_id
       WHERE m.state = a.state AND m.start_at = a.start_at AND (SELECT version FROM match_pages_version) = a.version
       FOR SHARE OF m
     ), items AS (
       SELECT * FROM unnest($8::int[], $9::bigint[], $10::jsonb[]) AS d(ask, bet_id, value)
     ), saved AS (
       INSERT INTO predictions (user_id, bet_id, match_id, value, created_at, updated_at)
       SELECT g.user_id, d.bet_id, g.match_id, d.value, g.saved_at, g.saved_at FROM guard g JOIN items d ON d.ask = g.ask
       ORDER BY g.user_id, d.bet_id
       ON CONFLICT (user_id, bet_id) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
       RETURNING user_id, bet_id, value
     )
     SELECT g.ask, s.bet_id, s.value FROM saved s JOIN guard g ON g.user_id = s.user_id
     UNION ALL
     SELECT g.ask, p.bet_id, p.value FROM guard g JOIN predictions p ON p.user_id = g.user_id AND p.match_id = g.match_id
     WHERE NOT EXISTS (SELECT 1 FROM items d WHERE d.ask = g.ask AND d.bet_id = p.bet_id)`,
    [
      asks.map((_, index) => index),
      asks.map((ask) => ask.userId),
      asks.map((ask) => ask.entry.match.id),
      asks.map((ask) => ask.entry.match.state),
      asks.map((ask) => ask.entry.match.startAt),
      asks.map((ask) => ask.entry.version),
      asks.map((ask) => ask.now),
      items.map((item) => item.ask),
      items.map((item) => item.betId),
      items.map((item) => item.value),
    ],
    { name: 'save-predictions' },
  );
  // Each ask holds at least one bet (the contract's minItems), so an ask whose write happened has a row.
  const answers = asks.map((): Map<number, ViewerPrediction> | null => null);
  for (const row of result) {
    // A match still open for predictions has not been scored: no answer of it has points yet.
    const saved = (answers[num(row.ask)] ??= new Map());
    saved.set(num(row.bet_id), { value: row.value, points: null });
  }
  return answers;
}

type Written = { saved: Map<number, ViewerPrediction> | null } | { failed: unknown };

/** One statement for the asks, or, when it fails, one for each ask, so one fan's failure (an account deleted meanwhile, a deadlock with another process) is theirs alone. */
async function writeOrEachAlone(database: Database, asks: readonly SaveAsk[]): Promise<Written[]> {
  try {
    return (await writeIfUnchanged(database, asks)).map((saved) => ({ saved }));
  } catch (error) {
    if (asks.length === 1) return [{ failed: error }];
    return Promise.all(asks.map(async (ask) => (await writeOrEachAlone(database, [ask]))[0]!));
  }
}

/** The shared statement of this database's saves, and the fans with a save waiting for it or in it. */
interface Writer {
  shared: (ask: SaveAsk) => Promise<Written>;
  fansIn: Set<number>;
}
const writersOf = new WeakMap<Database, Writer>();

/**
 * Saves through the statement shared with other fans' saves (sharedStatements); a fan whose earlier save is still
 * waiting for it or in it (a double click, two tabs) has this one written alone, at once, as before sharing: one
 * statement may upsert a row only once, and holding it back would make one fan's burst wait on everyone's.
 */
async function write(database: Database, ask: SaveAsk): Promise<Map<number, ViewerPrediction> | null> {
  let writer = writersOf.get(database);
  if (!writer) {
    writer = { shared: sharedStatements((asks: readonly SaveAsk[]) => writeOrEachAlone(database, asks)), fansIn: new Set() };
    writersOf.set(database, writer);
  }
  let written: Written;
  if (writer.fansIn.has(ask.userId)) {
    written = (await writeOrEachAlone(database, [ask]))[0]!;
  } else {
    writer.fansIn.add(ask.userId);
    try {
      written = await writer.shared(ask);
    } finally {
      writer.fansIn.delete(ask.userId);
    }
  }
  if ('failed' in written) throw written.failed;
  return written.saved;
}

/** A kept match that changed is read again this many times before the save gives up as "closed". */
const STALE_RETRIES = 2;

/**
 * Saves one user's predictions for one match, all or nothing; each (user, bet) keeps one row. The match and its
 * bets usually come from this server's memory, so a save is one statement (shared with the saves that queued
 * meanwhile), which refuses to write when they changed meanwhile; then they are read again and checked again.
 */
export async function savePredictions(database: Database, userId: number, request: PredictionRequest, now: Date, locale: Locale): Promise<SavedPredictions> {
  for (let attempt = 0; attempt <= STALE_RETRIES; attempt++) {
    const entry = await matchEntry(database, request.game_id, { fresh: attempt > 0 });
    if (!entry) throw notFound(footballMessage('matchNotFound', locale));
    const predictions = await write(database, { userId, entry, rows: checkedRows(entry, request, now, locale), now });
    if (predictions) return { match: entry.match, bets: entry.bets, predictions };
  }
  // Changed under every attempt: a match being started or edited right now.
  throw validationFailed(message('invalidData', locale), { game_id: [footballMessage('matchLocked', locale)] });
}
