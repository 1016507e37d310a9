import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Checkbox, EmptyState, Select, SelectItem, Tab, TabList, TabPanel, Tabs } from '@hadaf/ui';
import { routePatterns } from '@hadaf/domain';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { CompetitionGrid, useHasCompetitions, type CompetitionListQuery } from '../components/CompetitionGrid.tsx';
import { ReferralCard } from '../components/ReferralCard.tsx';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';

type LobbyTab = 'upcoming' | 'running' | 'past';
type Sort = 'default' | 'start-date' | 'end-date' | 'entry-fee' | 'reward';
type Direction = 'asc' | 'desc';

/** The lobby's filters and sort (competitions §2): affordable, creator; start date, end date, entry fee, reward, either way. */
interface Choices {
  affordable: boolean;
  creator: boolean;
  sort: Sort;
  direction: Direction;
}

const sorts: readonly Sort[] = ['default', 'start-date', 'end-date', 'entry-fee', 'reward'];

/** A tab's list with the fan's choices: the filters narrow it, a chosen sort replaces the tab's own order. */
function withChoices(query: CompetitionListQuery, choices: Choices): CompetitionListQuery {
  return {
    ...query,
    ...(choices.affordable ? { affordable: '1' } : {}),
    ...(choices.creator ? { creator: '1' } : {}),
    ...(choices.sort === 'default' ? {} : { sort: choices.sort, direction: choices.direction }),
  };
}

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
  const [choices, setChoices] = useState<Choices>({ affordable: false, creator: false, sort: 'default', direction: 'asc' });
  const choose = (change: Partial<Choices>) => setChoices((current) => ({ ...current, ...change }));
  // competitions §2: signed-in fans see an invitation card after the 5th competition, after the 3rd up to 1224 px.
  const wide = useMediaQuery('(min-width: 1225px)');
  const referral = loggedIn ? { after: wide ? 5 : 3, node: <ReferralCard /> } : null;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
      <div className="flex flex-wrap items-end gap-4">
        {loggedIn ? (
          <Checkbox isSelected={choices.affordable} onChange={(affordable) => choose({ affordable })}>
            {t('lobby.filters.affordable')}
          </Checkbox>
        ) : null}
        <Checkbox isSelected={choices.creator} onChange={(creator) => choose({ creator })}>
          {t('lobby.filters.creator')}
        </Checkbox>
        <Select label={t('lobby.sort.label')} selectedKey={choices.sort} onSelectionChange={(key) => choose({ sort: sorts.find((sort) => sort === key) ?? 'default' })} className="w-48">
          {sorts.map((sort) => (
            <SelectItem key={sort} id={sort}>
              {t(`lobby.sort.${sort}`)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('lobby.sort.direction')}
          selectedKey={choices.direction}
          isDisabled={choices.sort === 'default'}
          onSelectionChange={(key) => choose({ direction: key === 'desc' ? 'desc' : 'asc' })}
          className="w-40"
        >
          <SelectItem id="asc">{t('lobby.sort.asc')}</SelectItem>
          <SelectItem id="desc">{t('lobby.sort.desc')}</SelectItem>
        </Select>
      </div>
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
                <CompetitionGrid query={withChoices(queryOf('upcoming', type), choices)} empty={<EmptyState message={t('lobby.empty.upcoming')} />} withoutFeatured insert={referral} />
              </>
            ) : (
              <CompetitionGrid query={withChoices(queryOf(tab, type), choices)} empty={<EmptyState message={t(`lobby.empty.${tab}`)} />} insert={referral} />
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
