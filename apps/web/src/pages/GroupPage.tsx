import { lazy, Suspense, useState } from 'react';
import { useMatch, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  isApiError,
  mutations,
  useGroup,
  useGroupMember,
  useGroupMembersInfinite,
  useGroupNonMembersInfinite,
  useGroupRankingInfinite,
  useHadafClient,
} from '@hadaf/api-client';
import { canAddGroupMembers, canCreateGroupCompetition, canOpenGroupTabs, groupShareLink, paths, routePatterns, type GroupRoleValue } from '@hadaf/domain';
import { CompetitionGrid, GroupPage as GroupView, groupTabs, RankingList, type GroupMembershipStatus, type GroupPerson, type GroupTab, type PeopleListState, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { useCompetitionList } from '../hooks/useCompetitionList.ts';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useUiArea } from '../hooks/useUiArea.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { personOf, rankingRowOf } from './groups/group-views.ts';
import { PageSpinner } from '../components/PageSpinner.tsx';

// The creation wizard's code and strings arrive when a manager opens it.
const CreateCompetition = lazy(() => import('../components/CreateCompetition.tsx'));

type PagedPeople = {
  data?: { pages: ReadonlyArray<{ data: Parameters<typeof personOf>[0][] }> };
  isPending: boolean;
  fetchStatus: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** A paged people query as the view's list: its items, its search box, Load More. */
function peopleState(list: PagedPeople, search: string, onSearchChange: (search: string) => void): PeopleListState {
  return {
    items: list.data?.pages.flatMap((page) => page.data.map(personOf)) ?? [],
    search,
    onSearchChange,
    isLoading: list.isPending && list.fetchStatus !== 'idle',
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
  };
}

/** Group Managers (managers 1) or Group Members (0), searchable (debounced) and paged. */
function useMemberList(id: number, managers: 0 | 1, enabled: boolean): PeopleListState {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const list = useGroupMembersInfinite({ path: { id }, query: { managers, ...(q ? { q } : {}) } }, { enabled });
  return peopleState(list, search, setSearch);
}

/** People who may be added: fetched only once a term is typed (competitions §4). */
function useNonMemberList(id: number, enabled: boolean): PeopleListState {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const list = useGroupNonMembersInfinite({ path: { id }, query: { q } }, { enabled: enabled && q !== '' });
  return peopleState(list, search, setSearch);
}

/** /groups/{id}/{tab?} (competitions §2 Group page, §4, §6), bound to the group calls. */
export default function GroupPage({ titleKey }: { titleKey: string }) {
  const ready = useUiArea('groups', 'lobby');
  const { t } = useTranslation('ui');
  const params = useParams();
  const id = Number(params.id);
  const navigate = useNavigate();
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const { loggedIn, user } = useSession();
  const userId = loggedIn && user ? user.id : null;

  const group = useGroup({ path: { id } }, { enabled: Number.isSafeInteger(id) });
  // Members' roles come from their own membership (competitions §4); a fan who is not a member has role 0.
  const membership = useGroupMember({ path: { id, userId: userId ?? 0 } }, { enabled: userId !== null && group.data?.data.joined === true, retry: false });
  const role: GroupRoleValue = group.data?.data.joined ? (membership.data?.data.data.role ?? 1) : 0;
  const type = group.data?.data.type ?? 'public';
  const tabsOpen = canOpenGroupTabs({ type, role });
  // /groups/{id}/competitions/create: the Competitions tab under a manager's creation wizard.
  const creating = useMatch(routePatterns.createGroupCompetition) !== null;
  const tab: GroupTab = creating ? 'competitions' : (groupTabs.find((each) => each === params.activeTab) ?? 'overview');

  const managers = useMemberList(id, 1, tabsOpen && group.isSuccess);
  const members = useMemberList(id, 0, tabsOpen && group.isSuccess);
  const nonMembers = useNonMemberList(id, userId !== null && canAddGroupMembers({ type, role }));
  const ranking = useGroupRankingInfinite({ path: { id } }, { enabled: tabsOpen && tab === 'leaderboard' && userId !== null });
  const competitions = useCompetitionList({ group: id }, { enabled: tabsOpen && tab === 'competitions' });

  const [status, setStatus] = useState<GroupMembershipStatus>('idle');
  const [entryCodeError, setEntryCodeError] = useState<string | null>(null);
  const [addedIds, setAddedIds] = useState<number[]>([]);
  const [invitedIds, setInvitedIds] = useState<number[]>([]);
  const [answer, setAnswer] = useState<'idle' | 'accepting' | 'declining' | 'failed'>('idle');

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['groups'] });
  const join = async (entryCode: string | null) => {
    if (userId === null) return void navigate(paths.login, { state: { from: paths.group(id) } });
    setStatus('joining');
    setEntryCodeError(null);
    try {
      await mutations.joinGroup.run(client, queryClient, { params: { path: { id } }, body: { entry_code: entryCode } });
      await refresh();
      setStatus('idle');
    } catch (error) {
      // A wrong code is the fan's to fix on the field; anything else is the spec's alert.
      if (entryCode !== null && isApiError(error) && error.status === 422) {
        setEntryCodeError(error.message);
        setStatus('idle');
      } else setStatus('joinFailed');
    }
  };
  const leave = async () => {
    if (userId === null) return;
    setStatus('leaving');
    try {
      await mutations.removeGroupMember.run(client, queryClient, { params: { path: { id, userId } } });
      await refresh();
      setStatus('idle');
    } catch {
      setStatus('leaveFailed');
    }
  };
  // The viewer's friend joins at once; anyone else is invited and reads "Invited" (issue 30).
  const add = async (person: GroupPerson) => {
    const answered = await mutations.addGroupMember.run(client, queryClient, { params: { path: { id } }, body: { user_id: person.id, role: 1 } }).catch(() => null);
    if (answered?.data.invited) setInvitedIds((ids) => [...ids, person.id]);
    else setAddedIds((ids) => [...ids, person.id]);
    await refresh();
  };
  const answerInvitation = async (accept: boolean) => {
    setAnswer(accept ? 'accepting' : 'declining');
    try {
      if (accept) await mutations.acceptGroupInvitation.run(client, queryClient, { params: { path: { id } } });
      else await mutations.declineGroupInvitation.run(client, queryClient, { params: { path: { id } } });
      await refresh();
      setAnswer('idle');
    } catch {
      setAnswer('failed');
    }
  };

  if (!Number.isSafeInteger(id) || (group.isError && isApiError(group.error) && group.error.status === 404)) return <NotFoundPage />;
  if (!ready || !group.data) return <PageSpinner />;
  const data = group.data.data;
  const rankingRows = ranking.data?.pages.flatMap((page) => page.data.map(rankingRowOf)) ?? [];
  return (
    <>
      <DocumentTitle titleKey={titleKey} />
      <GroupView
        group={{
          id: data.id,
          name: data.name,
          description: data.description,
          type: data.type,
          code: data.code,
          entryCode: data.entry_code,
          memberCount: data.member_count,
          managerCount: data.manager_count ?? managers.items.length,
        }}
        viewer={{ userId, role }}
        tab={tab}
        onTabChange={(next) => void navigate(next === 'overview' ? paths.group(id) : paths.groupTab(id, next))}
        shareLink={groupShareLink(window.location.origin, id)}
        membership={status}
        entryCodeError={entryCodeError}
        onJoin={(code) => void join(code)}
        onLeave={() => void leave()}
        managers={managers}
        members={members}
        nonMembers={nonMembers}
        addedIds={addedIds}
        invitedIds={invitedIds}
        onAdd={(person) => void add(person)}
        invitation={
          data.invitation && userId !== null
            ? { inviterName: data.invitation.inviter.name, status: answer, onAccept: () => void answerInvitation(true), onDecline: () => void answerInvitation(false) }
            : null
        }
        memberActions={{
          onChangeRole: (person, next) =>
            void mutations.updateGroupMember.run(client, queryClient, { params: { path: { id, userId: person.id } }, body: { role: next } }).then(refresh, () => undefined),
          onRemove: (person) => void mutations.removeGroupMember.run(client, queryClient, { params: { path: { id, userId: person.id } } }).then(refresh, () => undefined),
        }}
        {...(canCreateGroupCompetition(role) ? { onCreateCompetition: () => void navigate(paths.createGroupCompetition(id)) } : {})}
        competitions={competitions.items.length > 0 || competitions.status !== 'ready' ? <CompetitionGrid list={competitions} label={t('groups.page.tabs.competitions')} /> : null}
        leaderboard={
          <RankingList
            rows={rankingRows}
            mine={userId === null ? undefined : (rankingRows.find((row) => row.user.id === userId) ?? null)}
            isGenerating={ranking.data?.pages[0]?.meta.pending ?? false}
            isLoading={ranking.isPending}
            hasNextPage={ranking.hasNextPage}
            isFetchingNextPage={ranking.isFetchingNextPage}
            onLoadMore={() => void ranking.fetchNextPage()}
          />
        }
      />
      {creating && canCreateGroupCompetition(role) && (
        <Suspense fallback={null}>
          <CreateCompetition groupId={id} onClose={() => void navigate(paths.groupTab(id, 'competitions'), { replace: true })} />
        </Suspense>
      )}
    </>
  );
}
