import type { Transaction } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { notFound, validationFailed } from '../platform/http/errors.ts';
import type { Locale } from '../platform/http/messages.ts';
import { refundParticipation } from './membership.ts';
import { notificationPayload } from '../platform/notifications.ts';
import { competitionMessage, competitionName } from './messages.ts';

export type ReviewDecision = { approve: true } | { approve: false; reason: string | null };

/**
 * An admin's review of a user competition (our decision: the spec shows no review screens). Approving publishes it;
 * rejecting ends it and gives back every entry fee paid (the creator's own seat), once: the refunds' ledger keys
 * are the joins'. Either way the creator is told, in their language. Only a pending competition can be reviewed.
 */
export async function reviewCompetition(tx: Transaction, competitionId: number, adminId: number, decision: ReviewDecision, locale: Locale, now: Date) {
  const [competition] = await tx.query<Row>(
    `SELECT c.id, c.name_en, c.name_ar, c.status, c.creator_id, u.settings ->> 'language' AS language
       FROM competitions c LEFT JOIN users u ON u.id = c.creator_id WHERE c.id = $1 FOR UPDATE OF c`,
    [competitionId],
  );
  if (!competition) throw notFound(competitionMessage('notFound', locale));
  if (competition.status !== 'pending-approval') throw validationFailed(competitionMessage('notPending', locale), { competition: [competitionMessage('notPending', locale)] });
  await tx.query('UPDATE competitions SET status = $2, reviewed_at = $3, reviewed_by = $4, rejection_reason = $5 WHERE id = $1', [
    competitionId,
    decision.approve ? 'approved' : 'rejected',
    now,
    adminId,
    decision.approve ? null : decision.reason,
  ]);
  if (!decision.approve) {
    const participants = await tx.query<Row>('SELECT user_id FROM competition_participants WHERE competition_id = $1', [competitionId]);
    for (const participant of participants) await refundParticipation(tx, competitionId, num(participant.user_id));
    await tx.query('DELETE FROM competition_participants WHERE competition_id = $1', [competitionId]);
    await tx.query('UPDATE competitions SET participants_count = 0 WHERE id = $1', [competitionId]);
  }
  if (competition.creator_id === null) return;
  const reader = competition.language === 'ar' ? 'ar' : 'en';
  const reason = decision.approve ? null : decision.reason?.trim() || null;
  // What the creator is told, in each language (never in the reviewing admin's).
  const words = (language: Locale) => {
    const name = competitionName(competition, language);
    const body = decision.approve
      ? competitionMessage('approvedBody', language, { name })
      : reason
        ? competitionMessage('rejectedReasonBody', language, { name, reason })
        : competitionMessage('rejectedBody', language, { name });
    return { title: competitionMessage(decision.approve ? 'approvedTitle' : 'rejectedTitle', language), body };
  };
  await tx.query("INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, 'other', $2, $3)", [
    num(competition.creator_id),
    JSON.stringify(notificationPayload(reader, { competition_id: competitionId }, words)),
    now,
  ]);
}
