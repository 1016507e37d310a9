import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { SearchIcon } from '../../primitives/icons/Icon.tsx';
import { twMerge } from '../../lib/utils.ts';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { MatchCard, type MatchItemView } from '../MatchCard/MatchCard.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';

export interface SearchResultsProps<T extends MatchItemView = MatchItemView> {
  /** The text in the search box (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Runs a search with the trimmed text; never called for empty or blank text. */
  onSearch: (query: string) => void;
  /** The results so far (all loaded pages); null or undefined before the first search. */
  results?: readonly T[] | null;
  /** The first page is loading. */
  isLoading?: boolean;
  /** Another page exists (meta.current_page < meta.last_page). */
  hasNextPage?: boolean;
  /** The next page is loading. */
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** The match open in the prediction panel. */
  selectedMatchId?: number | null;
  onMatchPress?: (match: T) => void;
  /** Time zone for kick-off times (the browser's by default). */
  timeZone?: string;
  className?: string;
}

/** The search page body: a search box, paginated match results with Load More, and the no-results message. */
export function SearchResults<T extends MatchItemView = MatchItemView>({
  query,
  onQueryChange,
  onSearch,
  results,
  isLoading = false,
  hasNextPage = false,
  isLoadingMore = false,
  onLoadMore,
  selectedMatchId,
  onMatchPress,
  timeZone,
  className,
}: SearchResultsProps<T>) {
  const { t } = useTranslation('ui');
  const submit = (text: string) => {
    const trimmed = text.trim();
    // The search button does nothing while the text is empty (platform.md §2).
    if (trimmed !== '') onSearch(trimmed);
  };
  return (
    <div className={twMerge('flex flex-col gap-4', className)}>
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(query);
        }}
      >
        <SearchField
          label={t('matches.search.label')}
          placeholder={t('matches.search.placeholder')}
          value={query}
          onChange={onQueryChange}
          className="min-w-0 flex-1"
        />
        <Button type="submit" icon={<SearchIcon size={18} />}>
          {t('matches.search.submit')}
        </Button>
      </form>
      {isLoading ? (
        <div className="flex justify-center py-8 text-primary-600">
          <Spinner size="lg" />
        </div>
      ) : results == null ? null : results.length === 0 ? (
        <EmptyState icon={<SearchIcon size={24} />} title={t('common.noResults')} />
      ) : (
        <section aria-label={t('matches.search.results')} className="flex flex-col gap-2">
          <ul className="flex flex-col gap-2">
            {results.map((match) => (
              <li key={match.id}>
                <MatchCard match={match} isSelected={selectedMatchId === match.id} onPress={() => onMatchPress?.(match)} timeZone={timeZone} />
              </li>
            ))}
          </ul>
          <LoadMore hasNextPage={hasNextPage} isPending={isLoadingMore} onLoadMore={() => onLoadMore?.()} />
        </section>
      )}
    </div>
  );
}
