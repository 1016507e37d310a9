import { useId, type ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatCoins } from '@hadaf/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { ReferralLink } from '../../profile/ReferralLink/ReferralLink.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { useCoinsText } from '../../lib/use-coins-text.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { focusRing } from '../../lib/utils.ts';
import { CompetitionGrid, type CompetitionListItem, type CompetitionListState } from './CompetitionGrid.tsx';

export type LobbyTab = 'upcoming' | 'running' | 'past';
export type LobbySort = 'start-date' | 'end-date' | 'entry-fee' | 'reward';
export type LobbyType = 'predictions' | 'fantasy' | 'esports';

/** The fan's filters and sort (competitions §2): sort null keeps each tab's own order. */
export interface LobbyFilters {
  readonly affordable: boolean;
  readonly creator: boolean;
  readonly sort: LobbySort | null;
  readonly direction: 'asc' | 'desc';
}

export const defaultLobbyFilters: LobbyFilters = { affordable: false, creator: false, sort: null, direction: 'asc' };

const sorts: readonly LobbySort[] = ['start-date', 'end-date', 'entry-fee', 'reward'];
const isSort = (key: unknown): key is LobbySort => sorts.some((sort) => sort === key);

/** competitions §2 and §9: the invitation card comes after the 5th competition, after the 3rd on screens up to 1224 px. */
export const WIDE_LOBBY_QUERY = '(min-width: 1225px)';

/** After how many competitions the invitation card goes at the current screen width (3 before the page knows it). */
export function useReferralPosition(): number {
  return useMediaQuery(WIDE_LOBBY_QUERY) ? 5 : 3;
}

export interface CompetitionLobbyProps {
  /** The page's heading (e.g. "Prediction competitions"). */
  heading: string;
  /** Links between the predictions and the fantasy lobby; the current one is marked. */
  types?: { readonly current: LobbyType; readonly hrefs: Readonly<Record<LobbyType, string>> };
  /** Running and Past, the affordable filter and the invitation card are for signed-in fans (competitions §6). */
  signedIn: boolean;
  tab: LobbyTab;
  onTabChange: (tab: LobbyTab) => void;
  /** Featured competitions, above the Upcoming list when there are any. */
  featured?: readonly CompetitionListItem[];
  /** The selected tab's list. */
  list: CompetitionListState;
  filters: LobbyFilters;
  onFiltersChange: (filters: LobbyFilters) => void;
  /** The invitation card's content (e.g. a LobbyReferralCard); shown to signed-in fans only. */
  referral?: ReactNode;
  /** Overrides the screen-width rule (after the 5th, or the 3rd up to 1224 px). */
  referralAfter?: number;
  /** Shows the Create Competition button (competitions §2); the app decides who sees it. */
  onCreateCompetition?: () => void;
}

