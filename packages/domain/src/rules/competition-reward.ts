import type { WinningStrategy } from './competition-form.ts';
import { placePrizes } from './prize-distribution.ts';

/**
 * What a competition offers its winners, as a card and the Overview say it (issue 30: never "Reward 0 coins"):
 * - coins: a fixed reward, or a pool already full;
 * - upTo: a pool that grows with each player, up to the coins at full seats;
 * - growing: a pool without a seat limit (the coins paid in so far, maybe 0);
 * - prize: no coins, but a catalogue prize (its name);
 * - free: nothing to win but the ranking: free to play.
 */
export type RewardOffer =
  | { readonly kind: 'coins'; readonly coins: number }
  | { readonly kind: 'upTo'; readonly coins: number }
  | { readonly kind: 'growing'; readonly coins: number }
  | { readonly kind: 'prize'; readonly name: string }
  | { readonly kind: 'free' };

export interface RewardFacts {
  /** The coins the winners share now (the contract's reward). */
  readonly reward: number;
  /** The most they can share (reward_max): null without a seat limit; undefined when the answer has none. */
  readonly rewardMax?: number | null;
  /** The reward is the pool paid in (calculate_reward) rather than fixed. */
  readonly calculateReward?: boolean;
  readonly entryFee: number;
  /** The competition's catalogue prizes, best place first. */
  readonly prizeNames?: readonly string[];
}

export function rewardOffer({ reward, rewardMax, calculateReward = false, entryFee, prizeNames = [] }: RewardFacts): RewardOffer {
  if (calculateReward && entryFee > 0) {
    if (rewardMax === null) return { kind: 'growing', coins: reward };
    if (rewardMax !== undefined && rewardMax > reward) return { kind: 'upTo', coins: rewardMax };
  }
  if (reward > 0) return { kind: 'coins', coins: reward };
  const prize = prizeNames.find((name) => name.trim() !== '');
  return prize ? { kind: 'prize', name: prize } : { kind: 'free' };
}

/** One place's share as the Overview shows it: the coins (and whether "up to" or "so far"), null when none. */
export interface PlaceReward {
  readonly coins: number;
  readonly upTo: boolean;
}

/**
 * Each place's coins, best first: the split of the most the winners can share when the pool still grows, else the
 * split paid now (the contract's prize_distribution). Empty when there are no coins to win.
 */
export function placeRewards(offer: RewardOffer, strategy: WinningStrategy, distribution: readonly number[]): PlaceReward[] {
  if (offer.kind === 'upTo') return placePrizes(offer.coins, strategy).map((coins) => ({ coins, upTo: true }));
  if (offer.kind === 'coins' || (offer.kind === 'growing' && offer.coins > 0)) return distribution.map((coins) => ({ coins, upTo: false }));
  return [];
}
