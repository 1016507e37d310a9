export { NotificationList, NotificationsPopover, recentNotificationsSize, type NotificationListProps, type NotificationsPopoverProps } from './NotificationList.tsx';
