import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { BellIcon, CoinIcon, FootballIcon, TrophyIcon, UserIcon } from '../../primitives/icons/Icon.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { paths, type ProfileTab } from '@hadaf/domain';

/** The profile area's tabs, in order (platform §2; the domain's route vocabulary names them). */
export const profileTabIds = ['competitions', 'predictions', 'friends', 'wallet', 'notifications', 'prizes', 'orders'] as const satisfies readonly ProfileTab[];
export type ProfileTabId = ProfileTab;

/** The spec's routes of the profile area. */
export const defaultProfileTabHrefs: Readonly<Record<ProfileTabId, string>> = {
  // The profile's own route shows its first tab.
  competitions: paths.profile,
  predictions: paths.profilePredictions,
  friends: paths.profileFriends,
  wallet: paths.profileWallet,
  notifications: paths.profileNotifications,
  prizes: paths.profilePrizes,
  orders: paths.profileOrders,
};

const emptyIcons: Record<ProfileTabId, ReactNode> = {
  competitions: <TrophyIcon size={28} />,
  predictions: <FootballIcon size={28} />,
  friends: <UserIcon size={28} />,
  wallet: <CoinIcon size={28} />,
  notifications: <BellIcon size={28} />,
  prizes: <TrophyIcon size={28} />,
  orders: <CoinIcon size={28} />,
};

export interface ProfileTabEmptyStateProps {
  tab: ProfileTabId;
  /** An optional call to action. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** What a profile tab shows when it has nothing to list (or its feature is not built yet). */
export function ProfileTabEmptyState({ tab, action, headingLevel = 3 }: ProfileTabEmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <EmptyState
      icon={emptyIcons[tab]}
      headingLevel={headingLevel}
      title={t(`profile.empty.${tab}.title`)}
      message={t(`profile.empty.${tab}.message`)}
      action={action}
    />
  );
}

export interface ProfileTabsProps {
  /** The tab of the current route. */
  activeTab: ProfileTabId;
  /** Each tab's route; defaults to the spec's /profile, /profile/predictions… */
  hrefs?: Partial<Record<ProfileTabId, string>>;
  /** The active tab's content; without it the tab's empty state shows. */
  children?: ReactNode;
  className?: string;
}

/**
 * The profile area's tabs as links (each tab is a route; RAC's RouterProvider handles client navigation).
 * The active tab's panel holds `children`, or a translated empty state when there is nothing to show yet.
 */
export function ProfileTabs({ activeTab, hrefs, children, className }: ProfileTabsProps) {
  const { t } = useTranslation('ui');
  const links = { ...defaultProfileTabHrefs, ...hrefs };
  return (
    <Tabs selectedKey={activeTab} className={className}>
      {/* On a phone the row scrolls sideways, shows that it does, and brings the active tab into view (TabList). */}
      <TabList aria-label={t('profile.tabs.label')}>
        {profileTabIds.map((id) => (
          <Tab key={id} id={id} href={links[id]}>
            {t(`profile.tabs.${id}`)}
          </Tab>
        ))}
      </TabList>
      {profileTabIds.map((id) => (
        <TabPanel key={id} id={id}>
          {id === activeTab ? (children ?? <ProfileTabEmptyState tab={id} />) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
