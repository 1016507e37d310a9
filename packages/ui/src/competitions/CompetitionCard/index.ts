export { CompetitionCard, nearlyFullAt, seatsOf, type CompetitionCardData, type CompetitionCardProps, type CompetitionCardState } from './CompetitionCard.tsx';
