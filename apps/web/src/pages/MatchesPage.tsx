import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGamesInfinite, useNeighbourMatchDates } from '@hadaf/api-client';
import { EmptyState, LoadMore, MatchList } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { AdvertSlot } from '../components/AdvertSlot.tsx';
import { MatchesWithPanel } from '../components/SelectedMatchPanel.tsx';
import { MatchFiltersView, stateFilters, type StateFilter } from '../views/MatchViews.tsx';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const apiState = { all: undefined, 'not-started': 'NOT_STARTED', live: 'LIVE', finished: 'FINISHED' } as const;

/** /matches?state=&date=&q=&match=: filters, the list grouped by competition, the prediction panel. */
export default function MatchesPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state') as StateFilter | null;
  const state: StateFilter = stateParam && stateFilters.includes(stateParam) ? stateParam : 'all';
  const date = params.get('date') ?? today();
  const q = params.get('q') ?? '';
  const matchParam = Number(params.get('match'));
  const selectedId = Number.isInteger(matchParam) && matchParam > 0 ? matchParam : null;

  const games = useGamesInfinite({ query: { date, state: apiState[state], q } });
  const neighbours = useNeighbourMatchDates({ query: { date } });
  const items = games.data?.pages.flatMap((page) => page.data) ?? [];

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'state' && value === 'all')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const select = useCallback((id: number | null) => update({ match: id === null ? null : String(id) }), [update]);

  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t('pages.matches')}</h1>
      <MatchesWithPanel
        selectedId={selectedId}
        items={items}
        onSelect={select}
        aside={<AdvertSlot />}
        list={
          <div className="flex flex-col gap-4">
            <MatchFiltersView
              q={q}
              date={date}
              state={state}
              previousDate={neighbours.data?.previous ?? null}
              nextDate={neighbours.data?.next ?? null}
              onChange={(changes) => update({ ...changes, match: null })}
            />
            {!games.isPending && items.length === 0 ? (
              <EmptyState message={t('matches.empty')} />
            ) : (
              <div className="flex flex-col gap-3" data-testid="match-list">
                <MatchList matches={items} isLoading={games.isPending} selectedMatchId={selectedId} onMatchPress={(match) => select(match.id)} />
                <LoadMore hasNextPage={games.hasNextPage} isPending={games.isFetchingNextPage} onLoadMore={() => void games.fetchNextPage()} />
              </div>
            )}
          </div>
        }
      />
    </section>
  );
}
