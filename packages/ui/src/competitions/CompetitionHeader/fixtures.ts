/** Story data for the competition page's views: the join flow at a given state, read by its connect. Not exported from the package. */
import { connectJoinCompetition, joinCompetitionMachine, paths, type JoinableCompetition, type JoinCompetitionView, type JoinError } from '@hadaf/domain';

export type JoinStatus = JoinCompetitionView['status'];

export interface JoinStoryOptions {
  competition?: Partial<JoinableCompetition>;
  /** null: a visitor. */
  coins?: number | null;
  remainingCoins?: number;
  error?: JoinError | null;
}

/** The join flow's view at `status`, for a fan with 120 coins on an open 50-coin prediction competition unless told otherwise. */
export function joinViewAt(status: JoinStatus, options: JoinStoryOptions = {}): JoinCompetitionView {
  const joined = ['member', 'confirmingWithdrawal', 'withdrawing', 'joined'].includes(status);
  const competition: JoinableCompetition = {
    id: 31,
    type: 1,
    state: status === 'alreadyStarted' ? 'running' : 'upcoming',
    entry_fee: 50,
    joined,
    participants: { current: 12, min: 5, max: 30 },
    ...options.competition,
  };
  const coins = options.coins === undefined ? 120 : options.coins;
  const snapshot = joinCompetitionMachine.resolveState({
    value: status,
    context: {
      competition,
      user: coins === null ? null : { coins, needsPhoneVerification: false },
      joinedCompetitionIds: joined ? [31] : [],
      currentPath: paths.competition(31),
      remainingCoins: options.remainingCoins ?? 0,
      error: options.error ?? null,
      navigation: null,
    },
  });
  return connectJoinCompetition(snapshot);
}
