export {
  MyPrizes,
  PrizeStatusBadge,
  type MyPrizeItem,
  type MyPrizesProps,
  type RejectionReason,
  type UserPrizeStatus,
} from './MyPrizes.tsx';
