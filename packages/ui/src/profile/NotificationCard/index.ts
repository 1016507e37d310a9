export {
  NotificationCard,
  notificationCardStyles,
  notificationRejectionReasons,
  type NotificationCardItem,
  type NotificationCardProps,
  type NotificationRejectionReason,
} from './NotificationCard.tsx';
