import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, queries, useHadafClient } from '@hadaf/api-client';
import { connectGroupCreation, GROUP_PAGE_SIZE, groupCreationMachine, type AddMembersInput, type CreatedGroup, type CreateGroupInput, type SearchUsersInput, type UsersPage } from '@hadaf/domain';
import { GroupCreationWizard } from '@hadaf/ui/groups';

/** The group creation wizard (a modal) on the domain's machine, its calls through the api-client. */
export function GroupWizardDemo({ onClose }: { onClose: () => void }) {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      groupCreationMachine.provide({
        actors: {
          searchUsers: fromPromise<UsersPage, SearchUsersInput>(async ({ input }) =>
            queryClient.fetchQuery(queries.users.options(client, { query: { q: input.q || undefined, page: input.page, per_page: GROUP_PAGE_SIZE } })),
          ),
          createGroup: fromPromise<CreatedGroup, CreateGroupInput>(async ({ input }) => (await mutations.createGroup.run(client, queryClient, { body: input })).data.data),
          addMembers: fromPromise<void, AddMembersInput>(async ({ input }) => {
            await mutations.addGroupMembersBulk.run(client, queryClient, { params: { path: { id: input.groupId } }, body: { members: [...input.members] } });
          }),
        },
      }),
    [client, queryClient],
  );
  const actor = useActorRef(logic, { input: { host: window.location.origin } });
  useEffect(() => {
    // The wizard says where it would go next (the new group…); this one-page app has no such page and closes it.
    const navigation = actor.on('navigate', onClose);
    const done = actor.subscribe((snapshot) => snapshot.status === 'done' && onClose());
    return () => {
      navigation.unsubscribe();
      done.unsubscribe();
    };
  }, [actor, onClose]);
  const view = useSelector(actor, connectGroupCreation);
  return <GroupCreationWizard view={view} send={(event) => actor.send(event)} />;
}
