import { formatInteger, isWinningStrategy, PRIZE_DISTRIBUTIONS, placePrizes, splitPrizesByRank } from '@hadaf/domain';
import type { Database, Transaction } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { rewardOf } from './competition-read.ts';
import { notificationPayload } from '../platform/notifications.ts';
import { competitionMessage, competitionName } from './messages.ts';
import { lockSettlement, releasePrizes } from './prize-release.ts';

export interface SettlementSettings {
  eksabShare: number;
  holdHours: number;
}

export interface SettlementSummary {
  competitionId: number;
  winners: number;
  /** A correction during the hold settled it again: the first prizes were voided. */
  resettled: boolean;
  /** The hold is over (or 0 hours): coins were paid and the pool closed in this call. */
  released: boolean;
}

/**
 * Settles a competition whose every match is finished and whose ranks include every scored match (competitions
 * §9, issue 13; docs/decisions/competitions.md): the places of its winning strategy go to the final ranking, tied
 * participants splitting the places they occupy (the domain's split); each winner gets a pending prize and a
 * notification. Nothing is paid yet: the coins stay in the competition's pool until the review hold ends
 * (prize-release.ts). Settling again during the hold (a corrected result) voids the first prizes and writes the new
 * ones; once the hold is over a call releases the prizes as they stand and never settles again. Idempotent: an
 * unchanged ranking settled again writes nothing.
 */
export async function settleCompetition(database: Database, competitionId: number, now: Date, settings: SettlementSettings): Promise<SettlementSummary | null> {
  return database.transaction(async (tx) => {
    const competition = await lockSettlement(tx, competitionId);
    if (!competition?.ready) return null;
    if (competition.row.final_at !== null && new Date(competition.row.final_at as Date) <= now) {
      const released = await releasePrizes(tx, competition.row, now);
      return released ? { competitionId, winners: released.prizes, resettled: false, released: true } : null;
    }

    const winners = await finalWinners(tx, competition.row, settings.eksabShare);
    const existing = await tx.query<Row>('SELECT user_id, rank, amount FROM user_prizes WHERE competition_id = $1 AND voided_at IS NULL ORDER BY user_id', [competitionId]);
    const unchanged =
      competition.row.settled_at !== null &&
      existing.length === winners.length &&
      winners.every((winner, index) => num(existing[index]?.user_id) === winner.userId && num(existing[index]?.rank) === winner.ranking && num(existing[index]?.amount) === winner.prize);
    if (unchanged) return { competitionId, winners: winners.length, resettled: false, released: false };

    const resettled = competition.row.settled_at !== null;
    if (resettled) await tx.query('UPDATE user_prizes SET voided_at = $2 WHERE competition_id = $1 AND voided_at IS NULL', [competitionId, now]);
    // The review starts again with the corrected result.
    const finalAt = new Date(now.getTime() + settings.holdHours * 3_600_000);
    const groupCompetition = competition.row.group_id !== null;
    for (const winner of winners) {
      const [prize] = await tx.query<Row>(
        'INSERT INTO user_prizes (user_id, competition_id, rank, prize_id, amount, coins, available_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
        [winner.userId, competitionId, winner.ranking, winner.prizeId, winner.prize, groupCompetition ? winner.prize : null, finalAt, now],
      );
      await tx.query("INSERT INTO user_prize_logs (user_prize_id, status, created_at) VALUES ($1, 'pending', $2)", [prize?.id, now]);
      await notifyWinner(tx, winner, competition.row, resettled, now);
    }
    await tx.query('UPDATE competitions SET settled_at = $2, final_at = $3 WHERE id = $1', [competitionId, now, finalAt]);
    // A hold of 0 hours: paid at once.
    const released = finalAt <= now ? await releasePrizes(tx, { ...competition.row, final_at: finalAt }, now) : null;
    return { competitionId, winners: winners.length, resettled, released: released !== null };
  });
}

interface Winner {
  userId: number;
  ranking: number;
  /** The share of the reward: EGP for a redeemed prize, coins in a group competition. */
  prize: number;
  /** The competition's catalogue prize for this rank, if it has one. */
  prizeId: number | null;
  language: string;
}

/**
 * The final ranking's winners: everyone ranked within the strategy's places, ties sharing the places they occupy.
 * A place worth nothing (a free competition without a catalogue prize) is no prize: nobody is told they won 0.
 */
async function finalWinners(tx: Transaction, competition: Row, eksabShare: number): Promise<Winner[]> {
  const strategy = isWinningStrategy(competition.winning_strategy) ? competition.winning_strategy : 'top-3';
  const places = PRIZE_DISTRIBUTIONS[strategy].length;
  const ranked = await tx.query<Row>(
    `SELECT r.user_id, b.rank, u.settings ->> 'language' AS language FROM competition_ranks r
       JOIN competition_rank_bands b ON b.competition_id = r.competition_id AND b.points = r.points
       JOIN competition_participants p ON p.competition_id = r.competition_id AND p.user_id = r.user_id
       JOIN users u ON u.id = r.user_id
      WHERE r.competition_id = $1 AND b.rank <= $2 ORDER BY b.rank, r.user_id`,
    [num(competition.id), places],
  );
  const catalogue = await tx.query<Row>('SELECT rank, prize_id FROM competition_prizes WHERE competition_id = $1 AND prize_id IS NOT NULL', [num(competition.id)]);
  const prizeOfRank = new Map(catalogue.map((row) => [num(row.rank), num(row.prize_id)]));
  const { reward } = rewardOf(competition, eksabShare);
  const { awards } = splitPrizesByRank(
    ranked.map((row) => ({ userId: num(row.user_id), ranking: num(row.rank), language: String(row.language ?? 'en'), prizeId: prizeOfRank.get(num(row.rank)) ?? null })),
    placePrizes(reward, strategy),
  );
  // In user order, the order the stored prizes are compared in.
  return awards.filter((award) => award.prize > 0 || award.prizeId !== null).sort((a, b) => a.userId - b.userId);
}

async function notifyWinner(tx: Transaction, winner: Winner, competition: Row, corrected: boolean, now: Date) {
  const reader = winner.language === 'ar' ? 'ar' : 'en';
  await tx.query("INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, 'other', $2, $3)", [
    winner.userId,
    JSON.stringify(
      notificationPayload(reader, { competition_id: num(competition.id) }, (locale) => ({
        title: competitionMessage(corrected ? 'prizeCorrectedTitle' : 'prizeTitle', locale),
        body: competitionMessage('prizeBody', locale, { name: competitionName(competition, locale), rank: formatInteger(winner.ranking, locale) }),
      })),
    ),
    now,
  ]);
}
