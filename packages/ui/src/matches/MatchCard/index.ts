export {
  MatchCard,
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
export { MatchScore, type MatchScoreProps } from './MatchScore.tsx';
export { LockCountdown, type LockCountdownProps } from './LockCountdown.tsx';
