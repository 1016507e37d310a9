export {
  CompetitionLobby,
  LobbyReferralCard,
  WIDE_LOBBY_QUERY,
  defaultLobbyFilters,
  useReferralPosition,
  type CompetitionLobbyProps,
  type LobbyFilters,
  type LobbyReferralCardProps,
  type LobbySort,
  type LobbyTab,
  type LobbyType,
} from './CompetitionLobby.tsx';
export { CompetitionGrid, type CompetitionGridProps, type CompetitionListItem, type CompetitionListState } from './CompetitionGrid.tsx';
