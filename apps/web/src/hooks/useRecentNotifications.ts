import { useMyNotifications, type QueryHookOptions } from '@hadaf/api-client';

/** The recent list holds 5 items (platform.md §9). */
export const RECENT_NOTIFICATIONS = 5;

type RecentNotificationsData = ReturnType<typeof useMyNotifications>['data'];

/** The 5 recent notifications and the count of new ones (the header's bell and badge share this query). */
export function useRecentNotifications(options?: QueryHookOptions<NonNullable<RecentNotificationsData>>) {
  return useMyNotifications({ query: { limit: RECENT_NOTIFICATIONS } }, options);
}
