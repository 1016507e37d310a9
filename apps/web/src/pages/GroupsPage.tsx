import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, useGroups, useGroupsInfinite, useHadafClient } from '@hadaf/api-client';
import { GroupCreationWizard, GroupsList, type GroupCardData, type GroupsListState } from '@hadaf/ui';
import { useSelector } from '@xstate/react';
import { connectGroupCreation, groupCardAction, paths, routePatterns } from '@hadaf/domain';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useGroupCreation } from '../hooks/useGroupCreation.ts';
import { useUiArea } from '../hooks/useUiArea.ts';
import { groupCardOf } from './groups/group-views.ts';
import { PageSpinner } from '../components/PageSpinner.tsx';

/** The group creation wizard over the list (/groups/create); closing it goes back to the list. */
function CreateGroup() {
  const navigate = useNavigate();
  const close = useCallback(() => void navigate(paths.groups), [navigate]);
  const actor = useGroupCreation(close);
  const view = useSelector(actor, connectGroupCreation);
  return <GroupCreationWizard view={view} send={(event) => actor.send(event)} />;
}

/** /groups (mine), /groups/all and /groups/create (competitions §2 Groups list). */
export default function GroupsPage({ titleKey }: { titleKey: string }) {
  const ready = useUiArea('groups');
  const { loggedIn, starting } = useSession();
  const pathname = useLocation().pathname;
  const navigate = useNavigate();
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const q = useDebounced(search.trim());
  const tab = pathname === routePatterns.allGroups || !loggedIn ? 'all' : 'mine';
  const creating = pathname === routePatterns.createGroup;

  const query = { ...(tab === 'mine' ? { mine: '1' as const } : {}), ...(q ? { q } : {}) };
  const list = useGroupsInfinite({ query }, { enabled: !starting });
  const recommended = useGroups({ query: { recommended: '1' } }, { enabled: !starting && tab === 'all' && !q });

  const items = useMemo(() => list.data?.pages.flatMap((page) => page.data.map(groupCardOf)) ?? [], [list.data]);
  const state: GroupsListState = {
    status: list.isPending ? 'loading' : list.isError && items.length === 0 ? 'error' : 'ready',
    items,
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
    onRetry: () => void list.refetch(),
  };
  const joinedIds = useMemo(() => new Set(list.data?.pages.flatMap((page) => page.data.filter((group) => group.joined).map((group) => group.id)) ?? []), [list.data]);
  const recommendedGroups = recommended.data?.data ?? [];

  const openGroup = async (card: GroupCardData) => {
    const joined = joinedIds.has(card.id) || recommendedGroups.some((group) => group.id === card.id && group.joined);
    const action = groupCardAction({ signedIn: loggedIn, joined, type: card.type });
    if (action === 'signIn') return void navigate(paths.login, { state: { from: paths.group(card.id) } });
    if (action === 'joinAndOpen') {
      await mutations.joinGroup.run(client, queryClient, { params: { path: { id: card.id } }, body: { entry_code: null } }).catch(() => undefined);
    }
    void navigate(paths.group(card.id));
  };

  // Mine while signed out goes to all (competitions §2). An effect, not <Navigate>: the prerendered /groups then
  // shows a visitor all groups (the tab it renders) and the address follows once the app runs.
  const visitorOnMine = !starting && !loggedIn && pathname === routePatterns.groups;
  useEffect(() => {
    if (visitorOnMine) void navigate({ pathname: paths.allGroups, search: params.toString() }, { replace: true });
  }, [visitorOnMine, navigate, params]);
  if (!ready) return <PageSpinner />;
  return (
    <>
      <DocumentTitle titleKey={titleKey} />
      <GroupsList
        signedIn={loggedIn}
        tab={tab}
        onTabChange={(next) => void navigate({ pathname: next === 'all' ? paths.allGroups : paths.groups, search: params.toString() })}
        search={search}
        onSearchChange={(value) => setParams(value ? { search: value } : {}, { replace: true })}
        list={state}
        recommended={recommendedGroups.map(groupCardOf)}
        onOpenGroup={(group) => void openGroup(group)}
        onCreateGroup={() => void navigate(loggedIn ? paths.createGroup : paths.login, loggedIn ? undefined : { state: { from: paths.createGroup } })}
      />
      {creating && loggedIn && <CreateGroup />}
    </>
  );
}
