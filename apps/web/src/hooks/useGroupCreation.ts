import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, queries, useHadafClient } from '@hadaf/api-client';
import { groupCreationMachine, GROUP_PAGE_SIZE, type AddMembersInput, type CreatedGroup, type CreateGroupInput, type SearchUsersInput, type UsersPage } from '@hadaf/domain';
import { useSession } from '../app/session.tsx';
import { followWizardExit } from './wizard-exit.ts';
import { useTranslation } from 'react-i18next';
import { toastQueue } from '@hadaf/ui';

/**
 * The group creation wizard (packages/domain's groupCreation machine) bound to the api: GET /v2/users for the
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
          searchUsers: fromPromise<UsersPage, SearchUsersInput>(async ({ input }) => {
            const query = { q: input.q || undefined, page: input.page, per_page: GROUP_PAGE_SIZE };
            return queryClient.fetchQuery(queries.users.options(client, { query }));
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
