import type { JoinableCompetition, JoinCompetitionInput } from './types.ts';
import { paths } from '../../routes.ts';

/** An upcoming prediction competition with seats left and a 50-coin fee. */
export const upcomingCompetition: JoinableCompetition = {
  id: 31,
  type: 1,
  state: 'upcoming',
  entry_fee: 50,
  joined: false,
  participants: { current: 12, min: 10, max: 30 },
};

export const richUserPage: JoinCompetitionInput = {
  competition: upcomingCompetition,
  user: { coins: 120, needsPhoneVerification: false },
  joinedCompetitionIds: [4],
  currentPath: paths.competition(31),
};
