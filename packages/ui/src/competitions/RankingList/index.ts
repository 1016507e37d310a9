export { RankingList, type RankingListProps, type RankingRow } from './RankingList.tsx';
