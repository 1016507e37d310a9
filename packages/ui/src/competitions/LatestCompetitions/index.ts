export {
  LatestCompetitions,
  type LatestCompetitionItem,
  type LatestCompetitionsProps,
  type LatestCompetitionState,
} from './LatestCompetitions.tsx';
