import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState, Tab, TabList, TabPanel, Tabs } from '@hadaf/ui';
import { routePatterns } from '@hadaf/domain';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { CompetitionGrid, useHasCompetitions, type CompetitionListQuery } from '../components/CompetitionGrid.tsx';

type LobbyTab = 'upcoming' | 'running' | 'past';

/** competitions §4: each tab's list. Featured: upcoming and featured; upcoming: the rest, expected first; running and past: joined, newest first. */
function queryOf(tab: LobbyTab | 'featured', type: 1 | 2): CompetitionListQuery {
  if (tab === 'featured') return { type, state: 'upcoming', featured: '1' };
  if (tab === 'upcoming') return { type, state: 'upcoming', sort: 'expected-first' };
  return { type, state: tab, joined: '1', sort: 'start-date', direction: 'desc' };
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
                <CompetitionGrid query={queryOf('upcoming', type)} empty={<EmptyState message={t('lobby.empty.upcoming')} />} withoutFeatured />
              </>
            ) : (
              <CompetitionGrid query={queryOf(tab, type)} empty={<EmptyState message={t(`lobby.empty.${tab}`)} />} />
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
  if (!useHasCompetitions(queryOf('featured', type))) return null;
  return (
    <section aria-labelledby="lobby-featured" className="flex flex-col gap-3">
      <h2 id="lobby-featured" className="text-lg font-semibold">
        {t('lobby.featured')}
      </h2>
      <CompetitionGrid query={queryOf('featured', type)} headingLevel={3} />
    </section>
  );
}
