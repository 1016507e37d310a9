import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { CoinIcon } from '../icons/Icon.tsx';
import { LoadMore } from '../LoadMore/LoadMore.tsx';
import { twMerge } from '../lib/utils.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

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

export interface PagedListSectionProps<T> extends PagedListProps {
  title: string;
  loadingLabel: string;
  empty: { title: string; message: string; action?: ReactNode };
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** One placeholder row, shown three times while loading. */
  skeleton: ReactNode;
}

/** A profile list of the wallet and the store (heading, loading rows, empty state, items, Load More), one shape for both. */
export function PagedListSection<T>({
  title,
  loadingLabel,
  empty,
  items,
  renderItem,
  skeleton,
  isLoading = false,
  hasNextPage = false,
  isLoadingMore = false,
  onLoadMore,
  headingLevel = 2,
  className,
}: PagedListSectionProps<T>) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={twMerge('flex flex-col gap-3 text-start', className)} aria-busy={isLoading || undefined}>
      <Heading className="text-lg font-semibold text-fg">{title}</Heading>
      {isLoading ? (
        <>
          <div className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size="sm" label={loadingLabel} className="text-primary-600" />
            <span aria-hidden="true">{loadingLabel}</span>
          </div>
          <div aria-hidden="true" className="flex flex-col gap-2">
            {skeleton}
            {skeleton}
            {skeleton}
          </div>
        </>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<CoinIcon size={28} />}
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={empty.title}
          message={empty.message}
          action={empty.action}
          className="py-6"
        />
      ) : (
        <ul className="flex flex-col gap-2">{items.map(renderItem)}</ul>
      )}
      {onLoadMore && !isLoading && items.length > 0 && <LoadMore hasNextPage={hasNextPage} isPending={isLoadingMore} onLoadMore={onLoadMore} />}
    </section>
  );
}
