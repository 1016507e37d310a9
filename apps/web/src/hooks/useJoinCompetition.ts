import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, useHadafClient, useJoinedCompetitionIds, useProfile, type components } from '@hadaf/api-client';
import { connectJoinCompetition, joinCompetitionMachine, paths, type JoinCompetitionEvent, type JoinOutput, type MembershipCallInput } from '@hadaf/domain';
import { destinationOf } from '../app/route-table.ts';
import { useSession } from '../app/session.tsx';

type Competition = components['schemas']['Competition'];

/**
 * The join flow (packages/domain's joinCompetition machine) bound to the api client and the router: join and leave
 * are the real calls, the machine's navigation intents become routes, and ?joining opens the join dialog.
 * Mount it once per competition (key the caller by id).
 */
export function useJoinCompetition(competition: Competition) {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { loggedIn, starting, user, actor: session } = useSession();
  // The session machine decides whether the phone still needs verifying (its verifyingPhone state).
  const phonePending = useSelector(session, (state) => state.matches({ loggedIn: 'verifyingPhone' }));
  const joinedIds = useJoinedCompetitionIds(undefined, { enabled: loggedIn });
  // The wallet: the profile, which the join and leave calls update with the server's balance.
  const profile = useProfile(undefined, { enabled: loggedIn });
  const coins = loggedIn ? (profile.data?.data.coins ?? null) : null;
  const joiningUser = coins === null ? null : { coins, needsPhoneVerification: phonePending };
  // Who is asking is known: a signed-in fan's wallet has arrived, or the session says this is a visitor.
  const known = !starting && (!loggedIn || coins !== null);

  const logic = useMemo(() => {
    const membership = { join: mutations.joinCompetition, leave: mutations.leaveCompetition };
    const call = async (change: keyof typeof membership, { competitionId }: MembershipCallInput): Promise<JoinOutput> => {
      const result = await membership[change].run(client, queryClient, { params: { path: { id: competitionId } } });
      return { coins: result.coins };
    };
    return joinCompetitionMachine.provide({
      actors: {
        joinCompetition: fromPromise<JoinOutput, MembershipCallInput>(({ input }) => call('join', input)),
        leaveCompetition: fromPromise<JoinOutput | void, MembershipCallInput>(({ input }) => call('leave', input)),
      },
    });
  }, [client, queryClient]);

  const actor = useActorRef(logic, {
    input: {
      competition: { id: competition.id, type: competition.type, state: competition.state, entry_fee: competition.entry_fee, joined: competition.joined, participants: competition.participants },
      user: joiningUser,
      joinedCompetitionIds: joinedIds.data?.data ?? [],
      currentPath: paths.competitionJoining(competition.id),
    },
  });

  const latestUser = useRef(user);
  useEffect(() => {
    latestUser.current = user;
  }, [user]);
  useEffect(() => {
    const subscriptions = [
      actor.on('navigate', ({ intent }) => {
        const here = `${window.location.pathname}${window.location.search}`;
        const { path, state } = destinationOf(intent, here);
        void navigate(path, { state });
      }),
      // The header's wallet follows the balance the server returned.
      ...(['joined', 'left'] as const).map((type) =>
        actor.on(type, ({ coins }) => {
          if (latestUser.current) session.send({ type: 'USER_UPDATED', user: { ...latestUser.current, coins } });
        }),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate, session]);

  useEffect(() => {
    actor.send({ type: 'USER_UPDATED', user: coins === null ? null : { coins, needsPhoneVerification: phonePending } });
  }, [actor, coins, phonePending]);

  // competitions §2: ?joining opens the join dialog when the fan has not joined (e.g. back from verifying the phone).
  const joining = params.has('joining');
  useEffect(() => {
    if (!joining || !known) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('joining');
        return next;
      },
      { replace: true },
    );
    if (actor.getSnapshot().matches('notJoined')) actor.send({ type: 'JOIN' });
  }, [actor, joining, known, setParams]);

  const view = useSelector(actor, connectJoinCompetition);
  return {
    // Until the wallet is known, Join waits rather than treat a signed-in fan as a visitor.
    view: known ? view : { ...view, isPending: true },
    send: (event: JoinCompetitionEvent) => actor.send(event),
    playPath: destinationOf(view.playIntent).path,
  };
}
