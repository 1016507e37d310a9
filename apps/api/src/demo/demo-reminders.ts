import { HOUR_MS, PREDICTION_LOCK_LEAD_MS } from '@hadaf/domain';
import type { Database } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { REMINDER_LEAD_MS } from '../reminders/index.ts';

/**
 * The next match of the fan's joined prediction competitions kicking off in (`from`, `to`], latest first when `last`;
 * null when there is none.
 */
async function joinedMatch(database: Database, userId: number, from: Date, to: Date, last: boolean): Promise<number | null> {
  const [row] = await database.query<Row>(
    `SELECT m.id FROM matches m
       JOIN competition_matches cm ON cm.match_id = m.id
       JOIN competitions c ON c.id = cm.competition_id AND c.type = 1 AND c.cancelled_at IS NULL AND (c.status IS NULL OR c.status = 'approved')
       JOIN competition_participants p ON p.competition_id = c.id AND p.user_id = $1
      WHERE m.state = 'NOT_STARTED' AND m.start_at > $2 AND m.start_at <= $3
      ORDER BY m.start_at ${last ? 'DESC' : 'ASC'}, m.id LIMIT 1`,
    [userId, from, to],
  );
  return row ? num(row.id) : null;
}

/**
 * Reminders happen in the demo on their own (docs/decisions/reminders.md): the demo predictions leave one match of a
 * joined competition unpredicted for each account.
 * - The creator (English): the last match whose predictions lock within the next two hours, so the first
 *   send-reminders run after `npm start` (within five minutes) reminds him: a notification and an e-mail to
 *   creator@hadaf.example in the dev outbox.
 * - The fan (Arabic): the first match locking later, so his reminder arrives two hours before that lock, while the
 *   demo runs (and never at the seeding instant, where the demo's tests read his newest notification).
 */
export async function seedDemoReminders(database: Database, accounts: { fan: number; creator: number }, now: Date): Promise<void> {
  const soonest = new Date(now.getTime() + PREDICTION_LOCK_LEAD_MS);
  const windowEnd = new Date(soonest.getTime() + REMINDER_LEAD_MS);
  const creatorMatch = await joinedMatch(database, accounts.creator, soonest, windowEnd, true);
  const fanMatch = await joinedMatch(database, accounts.fan, windowEnd, new Date(windowEnd.getTime() + 6 * HOUR_MS), false);
  for (const [userId, matchId] of [
    [accounts.creator, creatorMatch],
    [accounts.fan, fanMatch],
  ] as const) {
    if (matchId !== null) await database.query('DELETE FROM predictions WHERE user_id = $1 AND match_id = $2', [userId, matchId]);
  }
}
