export {
  MatchCard,
  MatchScore,
  MatchStateBadge,
  TeamCrest,
  type MatchCardGamer,
  type MatchCardInfo,
  type MatchCardPicture,
  type MatchCardProps,
  type MatchCardStateCode,
  type MatchCardTeam,
  type MatchItemView,
} from './MatchCard.tsx';
