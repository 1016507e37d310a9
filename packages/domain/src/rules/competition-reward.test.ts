import { describe, expect, it } from 'vitest';
import { placeRewards, rewardOffer } from './competition-reward.ts';

describe('what a competition offers its winners (issue 30: never "Reward 0 coins")', () => {
  it('says up to the coins at full seats while a paid pool still grows', () => {
    expect(rewardOffer({ reward: 0, rewardMax: 1350, calculateReward: true, entryFee: 50 })).toEqual({ kind: 'upTo', coins: 1350 });
    expect(rewardOffer({ reward: 450, rewardMax: 1350, calculateReward: true, entryFee: 50 })).toEqual({ kind: 'upTo', coins: 1350 });
    // Full: what it is.
    expect(rewardOffer({ reward: 1350, rewardMax: 1350, calculateReward: true, entryFee: 50 })).toEqual({ kind: 'coins', coins: 1350 });
  });

  it('says a pool without a seat limit grows with every player', () => {
    expect(rewardOffer({ reward: 0, rewardMax: null, calculateReward: true, entryFee: 20 })).toEqual({ kind: 'growing', coins: 0 });
    expect(rewardOffer({ reward: 90, rewardMax: null, calculateReward: true, entryFee: 20 })).toEqual({ kind: 'growing', coins: 90 });
  });

  it('gives a fixed reward as it is, else the catalogue prize, else free to play', () => {
    expect(rewardOffer({ reward: 500, rewardMax: 500, entryFee: 0 })).toEqual({ kind: 'coins', coins: 500 });
    expect(rewardOffer({ reward: 0, entryFee: 0, prizeNames: ['', 'Gold medal'] })).toEqual({ kind: 'prize', name: 'Gold medal' });
    expect(rewardOffer({ reward: 0, rewardMax: 0, calculateReward: true, entryFee: 0 })).toEqual({ kind: 'free' });
    expect(rewardOffer({ reward: 0, entryFee: 0 })).toEqual({ kind: 'free' });
  });

  it('splits each place: up to the full pool’s share, or what is paid now', () => {
    expect(placeRewards({ kind: 'upTo', coins: 1350 }, 'top-3', [0, 0, 0])).toEqual([
      { coins: 810, upTo: true },
      { coins: 405, upTo: true },
      { coins: 135, upTo: true },
    ]);
    expect(placeRewards({ kind: 'coins', coins: 500 }, 'top-3', [300, 150, 50])).toEqual([
      { coins: 300, upTo: false },
      { coins: 150, upTo: false },
      { coins: 50, upTo: false },
    ]);
    expect(placeRewards({ kind: 'growing', coins: 0 }, 'top-1', [0])).toEqual([]);
    expect(placeRewards({ kind: 'free' }, 'top-1', [0])).toEqual([]);
  });
});
