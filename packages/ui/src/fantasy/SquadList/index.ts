export { SquadList, type SquadListProps } from './SquadList.tsx';
