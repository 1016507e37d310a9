import { useDeferredValue, useMemo } from 'react';
import { useGames, useServerNow } from '@hadaf/api-client';
import { localCalendarDay, paths } from '@hadaf/domain';
import { VisitorLanding } from '@hadaf/ui';
import { DocumentTitle } from '../../app/DocumentTitle.tsx';
import { CommunityAdvertSlot } from '../../components/AdvertSlot.tsx';
import { lobbyQuery } from '../../hooks/lobby-queries.ts';
import { useCompetitionList } from '../../hooks/useCompetitionList.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { ONBOARDING_SEEN_KEY } from './onboarding-seen.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/** How many of today's matches the landing shows (the rest are a "See all matches" away). */
const TODAYS_MATCHES = 4;

/**
 * A visitor's first screen at / (docs/decisions/web.md): what Hadaf is, the featured and upcoming competitions (the
 * lobby's public Upcoming tab), today's matches, and the way in. Play & Win goes through onboarding the first time.
 */
export default function LandingPage({ titleKey }: { titleKey: string }) {
  const ready = useUiArea('welcome', 'lobby');
  const featured = useCompetitionList(lobbyQuery('featured', 'predictions'));
  const upcoming = useCompetitionList(lobbyQuery('upcoming', 'predictions'), { withoutFeatured: true });
  const date = useMemo(() => localCalendarDay(), []);
  const games = useGames({ query: { date } });
  const now = useServerNow();
  // The lists arrive after hydration: shown by a transition (cut into short tasks) rather than at once, in one long
  // task, as a query's answer is (useSyncExternalStore).
  const featuredItems = useDeferredValue(featured.items);
  const upcomingItems = useDeferredValue(upcoming.items);
  const competitionsLoading = useDeferredValue(featured.status === 'loading' || upcoming.status === 'loading');
  const todaysGames = useDeferredValue(games.data?.data);
  const gamesPending = useDeferredValue(games.isPending);
  // The prerendered landing (a first visit's) goes through onboarding; the browser then reads the stored key.
  const seenOnboarding = useHydrated() && localStorage.getItem(ONBOARDING_SEEN_KEY) !== null;
  return (
    <>
      <DocumentTitle titleKey={titleKey} />
      {ready ? (
        <VisitorLanding
          playHref={seenOnboarding ? paths.login : paths.onboarding}
          signInHref={paths.login}
          featured={featuredItems}
          upcoming={upcomingItems.slice(0, 6)}
          competitionsLoading={competitionsLoading}
          lobbyHref={paths.lobbyPredictions}
          matches={(todaysGames ?? []).slice(0, TODAYS_MATCHES)}
          matchesLoading={gamesPending}
          matchesHref={paths.matches}
          advert={<CommunityAdvertSlot />}
          now={now}
        />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
