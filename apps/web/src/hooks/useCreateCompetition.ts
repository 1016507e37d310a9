import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, useHadafClient, useProfile } from '@hadaf/api-client';
import {
  COMPETITION_TYPE,
  createCompetitionMachine,
  type CompetitionType,
  type CreateCompetitionPayload,
  type CreatedCompetition,
  type JoinCreatedCompetitionInput,
} from '@hadaf/domain';
import { useSession } from '../app/session.tsx';
import { followWizardExit } from './wizard-exit.ts';

export interface CreateCompetitionOptions {
  /** Set inside a group (/groups/{id}/competitions/create). */
  groupId?: number | null;
  /** The lobby's type the wizard starts with. */
  type?: CompetitionType;
  /** Called when the fan leaves the wizard without going anywhere. */
  onClose: () => void;
}

/**
 * The competition creation wizard (packages/domain's createCompetition machine, four steps with Prize) bound to
 * the api: POST /v2/competitions, then the Created modal's join through POST /v2/competitions/{id}/join; its
 * navigation intents become routes and the wallet follows the join.
 */
export function useCreateCompetition({ groupId = null, type = COMPETITION_TYPE.prediction, onClose }: CreateCompetitionOptions) {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user, actor: session } = useSession();
  const profile = useProfile(undefined, { enabled: user !== null });
  const coins = profile.data?.data.coins ?? 0;

  const logic = useMemo(
    () =>
      createCompetitionMachine.provide({
        actors: {
          createCompetition: fromPromise<CreatedCompetition, CreateCompetitionPayload>(async ({ input }) => {
            const created = await mutations.createCompetition.run(client, queryClient, { body: { ...input, budget: input.budget ?? 0, auto_join: false } });
            return created.data;
          }),
          joinCompetition: fromPromise<void, JoinCreatedCompetitionInput>(async ({ input }) => {
            await mutations.joinCompetition.run(client, queryClient, { params: { path: { id: input.competitionId } } });
          }),
        },
      }),
    [client, queryClient],
  );

  // The start rules read the server's clock: a device set a day ahead must not pass a match the server refuses.
  const actor = useActorRef(logic, { input: { coins, groupId, withPrizeStep: true, initialValues: { type }, clock: client.serverClock.now } });

  const latestUser = useRef(user);
  useEffect(() => {
    latestUser.current = user;
  }, [user]);

  useEffect(() => {
    // The header's wallet shows the fee taken.
    const joined = actor.on('joined', ({ entryFee }) => {
      const current = latestUser.current;
      if (current) session.send({ type: 'USER_UPDATED', user: { ...current, coins: Math.max(0, Number(current.coins) - entryFee) } });
    });
    const exit = followWizardExit(actor, navigate, onClose);
    return () => {
      joined.unsubscribe();
      exit();
    };
  }, [actor, navigate, onClose, session]);

  useEffect(() => {
    actor.send({ type: 'UPDATE_COINS', coins });
  }, [actor, coins]);

  return actor;
}
