import type { NavigationIntent } from '../shared/navigation.ts';
import type { JoinableCompetition, JoinCompetitionContext } from './types.ts';

export const ALREADY_STARTED_MESSAGE = 'This competition has already started.';

/** A seat is left; max null means no seat limit (the platform's own competitions). */
export function hasSeat(competition: JoinableCompetition): boolean {
  const { current, max } = competition.participants;
  return max === null || current < max;
}

export function registerIntent(context: JoinCompetitionContext): NavigationIntent {
  return { name: 'registrationRequired', returnTo: context.currentPath };
}

export function verifyPhoneIntent(context: JoinCompetitionContext): NavigationIntent {
  return { name: 'phoneVerificationRequired', returnTo: context.currentPath };
}

/** Joined users play: fantasy competitions open the team setup, prediction ones the matches. */
export function playIntent(competition: JoinableCompetition): NavigationIntent {
  return { name: 'competitionPlay', competitionId: competition.id, fantasy: competition.type === 2 };
}

/** 'Join a different competition' leads back to the lobby of the same kind. */
export function lobbyIntent(competition: JoinableCompetition): NavigationIntent {
  return { name: 'competitionLobby', fantasy: competition.type === 2 };
}