/** The lobby (competitions §2): type links, filters and sort, tabs, a Featured section, the cards with Load More. No fetching: data and callbacks only. */
export function CompetitionLobby({
  heading,
  types,
  signedIn,
  tab,
  onTabChange,
  featured = [],
  list,
  filters,
  onFiltersChange,
  referral,
  referralAfter,
  onCreateCompetition,
}: CompetitionLobbyProps) {
  const { t } = useTranslation('ui');
  const featuredId = useId();
  const position = useReferralPosition();
  const tabs: LobbyTab[] = signedIn ? ['upcoming', 'running', 'past'] : ['upcoming'];
  const selected: LobbyTab = tabs.includes(tab) ? tab : 'upcoming';
  const change = (next: Partial<LobbyFilters>) => onFiltersChange({ ...filters, ...next });
  const filtered = filters.affordable || filters.creator;
  const insert = signedIn && referral ? { after: referralAfter ?? position, node: referral } : null;
  const empty = filtered ? (
    <EmptyState
      title={t('lobby.empty.filteredTitle')}
      message={t('lobby.empty.filtered')}
      action={
        <Button variant="outline" onPress={() => change({ affordable: false, creator: false })}>
          {t('lobby.empty.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={t(`lobby.empty.${selected}Title`)} message={t(`lobby.empty.${selected}`)} />
  );

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{heading}</h1>
        {onCreateCompetition ? <Button onPress={onCreateCompetition}>{t('lobby.createCompetition')}</Button> : null}
        {types ? (
          <nav aria-label={t('lobby.types.label')} className="flex gap-1 rounded-lg bg-surface-sunken p-1">
            {(['predictions', 'fantasy', 'esports'] as const).map((type) => (
              <AriaLink
                key={type}
                href={types.hrefs[type]}
                aria-current={types.current === type ? 'page' : undefined}
                className={({ isFocusVisible }) =>
                  focusRing({
                    isFocusVisible,
                    className: `rounded-md px-3 py-1.5 text-sm font-semibold no-underline ${types.current === type ? 'bg-surface text-primary-700 shadow-sm' : 'text-fg-muted hover:text-fg'}`,
                  })
                }
              >
                {t(`lobby.types.${type}`)}
              </AriaLink>
            ))}
          </nav>
        ) : null}
      </div>
      <div role="group" aria-label={t('lobby.filters.label')} className="flex flex-wrap items-end gap-x-6 gap-y-3">
        {signedIn ? (
          <Checkbox isSelected={filters.affordable} onChange={(affordable) => change({ affordable })}>
            {t('lobby.filters.affordable')}
          </Checkbox>
        ) : null}
        <Checkbox isSelected={filters.creator} onChange={(creator) => change({ creator })}>
          {t('lobby.filters.creator')}
        </Checkbox>
        <Select label={t('lobby.sort.label')} selectedKey={filters.sort ?? 'default'} onSelectionChange={(key) => change({ sort: isSort(key) ? key : null })} className="w-48">
          {['default', ...sorts].map((sort) => (
            <SelectItem key={sort} id={sort}>
              {t(`lobby.sort.${sort}`)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('lobby.sort.direction')}
          selectedKey={filters.direction}
          isDisabled={filters.sort === null}
          onSelectionChange={(key) => change({ direction: key === 'desc' ? 'desc' : 'asc' })}
          className="w-40"
        >
          <SelectItem id="asc">{t('lobby.sort.asc')}</SelectItem>
          <SelectItem id="desc">{t('lobby.sort.desc')}</SelectItem>
        </Select>
      </div>
      <Tabs selectedKey={selected} onSelectionChange={(key) => onTabChange(tabs.find((each) => each === key) ?? 'upcoming')}>
        <TabList aria-label={t('lobby.tabs.label')}>
          {tabs.map((each) => (
            <Tab key={each} id={each}>
              {t(`lobby.tabs.${each}`)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((each) => (
          <TabPanel key={each} id={each} className="flex flex-col gap-6 pt-4">
            {each !== selected ? null : (
              <>
                {each === 'upcoming' && featured.length > 0 ? (
                  <section aria-labelledby={featuredId} className="flex flex-col gap-3">
                    <h2 id={featuredId} className="text-lg font-semibold text-fg">
                      {t('lobby.featured')}
                    </h2>
                    <CompetitionGrid
                      label={t('lobby.list.featured')}
                      headingLevel={3}
                      list={{ status: 'ready', items: featured, hasNextPage: false, onLoadMore: () => undefined }}
                    />
                  </section>
                ) : null}
                <CompetitionGrid label={t(`lobby.list.${each}`)} list={list} empty={empty} insert={insert} />
              </>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

export interface LobbyReferralCardProps {
  /** My invitation address (the register page with my referral code). */
  url: string;
  /** What a friend who signs up earns me (settings referral_reward_coins); unsaid when unknown. */
  rewardCoins?: number | null;
  /** What my invitations have earned me so far (shown once they earned anything). */
  earned?: { friends: number; coins: number } | null;
}

/** The lobby's invitation card (competitions §2): my referral link and what a friend who joins earns me. */
export function LobbyReferralCard({ url, rewardCoins, earned }: LobbyReferralCardProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const coinsText = useCoinsText();
  const titleId = useId();
  return (
    <aside aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-lg border border-dashed border-primary-600 bg-surface p-4">
      <p id={titleId} className="text-base font-semibold text-fg">
        {t('lobby.referral.title')}
      </p>
      <p className="text-sm text-fg-muted">
        {rewardCoins ? t('lobby.referral.bodyCoins', { n: formatCoins(rewardCoins, language), count: rewardCoins }) : t('lobby.referral.body')}
      </p>
      {earned && earned.coins > 0 && (
        <p className="text-sm font-semibold text-success-700">
          {t('lobby.referral.earned', { count: earned.friends, n: formatCoins(earned.friends, language), coins: coinsText(earned.coins) })}
        </p>
      )}
      <ReferralLink url={url} className="sm:w-full" />
    </aside>
  );
}
