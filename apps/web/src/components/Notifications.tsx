import { useMarkNotificationsRead, useMyNotificationsInfinite, useServerNow } from '@hadaf/api-client';
import { Loader, NotificationList, NotificationsPopover } from '@hadaf/ui';
import { RECENT_NOTIFICATIONS, useRecentNotifications } from '../hooks/useRecentNotifications.ts';
import { useUiArea } from '../hooks/useUiArea.ts';
import { paths } from '@hadaf/domain';

const groupHref = (groupId: number) => paths.group(groupId);

/** The full list (profile tab) with Load More and Mark as read. */
export function NotificationsList() {
  const now = useServerNow();
  const notifications = useMyNotificationsInfinite();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.data) ?? [];
  if (notifications.isPending) return <Loader />;
  return (
    <NotificationList
      notifications={items}
      now={now}
      variant="full"
      newCount={notifications.data?.pages[0]?.new_count ?? 0}
      onMarkAllRead={() => markRead.mutate({})}
      isMarkingRead={markRead.isPending}
      hasNextPage={notifications.hasNextPage}
      isLoadingMore={notifications.isFetchingNextPage}
      onLoadMore={() => void notifications.fetchNextPage()}
      groupHref={groupHref}
      headingLevel={2}
      // The tab's label and the page heading already say "Notifications".
      hideHeading
    />
  );
}

/** The header's bell: the new-count badge and the 5 recent notifications with Mark as read. */
export function RecentNotifications() {
  const now = useServerNow();
  // The popover's list reads the profile's texts (a lazy strings area): asked for as the bell appears, so they are here
  // by the time a fan opens it.
  useUiArea('profile');
  const recent = useRecentNotifications();
  const markRead = useMarkNotificationsRead();
  return (
    <NotificationsPopover
      notifications={recent.data?.data.slice(0, RECENT_NOTIFICATIONS) ?? []}
      now={now}
      newCount={recent.data?.new_count ?? 0}
      onMarkAllRead={() => markRead.mutate({})}
      isMarkingRead={markRead.isPending}
      allHref={paths.profileNotifications}
      groupHref={groupHref}
    />
  );
}
