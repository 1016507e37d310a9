import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, queries, useHadafClient } from '@hadaf/api-client';
import { connectGroupCreation, groupCreationMachine, type AddMembersInput, type CreatedGroup, type CreateGroupInput, type FriendsPage, type SearchFriendsInput } from '@hadaf/domain';
import { GroupCreationWizard } from '@hadaf/ui/groups';

/** The group creation wizard (a modal) on the domain's machine, its calls through the api-client. */
export function GroupWizardDemo({ onClose }: { onClose: () => void }) {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      groupCreationMachine.provide({
        actors: {
          // The wizard adds the fan's friends; anyone else is invited from the group's page.
          searchFriends: fromPromise<FriendsPage, SearchFriendsInput>(async ({ input }) => {
            const answer = await queryClient.fetchQuery(queries.myFriends.options(client, { query: { q: input.q || undefined, page: input.page } }));
            return { data: answer.data.map((friend) => ({ id: friend.id, name: friend.name, photo: friend.profile_picture ?? null })), meta: answer.meta };
          }),
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
