import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMyFriendsInfinite, useProfile, useUpdateProfile, type ProfileUpdateBody } from '@hadaf/api-client';
import {
  Button,
  CompetitionGrid,
  EditProfileDialog,
  FriendsList,
  Link,
  Loader,
  ProfileSidebar,
  ProfileTabEmptyState,
  profileTabIds,
  ProfileLayout,
  ProfileTabs,
  ReferralLink,
  toastQueue,
  type ProfileTabId,
  useTranslation,
} from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { NotificationsList } from '../components/Notifications.tsx';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';
import { useUiArea } from '../hooks/useUiArea.ts';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useUserSettings } from '../hooks/useUserSettings.ts';
import { MyPredictionsList } from './MyPredictionsPage.tsx';
import { OrdersTab } from './coins/OrdersTab.tsx';
import { PrizesTab } from './prizes/PrizesTab.tsx';
import { WalletTab } from './coins/WalletTab.tsx';
import { paths, profileTabRoutes } from '@hadaf/domain';
import { useCompetitionList } from '../hooks/useCompetitionList.ts';
import { referralUrl } from '../components/ReferralCard.tsx';

/** The tab of a profile route: /profile and /profile/competitions are both "my competitions". */
function tabOf(pathname: string): ProfileTabId {
  return profileTabIds.find((id) => profileTabRoutes[id] === pathname) ?? 'competitions';
}

/** /profile and its tabs: the sidebar (settings machine, edit dialog) and one tab's content. */
export default function ProfilePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const { pathname } = useLocation();
  const active = tabOf(pathname);
  // Its texts are a lazy strings area (a first load of a profile route brings them with it: app/ui-areas.ts).
  const ready = useUiArea('profile', 'lobby');
  if (!ready) return <PageSpinner />;
  return (
    <ProfileLayout sidebar={<Sidebar />}>
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
      <ProfileTabs activeTab={active}>
        <TabContent tab={active} />
      </ProfileTabs>
    </ProfileLayout>
  );
}

function TabContent({ tab }: { tab: ProfileTabId }) {
  if (tab === 'predictions') return <MyPredictionsList />;
  if (tab === 'friends') return <FriendsTab />;
  if (tab === 'notifications') return <NotificationsList />;
  if (tab === 'competitions') return <MyCompetitions />;
  if (tab === 'wallet') return <WalletTab />;
  if (tab === 'orders') return <OrdersTab />;
  if (tab === 'prizes') return <PrizesTab />;
  return <ProfileTabEmptyState tab={tab} headingLevel={2} />;
}

/** The competitions I joined or created, newest first, each with its state (platform §2: "my competitions, list with load more"). */
function MyCompetitions() {
  const { t } = useTranslation('web');
  const { t: ui } = useTranslation('ui');
  const list = useCompetitionList({ mine: '1', sort: 'start-date', direction: 'desc' });
  const explore = (
    <Link href={paths.lobbyPredictions} variant="standalone">
      {t('profile.explore')}
    </Link>
  );
  return <CompetitionGrid list={list} label={ui('lobby.list.mine')} empty={<ProfileTabEmptyState tab="competitions" headingLevel={2} action={explore} />} />;
}

/** My friends; with none yet, my invitation link (a friend who signs up through it earns me coins). */
function FriendsTab() {
  const friends = useMyFriendsInfinite();
  const profile = useProfile();
  const items = friends.data?.pages.flatMap((page) => page.data) ?? [];
  const code = profile.data?.data.settings?.referral_code;
  if (friends.isPending) return <Loader />;
  return (
    <FriendsList
      friends={items}
      // The tab's label and the page heading already say "Friends".
      hideHeading
      emptyAction={code ? <ReferralLink url={referralUrl(code)} /> : undefined}
      hasNextPage={friends.hasNextPage}
      isLoadingMore={friends.isFetchingNextPage}
      onLoadMore={() => void friends.fetchNextPage()}
      headingLevel={2}
    />
  );
}

function Sidebar() {
  const { t } = useTranslation('web');
  const { actor } = useSession();
  const profile = useProfile();
  const settings = useUserSettings();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const user = profile.data?.data;
  useScrollToHash(user != null);
  if (!user) return <Loader />;
  return (
    <>
      <ProfileSidebar
        user={user}
        settings={settings.values}
        saving={settings.loading}
        onLanguageChange={(language) => settings.change({ key: 'language', value: language })}
        onReceiveNotificationsChange={(enabled) => settings.change({ key: 'receive_notifications', value: enabled })}
        onAutoNavigateChange={(enabled) => settings.change({ key: 'auto_navigate_to_next_prediction', value: enabled })}
        onEditProfile={() => setEditing(true)}
        verifyPhoneHref={paths.verifyPhone}
      />
      <Button variant="outline" onPress={() => actor.send({ type: 'LOG_OUT' })}>
        {t('profile.logout')}
      </Button>
      <EditProfileDialog
        isOpen={editing}
        onOpenChange={(open) => {
          setEditing(open);
          if (!open) update.reset();
        }}
        user={user}
        isSaving={update.isPending}
        errors={update.error?.messages()}
        onPictureSelect={setPicture}
        pictureFileName={picture?.name}
        onSubmit={(values) => {
          // Multipart POST /v2/profile: the fields plus the chosen picture (10 MB at most, checked by the view).
          const body: ProfileUpdateBody = {
            name: values.name,
            legal_name: values.legal_name,
            email: values.email,
            ...(!user.national_id_verified && values.national_id ? { national_id: values.national_id } : {}),
            ...(picture ? { profile_picture: picture } : {}),
          };
          update.mutate({ body }, {
            onSuccess: (data) => {
              toastQueue.add({ tone: 'success', title: t('toast.profile_updated') }, { timeout: 5000 });
              actor.send({ type: 'USER_UPDATED', user: data.data });
              setPicture(null);
              setEditing(false);
            },
          });
        }}
      />
    </>
  );
}
