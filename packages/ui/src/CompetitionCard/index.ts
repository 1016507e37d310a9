export { CompetitionCard, type CompetitionCardData, type CompetitionCardProps, type CompetitionCardState } from './CompetitionCard.tsx';
