export { CreatorsList, type CreatorCompetition, type CreatorItem, type CreatorsListProps } from './CreatorsList.tsx';
