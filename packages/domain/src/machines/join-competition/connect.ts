import type { SnapshotFrom } from 'xstate';
import type { NavigationIntent } from '../shared/navigation.ts';
import type { joinCompetitionMachine } from './machine.ts';
import { hasSeat, playIntent } from './rules.ts';
import type { JoinError } from './types.ts';

/** The join flow's resting states as the competition page shows them (opening and deciding are momentary). */
export type JoinCompetitionStatus =
  | 'notJoined'
  | 'redirectingToRegister'
  | 'redirectingToPhoneVerification'
  | 'needMoreCoins'
  | 'confirmingJoin'
  | 'joining'
  | 'joined'
  | 'member'
  | 'confirmingWithdrawal'
  | 'withdrawing'
  | 'alreadyStarted';

/** The dialog open over the page: the join confirmation, the joined confirmation, 'You need more coins!', the withdraw confirmation. */
export type JoinCompetitionDialog = 'confirmJoin' | 'joined' | 'needMoreCoins' | 'confirmWithdrawal';

export interface JoinCompetitionView {
  status: JoinCompetitionStatus;
  dialog: JoinCompetitionDialog | null;
  /** The fan is in (joined, not withdrawn): every message of the page says so, none asks them to join. */
  isMember: boolean;
  /** Join is offered: not joined and the competition has not started (pressable only with a seat left). */
  canJoin: boolean;
  /** Every seat is taken: Join shows, disabled. */
  isFull: boolean;
  /** Withdraw is offered: joined, before the first match. */
  canWithdraw: boolean;
  /** Predict Now (prediction) or Play Now (fantasy): joined and the competition open or running. */
  canPlay: boolean;
  /** Not joined and started: only 'join a different competition', with ALREADY_STARTED_MESSAGE. */
  hasStarted: boolean;
  isFantasy: boolean;
  /** A join, a withdrawal or a redirect is under way: the actions wait. */
  isPending: boolean;
  /** Coins. */
  entryFee: number;
  /** The wallet now; null for a visitor. */
  coins: number | null;
  /** The wallet once the entry fee is paid (the join confirmation). */
  coinsAfterJoin: number | null;
  /** Coins still missing for the entry fee ('You need more coins!'). */
  remainingCoins: number;
  /** What withdrawing gives back: the entry fee. */
  refund: number;
  error: JoinError | null;
  /** Where Predict Now / Play Now and the joined confirmation's link lead. */
  playIntent: NavigationIntent;
}

type JoinSnapshot = SnapshotFrom<typeof joinCompetitionMachine>;

/** Every resting state the page can show, in the flow's order. */
export const joinCompetitionStatuses: readonly JoinCompetitionStatus[] = [
  'notJoined',
  'redirectingToRegister',
  'redirectingToPhoneVerification',
  'needMoreCoins',
  'confirmingJoin',
  'joining',
  'joined',
  'member',
  'confirmingWithdrawal',
  'withdrawing',
  'alreadyStarted',
];

const dialogs: Partial<Record<JoinCompetitionStatus, JoinCompetitionDialog>> = {
  confirmingJoin: 'confirmJoin',
  joining: 'confirmJoin',
  joined: 'joined',
  needMoreCoins: 'needMoreCoins',
  confirmingWithdrawal: 'confirmWithdrawal',
  withdrawing: 'confirmWithdrawal',
};

const pending: ReadonlySet<JoinCompetitionStatus> = new Set(['joining', 'withdrawing', 'redirectingToRegister', 'redirectingToPhoneVerification']);

function statusOf(snapshot: JoinSnapshot): JoinCompetitionStatus {
  // The momentary states resolve before a snapshot is taken; a member's page is the safe reading.
  return joinCompetitionStatuses.find((status) => snapshot.matches(status)) ?? (snapshot.context.competition.joined ? 'member' : 'notJoined');
}

/** The join flow's snapshot → the competition header's and dialogs' props (zag-style connect). */
export function connectJoinCompetition(snapshot: JoinSnapshot): JoinCompetitionView {
  const status = statusOf(snapshot);
  const { competition, user, remainingCoins, error } = snapshot.context;
  const joined = competition.joined;
  const open = competition.state === 'upcoming';
  return {
    status,
    dialog: dialogs[status] ?? null,
    isMember: joined,
    canJoin: !joined && open,
    isFull: !joined && open && !hasSeat(competition),
    canWithdraw: joined && open,
    canPlay: joined && competition.state !== 'past',
    hasStarted: status === 'alreadyStarted',
    isFantasy: competition.type === 2,
    isPending: pending.has(status),
    entryFee: competition.entry_fee,
    coins: user ? user.coins : null,
    coinsAfterJoin: user ? user.coins - competition.entry_fee : null,
    remainingCoins,
    refund: competition.entry_fee,
    error,
    playIntent: playIntent(competition),
  };
}
