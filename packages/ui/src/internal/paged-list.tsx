import { Fragment, useId, type ReactNode } from 'react';
import { EmptyState } from '../primitives/EmptyState/EmptyState.tsx';
import { CoinIcon } from '../primitives/icons/Icon.tsx';
import { LoadMore } from '../primitives/LoadMore/LoadMore.tsx';
import { twMerge } from '../lib/utils.ts';
import { LoadingLine } from './loading-line.tsx';

/** What a paged list's caller controls, the same for every such list. */
export interface PagedListProps {
  /** Another page exists. */
  hasNextPage?: boolean;
  /** The next page is loading. */
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** The first page is loading: a spinner and placeholder rows. */
  isLoading?: boolean;
  /** The list heading's level in the page outline (the empty state's title is one below). */
  headingLevel?: 2 | 3;
  className?: string;
}

export interface PagedListSectionProps<T> extends Omit<PagedListProps, 'headingLevel'> {
  /** The heading's level; 1 when the list is the page itself (the creators). */
  headingLevel?: 1 | 2 | 3;
  title: string;
  /** A line under the title (a section of its own page, e.g. the creators). */
  lead?: string;
  loadingLabel: string;
  empty: { title: string; message: string; action?: ReactNode; icon?: ReactNode };
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** One placeholder row, shown `skeletonCount` times (3) while loading. */
  skeleton: ReactNode;
  skeletonCount?: number;
  /** The list's layout (rows by default), also the placeholders'. */
  listClassName?: string;
  /** Inside a region that has its heading already (an admin queue): no heading here, the list is named by `title`. */
  bare?: boolean;
}

/**
 * A paged list (heading, loading rows, empty state, items, Load More), one shape for the wallet, the store, the
 * prizes and the creators. The list is named by its heading. With a lead, the heading is the page's larger one.
 */
export function PagedListSection<T>({
  title,
  lead,
  loadingLabel,
  empty,
  items,
  renderItem,
  skeleton,
  skeletonCount = 3,
  listClassName = 'flex flex-col gap-2',
  isLoading = false,
  hasNextPage = false,
  isLoadingMore = false,
  onLoadMore,
  headingLevel = 2,
  className,
  bare = false,
}: PagedListSectionProps<T>) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const Wrapper = bare ? 'div' : 'section';
  return (
    <Wrapper
      aria-labelledby={bare ? undefined : titleId}
      className={twMerge('flex flex-col text-start', lead ? 'gap-4' : 'gap-3', className)}
      aria-busy={isLoading || undefined}
    >
      {bare ? null : lead ? (
        <div className="flex flex-col gap-1">
          <Heading id={titleId} className={twMerge('text-xl font-bold text-fg', headingLevel === 1 && 'text-2xl')}>
            {title}
          </Heading>
          <p className="text-sm text-fg-muted">{lead}</p>
        </div>
      ) : (
        <Heading id={titleId} className="text-lg font-semibold text-fg">
          {title}
        </Heading>
      )}
      {isLoading ? (
        <>
          <LoadingLine label={loadingLabel} />
          <div aria-hidden="true" className={listClassName}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <Fragment key={index}>{skeleton}</Fragment>
            ))}
          </div>
        </>
      ) : items.length === 0 ? (
        <EmptyState
          icon={empty.icon ?? <CoinIcon size={28} />}
          headingLevel={(headingLevel + 1) as 2 | 3 | 4}
          title={empty.title}
          message={empty.message}
          action={empty.action}
          className="py-6"
        />
      ) : (
        <ul aria-labelledby={bare ? undefined : titleId} aria-label={bare ? title : undefined} className={listClassName}>
          {items.map(renderItem)}
        </ul>
      )}
      {onLoadMore && !isLoading && items.length > 0 && <LoadMore hasNextPage={hasNextPage} isPending={isLoadingMore} onLoadMore={onLoadMore} />}
    </Wrapper>
  );
}
