import { formatInteger, isWinningStrategy, PRIZE_DISTRIBUTIONS, placePrizes, splitPrizesByRank } from '@hadaf/domain';
import { moveCoins } from '../ledger/index.ts';
import type { Database, Transaction } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { rewardOf } from './competition-read.ts';
import { competitionMessage } from './messages.ts';

export interface SettlementSettings {
  eksabShare: number;
  holdHours: number;
}

export interface SettlementSummary {
  competitionId: number;
  winners: number;
  /** A correction during the hold settled it again: the first prizes were voided. */
  resettled: boolean;
}

/**
 * Settles a competition whose every match is finished and whose ranks include every scored match (competitions
 * §9, issue 13): the places of its winning strategy go to the final ranking, tied participants splitting the
 * places they occupy (the domain's split); each winner gets a prize (pending until the review hold has passed) and
 * a notification; the entry fees in its pool go to the house, which pays the prizes. Settling again during the hold
 * (a corrected result) voids the first prizes and writes the new ones; after the hold nothing changes. Idempotent:
 * an unchanged ranking settled again writes nothing.
 */
export async function settleCompetition(database: Database, competitionId: number, now: Date, settings: SettlementSettings): Promise<SettlementSummary | null> {
  return database.transaction(async (tx) => {
    const [competition] = await tx.query<Row>(
      `SELECT c.*, (SELECT scored_through FROM competition_rankings r WHERE r.competition_id = c.id) AS ranked_through,
              (SELECT max(m.scored_at) FROM competition_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.competition_id = c.id) AS last_scored,
              EXISTS (SELECT 1 FROM competition_matches cm JOIN matches m ON m.id = cm.match_id
                       WHERE cm.competition_id = c.id AND (m.state <> 'FINISHED' OR m.scored_at IS NULL)) AS unfinished
         FROM competitions c WHERE c.id = $1 FOR UPDATE OF c`,
      [competitionId],
    );
    if (!competition || competition.cancelled_at !== null || competition.unfinished === true) return null;
    if (competition.group_id !== null) return null; // group competitions pay coins: the groups issue settles them
    // Ranks must include the last scored result; the re-rank job settles again once they do.
    if (competition.ranked_through === null || new Date(competition.ranked_through as Date) < new Date(competition.last_scored as Date)) return null;
    if (competition.final_at !== null && new Date(competition.final_at as Date) <= now) return null;

    const winners = await finalWinners(tx, competition, settings.eksabShare);
    const existing = await tx.query<Row>('SELECT user_id, rank, amount FROM user_prizes WHERE competition_id = $1 AND voided_at IS NULL ORDER BY user_id', [competitionId]);
    const unchanged =
      competition.settled_at !== null &&
      existing.length === winners.length &&
      winners.every((winner, index) => num(existing[index]?.user_id) === winner.userId && num(existing[index]?.rank) === winner.ranking && num(existing[index]?.amount) === winner.prize);
    if (unchanged) return { competitionId, winners: winners.length, resettled: false };

    const resettled = competition.settled_at !== null;
    if (resettled) await tx.query('UPDATE user_prizes SET voided_at = $2 WHERE competition_id = $1 AND voided_at IS NULL', [competitionId, now]);
    const finalAt = new Date(now.getTime() + settings.holdHours * 3_600_000);
    const prizeOfRank = new Map((await tx.query<Row>('SELECT rank, prize_id FROM competition_prizes WHERE competition_id = $1', [competitionId])).map((row) => [num(row.rank), row.prize_id]));
    for (const winner of winners) {
      await tx.query('INSERT INTO user_prizes (user_id, competition_id, rank, prize_id, amount, available_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        winner.userId,
        competitionId,
        winner.ranking,
        prizeOfRank.get(winner.ranking) ?? null,
        winner.prize,
        finalAt,
        now,
      ]);
      await notifyWinner(tx, winner, competition, resettled, now);
    }
    await tx.query('UPDATE competitions SET settled_at = $2, final_at = $3 WHERE id = $1', [competitionId, now, finalAt]);
    await collectPool(tx, competitionId);
    return { competitionId, winners: winners.length, resettled };
  });
}

interface Winner {
  userId: number;
  ranking: number;
  prize: number;
  language: string;
}

/** The final ranking's winners: everyone ranked within the strategy's places, ties sharing the places they occupy. */
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
  const { reward } = rewardOf(competition, eksabShare);
  const { awards } = splitPrizesByRank(
    ranked.map((row) => ({ userId: num(row.user_id), ranking: num(row.rank), language: String(row.language ?? 'en') })),
    placePrizes(reward, strategy),
  );
  // In user order, the order the stored prizes are compared in.
  return awards.sort((a, b) => a.userId - b.userId);
}

async function notifyWinner(tx: Transaction, winner: Winner, competition: Row, corrected: boolean, now: Date) {
  const locale = winner.language === 'ar' ? 'ar' : 'en';
  const name = String(locale === 'ar' ? competition.name_ar : competition.name_en);
  await tx.query("INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, 'other', $2, $3)", [
    winner.userId,
    JSON.stringify({
      title: competitionMessage(corrected ? 'prizeCorrectedTitle' : 'prizeTitle', locale),
      body: competitionMessage('prizeBody', locale, { name, rank: formatInteger(winner.ranking, locale) }),
      competition_id: num(competition.id),
    }),
    now,
  ]);
}

/** The entry fees paid into the pool go to the house, which pays the prizes (once: the key is the competition's). */
async function collectPool(tx: Transaction, competitionId: number) {
  const [pool] = await tx.query<Row>('SELECT balance FROM ledger_accounts WHERE account = $1', [`pool:${competitionId}`]);
  const coins = num(pool?.balance ?? 0);
  if (coins <= 0) return;
  await moveCoins(tx, { idempotencyKey: `competition-settle:${competitionId}`, kind: 'competition-settle', from: { kind: 'pool', competitionId }, to: { kind: 'house' }, coins, competitionId });
}
