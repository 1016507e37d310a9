// A fan's prizes and their redemption.
export * from './MyPrizes/index.ts';
export * from './PrizeRedemptionModal/index.ts';
