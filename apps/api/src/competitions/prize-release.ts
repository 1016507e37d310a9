import { formatCoins } from '@hadaf/domain';
import { moveCoins } from '../ledger/index.ts';
import type { Database, Transaction } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { notificationPayload } from '../platform/notifications.ts';
import { competitionMessage, competitionName } from './messages.ts';

export const RELEASE_PRIZES_JOB = 'release-held-prizes';

export interface ReleaseSummary {
  competitionId: number;
  /** Prizes released (coins paid or ready to redeem). */
  prizes: number;
  /** Coins paid to winners' wallets. */
  coins: number;
}

/**
 * The competition's row under its lock, and whether its result is final enough to settle or release: not
 * cancelled, every match FINISHED and scored, and ranks that include the last scored result. Null when it is
 * unknown or its prizes were released already (after that nothing about them changes).
 */
export async function lockSettlement(tx: Transaction, competitionId: number): Promise<{ row: Row; ready: boolean } | null> {
  const [row] = await tx.query<Row>(
    `SELECT c.*, (SELECT scored_through FROM competition_rankings r WHERE r.competition_id = c.id) AS ranked_through,
            (SELECT max(m.scored_at) FROM competition_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.competition_id = c.id) AS last_scored,
            EXISTS (SELECT 1 FROM competition_matches cm JOIN matches m ON m.id = cm.match_id
                     WHERE cm.competition_id = c.id AND (m.state <> 'FINISHED' OR m.scored_at IS NULL)) AS unfinished
       FROM competitions c WHERE c.id = $1 FOR UPDATE OF c`,
    [competitionId],
  );
  if (!row || row.released_at !== null) return null;
  const ranksCurrent = row.ranked_through !== null && row.last_scored !== null && new Date(row.ranked_through as Date) >= new Date(row.last_scored as Date);
  // Only a published competition settles: one under review or rejected has no prizes (a rejection refunds its fees).
  const published = row.status === null || row.status === 'approved';
  return { row, ready: published && row.cancelled_at === null && row.unfinished === false && ranksCurrent };
}

/**
 * Every settled competition whose review hold is over: its prizes are released, each competition in its own
 * transaction (the schedule runs it every minute; settleCompetition does the same when it finds the hold over).
 */
export async function releaseHeldPrizes(database: Database, now: Date): Promise<ReleaseSummary[]> {
  const due = await database.query<Row>('SELECT id FROM competitions WHERE released_at IS NULL AND final_at <= $1 ORDER BY final_at, id', [now]);
  const released: ReleaseSummary[] = [];
  for (const { id } of due) {
    const summary = await database.transaction(async (tx) => {
      const competition = await lockSettlement(tx, num(id));
      // A match reopened or re-scored moments ago: its re-rank settles (and releases) it again.
      return competition?.ready ? releasePrizes(tx, competition.row, now) : null;
    });
    if (summary) released.push(summary);
  }
  return released;
}

/**
 * Ends the review hold of a settled competition, in the caller's transaction under its row lock: a group
 * competition's winners get their coins from its pool (ledger key competition-prize:<user prize>, once each;
 * when a fixed reward is more than the entry fees the platform's prizes account tops the pool up), the other
 * winners' prizes become redeemable, each winner is told, and what is left in the pool (the house share, coins a
 * tie could not split, the fees of a competition paying catalogue prizes) goes to the house. Never twice:
 * released_at is set in the same transaction.
 */
export async function releasePrizes(tx: Transaction, competition: Row, now: Date): Promise<ReleaseSummary | null> {
  const competitionId = num(competition.id);
  if (competition.released_at !== null || competition.final_at === null || new Date(competition.final_at as Date) > now) return null;
  const prizes = await tx.query<Row>(
    `SELECT up.id, up.user_id, up.coins, u.settings ->> 'language' AS language FROM user_prizes up JOIN users u ON u.id = up.user_id
      WHERE up.competition_id = $1 AND up.voided_at IS NULL ORDER BY up.id`,
    [competitionId],
  );
  const owed = prizes.reduce((total, prize) => total + num(prize.coins ?? 0), 0);
  const poolBalance = await poolCoins(tx, competitionId);
  if (owed > poolBalance) {
    await moveCoins(tx, { idempotencyKey: `competition-prize-topup:${competitionId}`, kind: 'competition-prize', from: { kind: 'prizes' }, to: { kind: 'pool', competitionId }, coins: owed - poolBalance, competitionId });
  }
  for (const prize of prizes) {
    const userId = num(prize.user_id);
    const coins = num(prize.coins ?? 0);
    const reader = prize.language === 'ar' ? 'ar' : 'en';
    if (coins > 0) {
      await moveCoins(tx, { idempotencyKey: `competition-prize:${num(prize.id)}`, kind: 'competition-prize', from: { kind: 'pool', competitionId }, to: { kind: 'wallet', userId }, coins, competitionId });
      await tx.query("UPDATE user_prizes SET status = 'received', paid_at = $2 WHERE id = $1", [prize.id, now]);
      await tx.query("INSERT INTO user_prize_logs (user_prize_id, status, created_at) VALUES ($1, 'received', $2)", [prize.id, now]);
    }
    await tx.query("INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, 'other', $2, $3)", [
      userId,
      JSON.stringify(
        notificationPayload(reader, { competition_id: competitionId }, (locale) => {
          const name = competitionName(competition, locale);
          return {
            title: competitionMessage(coins > 0 ? 'prizePaidTitle' : 'prizeReadyTitle', locale),
            body: coins > 0 ? competitionMessage('prizePaidBody', locale, { name, coins: formatCoins(coins, locale) }) : competitionMessage('prizeReadyBody', locale, { name }),
          };
        }),
      ),
      now,
    ]);
  }
  const rest = await poolCoins(tx, competitionId);
  if (rest > 0) {
    await moveCoins(tx, { idempotencyKey: `competition-settle:${competitionId}`, kind: 'competition-settle', from: { kind: 'pool', competitionId }, to: { kind: 'house' }, coins: rest, competitionId });
  }
  await tx.query('UPDATE competitions SET released_at = $2 WHERE id = $1', [competitionId, now]);
  return { competitionId, prizes: prizes.length, coins: owed };
}

async function poolCoins(tx: Transaction, competitionId: number): Promise<number> {
  const [pool] = await tx.query<Row>('SELECT balance FROM ledger_accounts WHERE account = $1', [`pool:${competitionId}`]);
  return num(pool?.balance ?? 0);
}
