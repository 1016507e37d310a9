import type { JsonBody } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import { notFound, validationFailed } from '../platform/http/errors.ts';
import { message, type Locale } from '../platform/http/messages.ts';
import { footballMessage } from './localized.ts';
import type { MatchStateCode } from './match-state.ts';
import { num, numOrNull, usableInteger, type Row } from '../platform/database/rows.ts';
import { enqueueFantasyPoints, enqueueScoring } from './score-queue.ts';

export type MatchUpdate = JsonBody<'adminUpdateMatch'>;

const FULL_TIME = 90;

/**
 * Applies an admin's state/minute/score change. A match that becomes (or stays) FINISHED has its scoring
 * enqueued in the same transaction (a worker scores it moments later); scoring is idempotent and duplicate
 * requests collapse, so repeating a change adds nothing.
 */
export async function updateMatch(database: Database, matchId: number, update: MatchUpdate, now: Date, locale: Locale): Promise<void> {
  const invalid = (field: string, key: Parameters<typeof footballMessage>[0]) =>
    validationFailed(message('invalidData', locale), { [field]: [footballMessage(key, locale)] });
  if (!usableInteger(matchId)) throw notFound(footballMessage('matchNotFound', locale));
  await database.transaction(async (tx) => {
    const [row] = await tx.query<Row>('SELECT state, minute, home_goals, away_goals FROM matches WHERE id = $1 FOR UPDATE', [matchId]);
    if (!row) throw notFound(footballMessage('matchNotFound', locale));
    const current = row.state as MatchStateCode;
    const state = update.state ?? current;
    if (current === 'FINISHED' && state !== 'FINISHED') throw invalid('state', 'finishedIsFinal');
    const givesGoals = update.home_goals !== undefined || update.away_goals !== undefined;
    if (state === 'NOT_STARTED' && givesGoals) throw invalid(update.home_goals !== undefined ? 'home_goals' : 'away_goals', 'goalsNeedStarted');

    let minute: number | null = update.minute === undefined ? numOrNull(row.minute) : update.minute;
    let homeGoals = update.home_goals ?? numOrNull(row.home_goals);
    let awayGoals = update.away_goals ?? numOrNull(row.away_goals);
    if (state === 'NOT_STARTED') {
      // Back to the schedule (a false start): no minute, no score.
      [minute, homeGoals, awayGoals] = [null, null, null];
    } else {
      // A started match always has a score, 0-0 until someone says otherwise.
      homeGoals ??= 0;
      awayGoals ??= 0;
      if (state === 'LIVE') minute ??= 0;
      if (state === 'FINISHED' && update.minute === undefined) minute = Math.max(minute ?? 0, FULL_TIME);
    }
    await tx.query('UPDATE matches SET state = $2, minute = $3, home_goals = $4, away_goals = $5, updated_at = $6 WHERE id = $1', [
      matchId,
      state,
      minute,
      homeGoals,
      awayGoals,
      now,
    ]);
    if (state === 'FINISHED') await enqueueScoring(database, tx, matchId);
    // Minutes played and clean sheets follow the match's minute and score.
    await enqueueFantasyPoints(database, tx, matchId);
  });
}

/** Corrects a finished result: keeps an audit row and enqueues re-scoring (totals move by the difference only). */
export async function correctResult(
  database: Database,
  matchId: number,
  correction: JsonBody<'adminCorrectResult'>,
  adminId: number,
  now: Date,
  locale: Locale,
): Promise<void> {
  if (!usableInteger(matchId)) throw notFound(footballMessage('matchNotFound', locale));
  await database.transaction(async (tx) => {
    const [row] = await tx.query<Row>('SELECT state, home_goals, away_goals FROM matches WHERE id = $1 FOR UPDATE', [matchId]);
    if (!row) throw notFound(footballMessage('matchNotFound', locale));
    if (row.state !== 'FINISHED') throw validationFailed(message('invalidData', locale), { state: [footballMessage('resultNeedsFinished', locale)] });
    await tx.query(
      `INSERT INTO result_corrections (match_id, admin_id, previous_home_goals, previous_away_goals, home_goals, away_goals, note, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [matchId, adminId, numOrNull(row.home_goals), numOrNull(row.away_goals), correction.home_goals, correction.away_goals, correction.note ?? null, now],
    );
    await tx.query('UPDATE matches SET home_goals = $2, away_goals = $3, updated_at = $4 WHERE id = $1', [
      matchId,
      correction.home_goals,
      correction.away_goals,
      now,
    ]);
    await enqueueScoring(database, tx, matchId);
    // Clean sheets follow the result.
    await enqueueFantasyPoints(database, tx, matchId);
  });
}

/** Records a player event; the player must play for one of the two teams. Events feed fantasy points, not the score. */
export async function addMatchEvent(database: Database, matchId: number, event: JsonBody<'adminAddMatchEvent'>, now: Date, locale: Locale) {
  if (!usableInteger(matchId)) throw notFound(footballMessage('matchNotFound', locale));
  const [match] = await database.query<Row>('SELECT home_team_id, away_team_id FROM matches WHERE id = $1', [matchId]);
  if (!match) throw notFound(footballMessage('matchNotFound', locale));
  const [player] = usableInteger(event.player_id) ? await database.query<Row>('SELECT team_id FROM players WHERE id = $1', [event.player_id]) : [];
  if (!player || ![num(match.home_team_id), num(match.away_team_id)].includes(num(player.team_id))) {
    throw validationFailed(message('invalidData', locale), { player_id: [footballMessage('playerNotInMatch', locale)] });
  }
  const count = event.count ?? 1;
  const row = await database.transaction(async (tx) => {
    const [inserted] = await tx.query<Row>(
      'INSERT INTO match_events (match_id, player_id, type, minute, count, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [matchId, event.player_id, event.type, event.minute, count, now],
    );
    await enqueueFantasyPoints(database, tx, matchId);
    return inserted!;
  });
  return { id: num(row.id), match_id: matchId, player_id: event.player_id, type: event.type, minute: event.minute, count };
}
