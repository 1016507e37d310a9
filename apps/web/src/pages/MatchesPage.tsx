import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { useGamesInfinite, useNeighbourMatchDates, useServerNow } from '@hadaf/api-client';
import { calendarDayOf, localCalendarDay } from '@hadaf/domain';
import { EmptyState, LoadMore, MatchFilters, MatchList, type MatchStateFilterValue, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useHydrated } from '../hooks/useHydrated.ts';
import { CommunityAdvertSlot } from '../components/AdvertSlot.tsx';
import { LatestCompetitions } from '../components/LatestCompetitions.tsx';
import { MatchesWithPanel } from '../components/MatchesWithPanel.tsx';
import { FirstVisitTutorial } from '../components/FirstVisitTutorial.tsx';

/** The state tabs as the URL spells them (platform.md §2: ?state=not-started|live|finished; All has none). */
const stateParams: Record<MatchStateFilterValue, string | null> = { ALL: null, NOT_STARTED: 'not-started', LIVE: 'live', FINISHED: 'finished' };

/** The tab ?state= names: All without one, or with one it does not know. */
const stateOf = (param: string | null) => (Object.keys(stateParams) as MatchStateFilterValue[]).find((value) => stateParams[value] === param) ?? 'ALL';

/** The sidebar (from 992 px): one element for the page's life, so a render of the page does not render it again. */
const sidebar = (
  <div className="flex flex-col gap-4" data-tutorial="sidebarPredictions">
    <LatestCompetitions />
    <CommunityAdvertSlot />
  </div>
);

/**
 * /matches?state=&date=&q=&match=: filters, the list grouped by competition, the prediction panel; a first visit's tutorial.
 * A visitor's /matches is prerendered as its frame with a first visit's tutorial card (docs/decisions/web.md): what
 * only the browser knows (its day, the list, the stored tutorial key) shows once hydrated, so hydration meets the
 * prerendered frame, skeleton and card.
 */
export default function MatchesPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const hydrated = useHydrated({ byTransition: true });
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const dateParam = params.get('date');
  // The URL's day, else today on this device (a day is plain YYYY-MM-DD text: no date library on the first load).
  const date = useMemo(() => calendarDayOf(dateParam) ?? localCalendarDay(), [dateParam]);
  const q = params.get('q') ?? '';
  const matchParam = Number(params.get('match'));
  const selectedId = Number.isInteger(matchParam) && matchParam > 0 ? matchParam : null;

  const games = useGamesInfinite({ query: { date, state: state === 'ALL' ? undefined : state, q } });
  // The buttons keep the last answer while the next day's loads: disabling them meanwhile would drop the focus of a fan
  // pressing Next again and again.
  const neighbours = useNeighbourMatchDates({ query: { date } }, { placeholderData: keepPreviousData });
  // The day's first page and the days around it may be in the cache before hydration (the server sends a visitor's,
  // main.tsx): they show after, in the one render that reveals the list.
  const items = (hydrated && games.data?.pages.flatMap((page) => page.data)) || [];
  const around = hydrated ? neighbours.data : undefined;
  const loading = !hydrated || games.isPending;
  const now = useServerNow();

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
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
        aside={sidebar}
        list={
          <MatchFilters
            search={q}
            onSearchChange={(value) => update({ q: value, match: null })}
            date={hydrated ? date : null}
            onDateChange={(value) => value && update({ date: value, match: null })}
            previousDate={calendarDayOf(around?.previous)}
            nextDate={calendarDayOf(around?.next)}
            state={state}
            onStateChange={(value) => update({ state: stateParams[value], match: null })}
          >
            {!loading && items.length === 0 ? (
              <EmptyState message={t('matches.empty')} />
            ) : (
              <div className="flex flex-col gap-3" data-testid="match-list" data-tutorial="match">
                <MatchList
                  matches={items}
                  isLoading={loading}
                  selectedMatchId={selectedId}
                  onMatchPress={(match) => select(match.id)}
                  now={now}
                />
                <LoadMore hasNextPage={games.hasNextPage} isPending={games.isFetchingNextPage} onLoadMore={() => void games.fetchNextPage()} />
              </div>
            )}
          </MatchFilters>
        }
      />
      <FirstVisitTutorial />
    </section>
  );
}
