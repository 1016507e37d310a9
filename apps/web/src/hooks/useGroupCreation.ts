import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, queries, useHadafClient } from '@hadaf/api-client';
import { groupCreationMachine, type AddMembersInput, type CreatedGroup, type CreateGroupInput, type SearchFriendsInput, type FriendsPage } from '@hadaf/domain';
import { useSession } from '../app/session.tsx';
import { followWizardExit } from './wizard-exit.ts';
import { toastQueue, useTranslation } from '@hadaf/ui';

/**
 * The group creation wizard (packages/domain's groupCreation machine) bound to the api: GET /v2/me/friends for the
 * add-friends list, POST /v2/groups, then POST /v2/groups/{id}/members/bulk; its navigation intents become routes and
 * its error toast a toast. `onClose` is called when the fan leaves the wizard without navigating.
 */
export function useGroupCreation(onClose: () => void) {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const { t } = useTranslation('ui');

  const logic = useMemo(
    () =>
      groupCreationMachine.provide({
        actors: {
          // The fan's friends only (issue 30): anyone else is invited from the group page, never added from here.
          searchFriends: fromPromise<FriendsPage, SearchFriendsInput>(async ({ input }) => {
            const answer = await queryClient.fetchQuery(queries.myFriends.options(client, { query: { q: input.q || undefined, page: input.page } }));
            return { data: answer.data.map((friend) => ({ id: friend.id, name: friend.name, photo: friend.profile_picture ?? null })), meta: answer.meta };
          }),
          createGroup: fromPromise<CreatedGroup, CreateGroupInput>(async ({ input }) => {
            const created = await mutations.createGroup.run(client, queryClient, { body: input });
            return created.data.data;
          }),
          addMembers: fromPromise<void, AddMembersInput>(async ({ input }) => {
            await mutations.addGroupMembersBulk.run(client, queryClient, { params: { path: { id: input.groupId } }, body: { members: [...input.members] } });
          }),
        },
      }),
    [client, queryClient],
  );

  const actor = useActorRef(logic, { input: { host: window.location.origin, currentUserId: user?.id } });

  useEffect(() => {
    const toasts = actor.on('toast', ({ messageKey }) => toastQueue.add({ tone: 'error', title: t(messageKey) }, { timeout: 5000 }));
    const exit = followWizardExit(actor, navigate, onClose);
    return () => {
      toasts.unsubscribe();
      exit();
    };
  }, [actor, navigate, onClose, t]);

  return actor;
}
