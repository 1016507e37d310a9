import type { NavigationTarget } from '../shared/navigation.ts';
import type { JoinableCompetition, JoinCompetitionContext } from './types.ts';
import { paths } from '../../routes.ts';

export const ALREADY_STARTED_MESSAGE = 'This competition has already started.';

export function hasSeat(competition: JoinableCompetition): boolean {
  return competition.participants.current < competition.participants.max;
}

/** Coins still needed to pay the entry fee; 0 when the user can afford it. */
export function missingCoins(entryFee: number, coins: number): number {
  return Math.max(0, entryFee - coins);
}

export function registerTarget(context: JoinCompetitionContext): NavigationTarget {
  return { path: paths.registerWithRedirect(context.currentPath) };
}

export function verifyPhoneBeforeJoining(context: JoinCompetitionContext): NavigationTarget {
  return { path: paths.verifyPhone, state: { returnTo: context.currentPath } };
}

/** Joined users play: fantasy competitions open the team setup, prediction ones the matches. */
export function playTarget(competition: JoinableCompetition): NavigationTarget {
  return { path: paths.competitionTab(competition.id, competition.type === 2 ? 'team-setup' : 'matches') };
}

/** 'Join a different competition' leads back to the lobby of the same kind. */
export function lobbyTarget(competition: JoinableCompetition): NavigationTarget {
  return { path: competition.type === 2 ? paths.fantasy : paths.myPredictions };
}
