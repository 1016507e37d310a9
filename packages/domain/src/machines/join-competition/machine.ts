import { assign, enqueueActions, setup } from 'xstate';
import { requestNavigation, type NavigationIntent } from '../shared/navigation.ts';
import { notProvided } from '../shared/not-provided.ts';
import { canAfford, missingCoins } from '../../rules/coins.ts';
import { hasSeat, lobbyIntent, playIntent, registerIntent, verifyPhoneIntent } from './rules.ts';
import type {
  JoinCompetitionContext,
  JoinCompetitionEmitted,
  JoinCompetitionEvent,
  JoinCompetitionInput,
  JoinOutput,
  MembershipCallInput,
} from './types.ts';

export const joinCompetitionMachine = setup({
  types: {
    context: {} as JoinCompetitionContext,
    events: {} as JoinCompetitionEvent,
    input: {} as JoinCompetitionInput,
    emitted: {} as JoinCompetitionEmitted,
  },
  actors: {
    joinCompetition: notProvided<JoinOutput, MembershipCallInput>('joinCompetition'),
    leaveCompetition: notProvided<JoinOutput | void, MembershipCallInput>('leaveCompetition'),
  },
  actions: {
    navigate: enqueueActions(({ enqueue }, intent: NavigationIntent) => requestNavigation(enqueue, intent)),
    recordJoin: enqueueActions(({ context, enqueue }, output: JoinOutput) => {
      const { competition } = context;
      const coins = output.coins ?? (context.user?.coins ?? 0) - competition.entry_fee;
      const participants = competition.participants.current + 1;
      const joinedCompetitionIds = [...context.joinedCompetitionIds.filter((id) => id !== competition.id), competition.id];
      enqueue.assign({
        competition: { ...competition, joined: true, participants: { ...competition.participants, current: participants } },
        user: context.user ? { ...context.user, coins } : null,
        joinedCompetitionIds,
        error: null,
      });
      enqueue.emit({ type: 'joined', competitionId: competition.id, coins, participants, joinedCompetitionIds });
    }),
    recordLeave: enqueueActions(({ context, enqueue }, output: JoinOutput | void) => {
      const { competition } = context;
      // The server refunds what the join paid, which may differ from today's fee: its balance wins when sent.
      const coins = output?.coins ?? (context.user?.coins ?? 0) + competition.entry_fee;
      const participants = competition.participants.current - 1;
      const joinedCompetitionIds = context.joinedCompetitionIds.filter((id) => id !== competition.id);
      enqueue.assign({
        competition: { ...competition, joined: false, participants: { ...competition.participants, current: participants } },
        user: context.user ? { ...context.user, coins } : null,
        joinedCompetitionIds,
        error: null,
      });
      enqueue.emit({ type: 'left', competitionId: competition.id, coins, participants, joinedCompetitionIds });
    }),
  },
  guards: {
    isMember: ({ context }) => context.competition.joined,
    hasStarted: ({ context }) => context.competition.state !== 'upcoming',
    isVisitor: ({ context }) => context.user === null,
    needsPhoneVerification: ({ context }) => context.user?.needsPhoneVerification === true,
    cannotAfford: ({ context }) => !canAfford(context.user?.coins ?? 0, context.competition.entry_fee),
    hasSeat: ({ context }) => hasSeat(context.competition),
    // Users join or withdraw only before the first match (competitions §4).
    mayWithdraw: ({ context }) => context.competition.state === 'upcoming',
  },
}).createMachine({
  id: 'joinCompetition',
  context: ({ input }) => ({
    competition: input.competition,
    user: input.user,
    joinedCompetitionIds: input.joinedCompetitionIds,
    currentPath: input.currentPath,
    remainingCoins: 0,
    error: null,
    navigation: null,
  }),
  initial: 'opening',
  on: {
    USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) },
  },
  states: {
    opening: {
      always: [{ guard: 'isMember', target: 'member' }, { guard: 'hasStarted', target: 'alreadyStarted' }, { target: 'notJoined' }],
    },
    notJoined: {
      on: { JOIN: { guard: 'hasSeat', target: 'deciding' } },
    },
    /** The join flow's order of checks (competitions §4); a started competition never gets here. */
    deciding: {
      always: [
        { guard: 'isVisitor', target: 'redirectingToRegister' },
        { guard: 'needsPhoneVerification', target: 'redirectingToPhoneVerification' },
        {
          guard: 'cannotAfford',
          target: 'needMoreCoins',
          actions: assign({ remainingCoins: ({ context }) => missingCoins(context.competition.entry_fee, context.user?.coins ?? 0) }),
        },
        { target: 'confirmingJoin' },
      ],
    },
    redirectingToRegister: {
      entry: { type: 'navigate', params: ({ context }) => registerIntent(context) },
      on: { CANCEL: 'notJoined' },
    },
    redirectingToPhoneVerification: {
      entry: { type: 'navigate', params: ({ context }) => verifyPhoneIntent(context) },
      on: { CANCEL: 'notJoined' },
    },
    /** The 'You need more coins!' modal. */
    needMoreCoins: {
      on: {
        GO_TO_PAYMENT: { target: 'notJoined', actions: { type: 'navigate', params: { name: 'coinsRequired' } } },
        CANCEL: 'notJoined',
      },
    },
    confirmingJoin: {
      on: { CONFIRM: 'joining', CANCEL: 'notJoined' },
    },
    joining: {
      entry: assign({ error: null }),
      invoke: {
        id: 'joinCompetition',
        src: 'joinCompetition',
        input: ({ context }) => ({ competitionId: context.competition.id }),
        onDone: { target: 'joined', actions: { type: 'recordJoin', params: ({ event }) => event.output } },
        onError: { target: 'notJoined', actions: assign({ error: 'join-failed' }) },
      },
    },
    /** The confirmation with a link to the matches. */
    joined: {
      on: {
        GO_TO_MATCHES: { target: 'member', actions: { type: 'navigate', params: ({ context }) => playIntent(context.competition) } },
        CLOSE: 'member',
      },
    },
    member: {
      on: { WITHDRAW: { guard: 'mayWithdraw', target: 'confirmingWithdrawal' } },
    },
    confirmingWithdrawal: {
      on: { CONFIRM: 'withdrawing', CANCEL: 'member' },
    },
    withdrawing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'leaveCompetition',
        src: 'leaveCompetition',
        input: ({ context }) => ({ competitionId: context.competition.id }),
        onDone: { target: 'notJoined', actions: { type: 'recordLeave', params: ({ event }) => event.output } },
        onError: { target: 'member', actions: assign({ error: 'leave-failed' }) },
      },
    },
    /** Only 'join a different competition' is offered, with ALREADY_STARTED_MESSAGE. */
    alreadyStarted: {
      on: { JOIN_ANOTHER: { actions: { type: 'navigate', params: ({ context }) => lobbyIntent(context.competition) } } },
    },
  },
});
