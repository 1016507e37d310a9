import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { CompetitionCard, type CompetitionCardData } from '../CompetitionCard/CompetitionCard.tsx';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { LoadingLine } from '../../internal/loading-line.tsx';

/** A card of the list and where it leads (the app decides: matches for predictions, team setup for fantasy). */
export interface CompetitionListItem {
  readonly competition: CompetitionCardData;
  readonly href?: string;
  readonly onPress?: () => void;
}

/** One paged list of competitions as the app holds it. */
export interface CompetitionListState {
  /** loading: the first page is on its way; error: it failed (Try again calls onRetry). */
  readonly status: 'loading' | 'error' | 'ready';
  readonly items: readonly CompetitionListItem[];
  /** The current page is below the last one: Load More shows. */
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage?: boolean;
  readonly onLoadMore: () => void;
  readonly onRetry?: () => void;
}

export interface CompetitionGridProps {
  list: CompetitionListState;
  /** The list's accessible name. */
  label: string;
  /** Shown when the list has no competition (and no page after). */
  empty?: ReactNode;
  headingLevel?: 2 | 3;
  /** A card placed after this many competitions (the lobby's invitation card); at the end of a shorter list. */
  insert?: { readonly after: number; readonly node: ReactNode } | null;
}

/** Competitions as cards in a 1–3 column grid, with Load More, a loading and an error state: the lobby's lists and the profile's. */
export function CompetitionGrid({ list, label, empty = null, headingLevel = 2, insert = null }: CompetitionGridProps) {
  const { t } = useTranslation('ui');
  if (list.status === 'loading') {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <LoadingLine label={t('lobby.loading')} />
        <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-72 animate-pulse rounded-lg border border-border bg-surface-sunken motion-reduce:animate-none" />
          ))}
        </div>
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <Alert tone="error" title={t('lobby.error.title')}>
        {list.onRetry ? (
          <Button variant="outline" size="sm" onPress={list.onRetry} className="mt-2">
            {t('lobby.error.retry')}
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (list.items.length === 0 && !list.hasNextPage) return <>{empty}</>;
  const insertAt = insert ? Math.min(insert.after, list.items.length) : -1;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((item, index) => (
          <Fragment key={item.competition.id}>
            <li>
              <CompetitionCard competition={item.competition} href={item.href} onPress={item.onPress} headingLevel={headingLevel} />
            </li>
            {insert && index + 1 === insertAt ? <li>{insert.node}</li> : null}
          </Fragment>
        ))}
      </ul>
      <LoadMore hasNextPage={list.hasNextPage} isPending={list.isFetchingNextPage} onLoadMore={list.onLoadMore} />
    </div>
  );
}
