import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link as AriaLink } from 'react-aria-components';
import { formatInteger, isLanguage } from '@hadaf/domain';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { UserIcon } from '../../primitives/icons/Icon.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { focusRing, twMerge } from '../../lib/utils.ts';

/** The parts of the contract's Friend the list reads (the API's Friend satisfies it). */
export interface FriendsListItem {
  readonly id: number;
  readonly name: string;
  readonly profile_picture?: { readonly thumb?: string | null } | null;
}

export interface FriendsListProps {
  friends: readonly FriendsListItem[];
  /** The total number of friends (User.friend_count), shown beside the heading. */
  totalCount?: number;
  /** Another page exists. */
  hasNextPage?: boolean;
  /** The next page is loading. */
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** Makes each friend a link (e.g. to their profile). */
  friendHref?: (friend: FriendsListItem) => string;
  /** An invite action for the empty state (a Button or Link). */
  emptyAction?: ReactNode;
  headingLevel?: 2 | 3;
  hideHeading?: boolean;
  className?: string;
}

/** The user's friends: avatar and name, Load More, and an empty state inviting friends. */
export function FriendsList({
  friends,
  totalCount,
  hasNextPage = false,
  isLoadingMore = false,
  onLoadMore,
  friendHref,
  emptyAction,
  headingLevel = 2,
  hideHeading = false,
  className,
}: FriendsListProps) {
  const { t, i18n } = useTranslation('ui');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const Heading = `h${headingLevel}` as const;
  const count = totalCount ?? friends.length;
  return (
    <section className={twMerge('flex flex-col gap-3 text-start', className)} aria-label={hideHeading ? t('profile.friends.title') : undefined}>
      {!hideHeading && (
        <Heading className="flex flex-wrap items-baseline gap-2 text-lg font-semibold text-fg">
          {t('profile.friends.title')}
          {friends.length > 0 && (
            <span className="text-sm font-normal text-fg-muted">{t('profile.friends.count', { count, n: formatInteger(count, language) })}</span>
          )}
        </Heading>
      )}
      {friends.length === 0 ? (
        <EmptyState
          icon={<UserIcon size={28} />}
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={t('profile.empty.friends.title')}
          message={t('profile.empty.friends.message')}
          action={emptyAction}
          className="py-6"
        />
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {friends.map((friend) => {
            const content = (
              <>
                <Avatar name={friend.name} src={friend.profile_picture?.thumb ?? undefined} size="md" />
                <UserText className="min-w-0 flex-1 truncate font-semibold">{friend.name}</UserText>
              </>
            );
            const rowClass = 'flex min-h-14 items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-fg';
            return (
              <li key={friend.id}>
                {friendHref ? (
                  <AriaLink
                    href={friendHref(friend)}
                    className={({ isFocusVisible, isHovered }) =>
                      focusRing({ isFocusVisible, className: twMerge(rowClass, 'cursor-pointer no-underline', isHovered && 'border-border-strong bg-surface-muted') })
                    }
                  >
                    {content}
                  </AriaLink>
                ) : (
                  <div className={rowClass}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {onLoadMore && friends.length > 0 && <LoadMore hasNextPage={hasNextPage} isPending={isLoadingMore} onLoadMore={onLoadMore} />}
    </section>
  );
}
