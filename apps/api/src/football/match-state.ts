import { isPredictionLocked } from '@hadaf/domain';
import type { Schemas } from '../platform/contract/types.ts';
import type { Locale } from '../platform/http/messages.ts';
import { footballMessage } from './localized.ts';

export const matchStates = ['NOT_STARTED', 'LIVE', 'FINISHED'] as const;
export type MatchStateCode = (typeof matchStates)[number];

const stateNameKey = { NOT_STARTED: 'stateNotStarted', LIVE: 'stateLive', FINISHED: 'stateFinished' } as const;

/**
 * Predictions close at the domain's lock time (one hour before kick-off, server clock) and, whatever the
 * clock says, once a match has started: an admin may start a match early.
 */
export function isMatchLocked(state: MatchStateCode, start: Date, now: Date): boolean {
  return state !== 'NOT_STARTED' || isPredictionLocked(start, now);
}

/** The contract's MatchState; 'predictable' is the flag the panel checks before offering Predict Now. */
export function matchState(state: MatchStateCode, start: Date, now: Date, locale: Locale): Schemas['MatchState'] {
  return {
    code: state,
    name: footballMessage(stateNameKey[state], locale),
    flags: isMatchLocked(state, start, now) ? [] : ['predictable'],
  };
}

/** GET /v2/games state filter: both spellings the contract accepts; ALL/all (or nothing) means no filter. */
export function stateFilter(value: string | undefined): MatchStateCode | null {
  switch (value) {
    case 'NOT_STARTED':
    case 'not-started':
      return 'NOT_STARTED';
    case 'LIVE':
    case 'live':
      return 'LIVE';
    case 'FINISHED':
    case 'finished':
      return 'FINISHED';
    default:
      return null;
  }
}

/** QueryFlag: '1' and 'true' switch a filter on; anything else (or nothing) leaves it off. */
export const flagOn = (value: string | undefined) => value === '1' || value === 'true';
