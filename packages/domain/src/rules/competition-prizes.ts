import type { WinningStrategy } from './competition-form.ts';
import { placePrizes } from './prize-distribution.ts';
import { prizeMoney, type PrizeMoney } from './prize-pool.ts';
import { splitPrizesByRank } from './prize-split.ts';
import { rankByPoints } from './ranking.ts';

export interface CompetitionPrizeSettings {
  entryFee: number;
  maxParticipants: number;
  /** The eksab_share setting, a fraction. */
  eksabShare: number;
  strategy: WinningStrategy;
}

export interface CompetitionPrizes<T> extends PrizeMoney {
  /** Coins per place, best first; they sum to `distributable`. */
  places: number[];
  awards: Array<T & { ranking: number; prize: number }>;
  /** Prizes of empty places and coins a tie could not split evenly. */
  unclaimed: number;
  /** What the product keeps: its share plus the unclaimed coins. */
  productTotal: number;
}

/** The whole prize computation for a finished competition: money, place prizes, ranking and tie splits. */
export function awardCompetitionPrizes<T extends { points: number }>(entries: readonly T[], settings: CompetitionPrizeSettings): CompetitionPrizes<T> {
  const money = prizeMoney(settings.entryFee, settings.maxParticipants, settings.eksabShare);
  const places = placePrizes(money.distributable, settings.strategy);
  const { awards, unclaimed } = splitPrizesByRank(rankByPoints(entries), places);
  return { ...money, places, awards, unclaimed, productTotal: money.productShare + unclaimed };
}
