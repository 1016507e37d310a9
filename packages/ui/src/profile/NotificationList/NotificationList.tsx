import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { formatInteger } from '@hadaf/domain';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { BellIcon } from '../../primitives/icons/Icon.tsx';
import { iconButtonStyles } from '../../primitives/IconButton/IconButton.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { twMerge } from '../../lib/utils.ts';
import { NotificationCard, type NotificationCardItem } from '../NotificationCard/NotificationCard.tsx';

/** The spec's recent list holds 5 notifications. */
export const recentNotificationsSize = 5;

export interface NotificationListProps {
  notifications: readonly NotificationCardItem[];
  /** The server's clock for relative times. */
  now: Date | string | number;
  /** `recent`: the first 5 only (no paging); `full`: every loaded page with Load More. */
  variant?: 'recent' | 'full';
  /** The count of new (unread) notifications, shown beside the heading. */
  newCount?: number;
  /** Marks the notifications read (the app resets the new count to 0); hidden without new ones. */
  onMarkAllRead?: () => void;
  /** The mark-as-read request is under way. */
  isMarkingRead?: boolean;
  /** Full variant: another page exists. */
  hasNextPage?: boolean;
  /** Full variant: the next page is loading. */
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** Recent variant: the "See all notifications" link (e.g. /profile/notifications). */
  allHref?: string;
  /** Where an invitation opens; defaults to /groups/{id}. */
  groupHref?: (groupId: number) => string;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3;
  /** Hide the heading (e.g. inside a tab already named Notifications). */
  hideHeading?: boolean;
  className?: string;
}

/** The user's notifications: a heading with the new count, mark as read, the cards, paging and an empty state. */
export function NotificationList({
  notifications,
  now,
  variant = 'full',
  newCount = 0,
  onMarkAllRead,
  isMarkingRead = false,
  hasNextPage = false,
  isLoadingMore = false,
  onLoadMore,
  allHref,
  groupHref,
  headingLevel = 2,
  hideHeading = false,
  className,
}: NotificationListProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const items = variant === 'recent' ? notifications.slice(0, recentNotificationsSize) : notifications;
  return (
    <section className={twMerge('flex flex-col gap-3 text-start', className)} aria-label={hideHeading ? t('profile.notifications.title') : undefined}>
      {(!hideHeading || (onMarkAllRead && newCount > 0)) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {!hideHeading && (
            <Heading className="flex items-center gap-2 text-lg font-semibold text-fg">
              {variant === 'recent' ? t('profile.notifications.recent') : t('profile.notifications.title')}
              <Badge count={newCount} aria-label={t('frame.newNotifications', { count: newCount, n: formatInteger(newCount, language) })} />
            </Heading>
          )}
          {onMarkAllRead && newCount > 0 && (
            <Button variant="ghost" size="sm" onPress={onMarkAllRead} isPending={isMarkingRead} className="ms-auto">
              {t('profile.notifications.markAllRead')}
            </Button>
          )}
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState
          icon={<BellIcon size={28} />}
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={t('profile.empty.notifications.title')}
          message={t('profile.empty.notifications.message')}
          className="py-6"
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationCard notification={notification} now={now} groupHref={groupHref} />
            </li>
          ))}
        </ul>
      )}
      {variant === 'full' && onLoadMore && <LoadMore hasNextPage={hasNextPage} isPending={isLoadingMore} onLoadMore={onLoadMore} />}
      {variant === 'recent' && allHref && (
        <Link href={allHref} variant="standalone" className="self-center py-1">
          {t('profile.notifications.seeAll')}
        </Link>
      )}
    </section>
  );
}

export interface NotificationsPopoverProps extends Omit<NotificationListProps, 'variant' | 'headingLevel' | 'hideHeading' | 'className'> {
  /** Controlled open state (optional). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra content in the trigger (e.g. a visible label in a mobile menu). */
  label?: ReactNode;
  className?: string;
}

/**
 * The header's bell: an icon button carrying the new-count badge (in the locale's digits) that opens the
 * 5 most recent notifications with "Mark as read" and "See all notifications".
 */
export function NotificationsPopover({ isOpen, onOpenChange, label, className, ...listProps }: NotificationsPopoverProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const count = listProps.newCount ?? 0;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton
        aria-label={count > 0 ? t('frame.notificationsCount', { count, n: formatInteger(count, language) }) : t('frame.notifications')}
        className={(renderProps) =>
          iconButtonStyles({ ...renderProps, variant: 'ghost', shape: 'circle', className: twMerge('relative', label ? 'w-auto gap-2 px-3' : undefined, className) })
        }
      >
        <BellIcon size={20} />
        {label}
        <Badge count={count} className="absolute -top-0.5 -end-0.5" />
      </AriaButton>
      <Popover
        placement="bottom end"
        offset={6}
        className="w-[min(24rem,calc(100vw-1rem))] overflow-auto rounded-lg border border-border bg-surface p-3 shadow-lg outline-none"
      >
        <Dialog aria-label={t('profile.notifications.recent')} className="outline-none">
          <NotificationList {...listProps} variant="recent" headingLevel={2} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
