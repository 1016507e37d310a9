import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGamesInfinite } from '@hadaf/api-client';
import { SearchResults } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { MatchesWithPanel } from '../components/MatchesWithPanel.tsx';

/** /search?q=: a search box (empty text does nothing), paged results with Load More, the prediction panel. */
export default function SearchPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const matchParam = Number(params.get('match'));
  const selectedId = Number.isInteger(matchParam) && matchParam > 0 ? matchParam : null;
  const results = useGamesInfinite({ query: { q } }, { enabled: q.trim() !== '' });
  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  const select = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('match');
        else next.set('match', String(id));
        return next;
      }),
    [setParams],
  );
  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t('pages.search')}</h1>
      <MatchesWithPanel
        selectedId={selectedId}
        items={items}
        onSelect={select}
        list={
          <SearchResults
            query={text}
            onQueryChange={setText}
            // The view ignores empty text (platform.md §2); a search starts over without a selection.
            onSearch={(query) => setParams({ q: query.trim() })}
            results={q.trim() === '' ? null : items}
            isLoading={q.trim() !== '' && results.isPending}
            hasNextPage={results.hasNextPage}
            isLoadingMore={results.isFetchingNextPage}
            onLoadMore={() => void results.fetchNextPage()}
            selectedMatchId={selectedId}
            onMatchPress={(match) => select(match.id)}
          />
        }
      />
    </section>
  );
}
