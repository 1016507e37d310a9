export {
  CompetitionPrizes,
  PredictionCard,
  type CompetitionPrize,
  type PredictionCardBet,
  type PredictionCardItem,
  type PredictionCardProps,
} from './PredictionCard.tsx';
