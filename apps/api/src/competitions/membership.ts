import { canJoinOrWithdraw } from '@hadaf/domain';
import { InsufficientCoins, moveCoins, walletBalance } from '../ledger/index.ts';
import type { Database, Queryable, Transaction } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { notFound, validationFailed } from '../platform/http/errors.ts';
import type { Locale } from '../platform/http/messages.ts';
import { competitionMessage, type CompetitionMessageKey } from './messages.ts';

export interface Member {
  id: number;
  admin: boolean;
  /** platform §4: phone verification is needed to join any competition (when the setting is on). */
  needsPhoneVerification: boolean;
}

const refused = (field: 'competition' | 'coins' | 'phone_number', key: CompetitionMessageKey, locale: Locale) =>
  validationFailed(competitionMessage(key, locale), { [field]: [competitionMessage(key, locale)] });

/**
 * The competition, locked for this join or withdrawal: every change of its seats and its pool queues here, so seats
 * are never oversold and one fan's twin requests are decided one after the other.
 */
async function lockCompetition(tx: Transaction, competitionId: number, member: Member, locale: Locale): Promise<Row> {
  const [competition] = await tx.query<Row>(
    `SELECT id, entry_fee, max_participants, participants_count, starts_at, status, cancelled_at, creator_id FROM competitions
      WHERE id = $1 AND (status IS NULL OR status IN ('approved', 'cancelled') OR creator_id = $2 OR $3) FOR UPDATE`,
    [competitionId, member.id, member.admin],
  );
  if (!competition) throw notFound(competitionMessage('notFound', locale));
  return competition;
}

/** Which participation of this fan in this competition a join or its refund pays for: 1 the first time, 2 after leaving and rejoining… */
async function participationNumber(tx: Queryable, competitionId: number, userId: number): Promise<number> {
  const [row] = await tx.query<Row>(
    `SELECT count(*) AS joins FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
      WHERE e.kind = 'competition-join' AND e.competition_id = $1 AND p.user_id = $2`,
    [competitionId, userId],
  );
  return num(row?.joins ?? 0);
}

const joinKey = (competitionId: number, userId: number, participation: number) => `competition-join:${competitionId}:${userId}:${participation}`;

/**
 * Gives a participant back what their latest join paid (a withdrawal, a cancelled competition), once: the refund's
 * key is the join's. What was paid, not today's entry fee, so a fee changed after the join refunds neither more nor
 * less. Returns the coins refunded (0 for a free join, or when it was refunded already).
 */
export async function refundParticipation(tx: Queryable, competitionId: number, userId: number): Promise<number> {
  const participation = await participationNumber(tx, competitionId, userId);
  if (participation === 0) return 0;
  const [paid] = await tx.query<Row>(
    'SELECT -p.amount AS coins FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id WHERE e.idempotency_key = $1 AND p.user_id = $2',
    [joinKey(competitionId, userId, participation), userId],
  );
  const coins = num(paid?.coins ?? 0);
  if (coins <= 0) return 0;
  const { replayed } = await moveCoins(tx, {
    idempotencyKey: `competition-refund:${competitionId}:${userId}:${participation}`,
    kind: 'competition-refund',
    from: { kind: 'pool', competitionId },
    to: { kind: 'wallet', userId },
    coins,
    competitionId,
  });
  return replayed ? 0 : coins;
}

/**
 * Joins a competition (competitions §4): a seat, participants + 1 and the entry fee from the wallet to the
 * competition's pool, all or nothing. Returns the fan's coins after.
 */
export async function joinCompetition(database: Database, competitionId: number, member: Member, locale: Locale, now: Date): Promise<number> {
  return database.transaction(async (tx) => {
    const competition = await lockCompetition(tx, competitionId, member, locale);
    if (competition.cancelled_at !== null || competition.status === 'cancelled') throw refused('competition', 'cancelled', locale);
    // A competition under review is its creator's alone: they may take their seat (the Created modal's auto-join),
    // which a rejection refunds; nobody else sees it until it is approved.
    const creatorsOwn = competition.status === 'pending-approval' && num(competition.creator_id) === member.id;
    if ((competition.status === 'pending-approval' && !creatorsOwn) || competition.status === 'rejected') throw refused('competition', 'notOpen', locale);
    if (competition.starts_at === null || !canJoinOrWithdraw(competition.starts_at as Date, now)) throw refused('competition', 'alreadyStarted', locale);
    if (member.needsPhoneVerification) throw refused('phone_number', 'phoneVerification', locale);
    const [joined] = await tx.query('SELECT 1 FROM competition_participants WHERE competition_id = $1 AND user_id = $2', [competitionId, member.id]);
    if (joined) throw refused('competition', 'alreadyJoined', locale);
    if (competition.max_participants !== null && num(competition.participants_count) >= num(competition.max_participants)) throw refused('competition', 'full', locale);

    const entryFee = num(competition.entry_fee);
    if (entryFee > 0) {
      const participation = (await participationNumber(tx, competitionId, member.id)) + 1;
      try {
        await moveCoins(tx, {
          idempotencyKey: joinKey(competitionId, member.id, participation),
          kind: 'competition-join',
          from: { kind: 'wallet', userId: member.id },
          to: { kind: 'pool', competitionId },
          coins: entryFee,
          competitionId,
        });
      } catch (error) {
        if (error instanceof InsufficientCoins) throw refused('coins', 'needMoreCoins', locale);
        throw error;
      }
    }
    await tx.query('INSERT INTO competition_participants (competition_id, user_id, joined_at) VALUES ($1, $2, $3)', [competitionId, member.id, now]);
    await tx.query('UPDATE competitions SET participants_count = participants_count + 1 WHERE id = $1', [competitionId]);
    return walletBalance(tx, member.id);
  });
}

/** Withdraws before the first match (competitions §4): the seat back and the entry fee refunded from the pool. Returns the fan's coins after. */
export async function leaveCompetition(database: Database, competitionId: number, member: Member, locale: Locale, now: Date): Promise<number> {
  return database.transaction(async (tx) => {
    const competition = await lockCompetition(tx, competitionId, member, locale);
    if (competition.cancelled_at !== null || competition.status === 'cancelled') throw refused('competition', 'cancelled', locale);
    if (competition.starts_at === null || !canJoinOrWithdraw(competition.starts_at as Date, now)) throw refused('competition', 'alreadyStarted', locale);
    const left = await tx.query('DELETE FROM competition_participants WHERE competition_id = $1 AND user_id = $2 RETURNING 1', [competitionId, member.id]);
    if (left.length === 0) throw refused('competition', 'notJoined', locale);
    await tx.query('UPDATE competitions SET participants_count = participants_count - 1 WHERE id = $1', [competitionId]);

    await refundParticipation(tx, competitionId, member.id);
    return walletBalance(tx, member.id);
  });
}
