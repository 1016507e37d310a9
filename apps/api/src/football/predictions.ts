import { isBetEditable } from '@hadaf/domain';
import type { JsonBody } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import { notFound, validationFailed, type FieldErrors } from '../platform/http/errors.ts';
import { message, type Locale } from '../platform/http/messages.ts';
import { checkPredictionValue } from './bet-rules.ts';
import { betsOf, findMatch } from './games-repository.ts';
import { footballMessage } from './localized.ts';
import { isMatchLocked, type MatchStateCode } from './match-state.ts';
import { date, type Row } from '../platform/database/rows.ts';
import { type MatchRow } from './rows.ts';

export type PredictionRequest = JsonBody<'savePredictions'>;

/**
 * Saves one user's predictions for one match, all or nothing: every item is checked against its bet (type,
 * answers, still open by the server's clock) before anything is written; each (user, bet) keeps one row.
 * Returns the match (predictions do not change it); the caller answers with the updated match item.
 */
export async function savePredictions(database: Database, userId: number, request: PredictionRequest, now: Date, locale: Locale): Promise<MatchRow> {
  const match = await findMatch(database, request.game_id);
  if (!match) throw notFound(footballMessage('matchNotFound', locale));
  const invalid = (errors: FieldErrors) => validationFailed(message('invalidData', locale), errors);
  if (isMatchLocked(match.state, match.startAt, now)) throw invalid({ game_id: [footballMessage('matchLocked', locale)] });

  const bets = new Map((await betsOf(database, [match.id])).get(match.id)!.map((bet) => [bet.id, bet]));
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

  await database.transaction(async (tx) => {
    // Re-read under a share lock: an admin starting the match (or the scorer) cannot slip in between check and write.
    const [current] = await tx.query<Row>('SELECT state, start_at FROM matches WHERE id = $1 FOR SHARE', [match.id]);
    if (!current || isMatchLocked(current.state as MatchStateCode, date(current.start_at), now)) {
      throw invalid({ game_id: [footballMessage('matchLocked', locale)] });
    }
    await tx.query(
      `INSERT INTO predictions (user_id, bet_id, match_id, value, created_at, updated_at)
       SELECT $1, d.bet_id, $2, d.value, $5, $5 FROM unnest($3::bigint[], $4::jsonb[]) AS d(bet_id, value)
       ON CONFLICT (user_id, bet_id) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
      [userId, match.id, rows.map((row) => row.betId), rows.map((row) => row.value), now],
    );
  });
  return match;
}
