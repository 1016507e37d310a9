import { AUTO_CANCEL_LEAD_MS, formatCoins, shouldAutoCancel } from '@hadaf/domain';
import type { Database } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { notificationPayload } from '../platform/notifications.ts';
import { competitionMessage, competitionName } from './messages.ts';
import { refundParticipation } from './membership.ts';

export const AUTO_CANCEL_JOB = 'auto-cancel-competitions';

export interface CancelSummary {
  competitionId: number;
  refunded: number;
}

/**
 * competitions §4: a competition still short of its minimum one hour before its first match is cancelled and
 * every participant gets the entry fee back, with a notification in their language (its creator is told too).
 * Each competition in its own transaction under its row's lock, so a join racing the cancel is either refunded
 * with the others or refused as cancelled; the refund's ledger key is the withdrawal's, so no participation is
 * ever refunded twice.
 */
export async function autoCancelCompetitions(database: Database, now: Date): Promise<CancelSummary[]> {
  const candidates = await database.query<Row>(
    `SELECT id FROM competitions
      WHERE cancelled_at IS NULL AND (status IS NULL OR status IN ('approved', 'pending-approval'))
        AND starts_at <= $1 AND participants_count < min_participants ORDER BY starts_at, id`,
    [new Date(now.getTime() + AUTO_CANCEL_LEAD_MS)],
  );
  const cancelled: CancelSummary[] = [];
  for (const candidate of candidates) {
    const summary = await cancelIfShort(database, num(candidate.id), now);
    if (summary) cancelled.push(summary);
  }
  return cancelled;
}

async function cancelIfShort(database: Database, competitionId: number, now: Date): Promise<CancelSummary | null> {
  return database.transaction(async (tx) => {
    const [competition] = await tx.query<Row>(
      'SELECT id, name_en, name_ar, creator_id, starts_at, participants_count, min_participants, cancelled_at FROM competitions WHERE id = $1 FOR UPDATE',
      [competitionId],
    );
    if (!competition || competition.cancelled_at !== null) return null;
    const short = shouldAutoCancel({ start: competition.starts_at as Date, participants: { current: num(competition.participants_count), min: num(competition.min_participants) } }, now);
    if (!short) return null;
    await tx.query("UPDATE competitions SET status = 'cancelled', cancelled_at = $2 WHERE id = $1", [competitionId, now]);
    // Every participant, and its creator even without a seat: nobody who cared is left to find it cancelled.
    const told = await tx.query<Row>(
      `SELECT u.id AS user_id, u.settings ->> 'language' AS language, EXISTS (SELECT 1 FROM competition_participants p WHERE p.competition_id = $1 AND p.user_id = u.id) AS joined
         FROM users u WHERE u.id IN (SELECT user_id FROM competition_participants WHERE competition_id = $1) OR u.id = $2 ORDER BY u.id`,
      [competitionId, competition.creator_id ?? null],
    );
    let refunded = 0;
    for (const participant of told) {
      const userId = num(participant.user_id);
      const coins = participant.joined === true ? await refundParticipation(tx, competitionId, userId) : 0;
      if (coins > 0) refunded++;
      const reader = participant.language === 'ar' ? 'ar' : 'en';
      await tx.query("INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, 'other', $2, $3)", [
        userId,
        JSON.stringify(
          notificationPayload(reader, { competition_id: competitionId }, (locale) => ({
            title: competitionMessage('cancelledTitle', locale),
            body: competitionMessage(coins > 0 ? 'cancelledRefundBody' : 'cancelledBody', locale, { name: competitionName(competition, locale), coins: formatCoins(coins, locale) }),
          })),
        ),
        now,
      ]);
    }
    return { competitionId, refunded };
  });
}
