import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCompetitionsInfinite, type components } from '@hadaf/api-client';
import { CompetitionCard, EmptyState, LoadMore, Loader, Tab, TabList, TabPanel, Tabs, type CompetitionCardData } from '@hadaf/ui';
import { paths, routePatterns } from '@hadaf/domain';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';

type Competition = components['schemas']['Competition'];
type LobbyTab = 'upcoming' | 'running' | 'past';
type ListQuery = NonNullable<Parameters<typeof useCompetitionsInfinite>[0]>['query'];

const cardOf = (competition: Competition): CompetitionCardData => ({
  id: competition.id,
  name: competition.name,
  state: competition.state,
  status: competition.status,
  featured: competition.featured,
  coverUrl: competition.cover?.thumb ?? competition.cover?.original ?? null,
  start: competition.season.start,
  end: competition.season.end,
  entryFee: competition.entry_fee,
  reward: competition.reward,
  participants: { current: competition.participants.current, max: competition.participants.max ?? null },
  joined: competition.joined,
});

/** competitions §2: a prediction card opens the matches, a fantasy card the team setup. */
const hrefOf = (competition: Competition) => paths.competitionTab(competition.id, competition.type === 2 ? 'team-setup' : 'matches');

/** competitions §4: each tab's list. Featured: upcoming and featured; upcoming: the rest, expected first; running and past: joined, newest first. */
function queryOf(tab: LobbyTab | 'featured', type: 1 | 2): ListQuery {
  if (tab === 'featured') return { type, state: 'upcoming', featured: '1' };
  if (tab === 'upcoming') return { type, state: 'upcoming', sort: 'expected-first' };
  return { type, state: tab, joined: '1', sort: 'start-date', direction: 'desc' };
}

function CompetitionList({ query, emptyKey, headingLevel = 2, withoutFeatured = false }: { query: ListQuery; emptyKey?: string; headingLevel?: 2 | 3; withoutFeatured?: boolean }) {
  const { t } = useTranslation('web');
  const list = useCompetitionsInfinite({ query });
  // The Upcoming list leaves out what the Featured section above it shows.
  const items = (list.data?.pages.flatMap((page) => ('meta' in page ? page.data : [])) ?? []).filter((competition) => !withoutFeatured || !competition.featured);
  if (list.isPending) return <Loader />;
  if (items.length === 0) return emptyKey ? <EmptyState message={t(emptyKey)} /> : null;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((competition) => (
          <li key={competition.id}>
            <CompetitionCard competition={cardOf(competition)} href={hrefOf(competition)} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={list.hasNextPage} isPending={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </div>
  );
}

/** The lobby (competitions §2): Upcoming for everyone, Running and Past for signed-in fans, featured ones above. */
export default function LobbyPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const { loggedIn } = useSession();
  const type = useLocation().pathname === routePatterns.lobbyFantasy ? 2 : 1;
  const [params, setParams] = useSearchParams();
  const tabs: LobbyTab[] = loggedIn ? ['upcoming', 'running', 'past'] : ['upcoming'];
  // ?running and ?past open those tabs (competitions §2).
  const selected: LobbyTab = loggedIn && params.has('running') ? 'running' : loggedIn && params.has('past') ? 'past' : 'upcoming';
  const select = (key: Key) => setParams(key === 'upcoming' ? {} : { [String(key)]: '' }, { replace: true });
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
      <Tabs selectedKey={selected} onSelectionChange={select}>
        <TabList aria-label={t('lobby.tabs.label')}>
          {tabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {t(`lobby.tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab} id={tab} className="flex flex-col gap-6 pt-4">
            {tab === 'upcoming' ? (
              <>
                <FeaturedSection type={type} />
                <CompetitionList query={queryOf('upcoming', type)} emptyKey="lobby.empty.upcoming" withoutFeatured />
              </>
            ) : (
              <CompetitionList query={queryOf(tab, type)} emptyKey={`lobby.empty.${tab}`} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

/** Featured competitions, above the list when there are any. */
function FeaturedSection({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation('web');
  const featured = useCompetitionsInfinite({ query: queryOf('featured', type) });
  const hasItems = featured.data?.pages.some((page) => 'meta' in page && page.data.length > 0) ?? false;
  if (!hasItems) return null;
  return (
    <section aria-labelledby="lobby-featured" className="flex flex-col gap-3">
      <h2 id="lobby-featured" className="text-lg font-semibold">
        {t('lobby.featured')}
      </h2>
      <CompetitionList query={queryOf('featured', type)} headingLevel={3} />
    </section>
  );
}
