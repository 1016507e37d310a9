export { MatchList, groupMatchesByCompetition, type MatchListGroup, type MatchListProps } from './MatchList.tsx';
