import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { GroupCard, type GroupCardData } from '../GroupCard/GroupCard.tsx';
import { PlusIcon, UserIcon } from '../../primitives/icons/Icon.tsx';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { twMerge } from '../../lib/utils.ts';

export type GroupsTab = 'mine' | 'all';

export interface GroupsListState {
  readonly status: 'loading' | 'ready' | 'error';
  readonly items: readonly GroupCardData[];
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
}

export interface GroupsListProps {
  /** My Groups exists only for signed-in users. */
  signedIn: boolean;
  tab: GroupsTab;
  onTabChange: (tab: GroupsTab) => void;
  /** The name filter (the app mirrors it in ?search= and debounces the fetch). */
  search: string;
  onSearchChange: (search: string) => void;
  list: GroupsListState;
  /** The Recommended Groups strip (All with no search); hidden when empty. */
  recommended?: readonly GroupCardData[];
  onOpenGroup: (group: GroupCardData) => void;
  onCreateGroup: () => void;
  className?: string;
}

/** Asks for the next page when the end of the list scrolls into view (competitions §2: lists load more on scroll). */
function useLoadOnScroll(list: GroupsListState) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, onLoadMore } = list;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, onLoadMore]);
  return sentinel;
}

/** The groups list (competitions §2): My Groups / All Groups, search by name, recommended groups, paged cards, create. */
export function GroupsList({ signedIn, tab, onTabChange, search, onSearchChange, list, recommended = [], onOpenGroup, onCreateGroup, className }: GroupsListProps) {
  const { t } = useTranslation('ui');
  const tabs: GroupsTab[] = signedIn ? ['mine', 'all'] : ['all'];
  const selected: GroupsTab = tabs.includes(tab) ? tab : 'all';
  const sentinel = useLoadOnScroll(list);
  const createButton = (
    <Button icon={<PlusIcon size={18} />} onPress={onCreateGroup}>
      {t('groups.create')}
    </Button>
  );
  return (
    <section className={twMerge('flex flex-col gap-4', className)} aria-labelledby="groups-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="groups-heading" className="text-2xl font-bold text-fg">
          {t('groups.heading')}
        </h1>
        {createButton}
      </div>
      <SearchField label={t('groups.search')} value={search} onChange={onSearchChange} className="max-w-md" />
      <Tabs selectedKey={selected} onSelectionChange={(key) => onTabChange(key === 'mine' ? 'mine' : 'all')}>
        <TabList aria-label={t('groups.tabs.label')}>
          {tabs.map((each) => (
            <Tab key={each} id={each}>
              {t(`groups.tabs.${each}`)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((each) => (
          <TabPanel key={each} id={each} className="flex flex-col gap-6 pt-4">
            <h2 className="sr-only">{t(`groups.tabs.${each}`)}</h2>
            {each === 'all' && !search && recommended.length > 0 && (
              <section aria-labelledby="recommended-groups" className="flex flex-col gap-3">
                <h2 id="recommended-groups" className="text-lg font-semibold text-fg">
                  {t('groups.recommended')}
                </h2>
                <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
                  {recommended.map((group) => (
                    <li key={group.id} className="w-64 shrink-0 snap-start">
                      <GroupCard group={group} onPress={() => onOpenGroup(group)} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {list.status === 'loading' && (
              <div className="flex justify-center py-10">
                <Spinner size="lg" label={t('groups.loading')} />
              </div>
            )}
            {list.status === 'error' && (
              <Alert tone="error" title={t('groups.failed')}>
                <Button variant="outline" size="sm" onPress={list.onRetry}>
                  {t('groups.retry')}
                </Button>
              </Alert>
            )}
            {list.status === 'ready' && list.items.length === 0 && (
              <EmptyState
                icon={<UserIcon size={28} />}
                title={t('groups.empty.title')}
                message={search ? t('groups.empty.search') : t('groups.empty.message')}
                action={createButton}
              />
            )}
            {list.status === 'ready' && list.items.length > 0 && (
              <>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.items.map((group) => (
                    <li key={group.id}>
                      <GroupCard group={group} onPress={() => onOpenGroup(group)} />
                    </li>
                  ))}
                </ul>
                <div ref={sentinel} aria-hidden="true" />
                <LoadMore hasNextPage={list.hasNextPage} isPending={list.isFetchingNextPage} onLoadMore={list.onLoadMore} />
              </>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
