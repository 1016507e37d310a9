import type { QueryClient } from '@tanstack/react-query';
import type { ApiLanguage } from '../client/create-client.ts';
import type { components } from '../generated/schema.ts';
import { updateDetail, updateListItems } from '../react/cache.ts';
import { queryKeys } from '../react/query-keys.ts';

type Schemas = components['schemas'];
export type LiveEvent = Schemas['LiveEvent'];
export type LiveMatchEvent = Schemas['LiveMatchEvent'];

const languages: readonly ApiLanguage[] = ['en', 'ar'];

/** The fields a live match event carries, as MatchItem.match and Match hold them (state, minute, score). */
interface LiveFields {
  state: Schemas['MatchState'];
  minute: number | null;
  home_goals: number | null;
  away_goals: number | null;
}

/**
 * The match's fields moved to the event's; the same object when nothing changed (no re-render). A match that has
 * started takes no more predictions (the server's rule), so its flags and bets close at once; the state's localised
 * name follows with the refetch a state change asks for.
 */
function moved<T extends LiveFields>(match: T, event: LiveMatchEvent): T {
  const same = match.state.code === event.state && match.minute === event.minute && match.home_goals === event.home_goals && match.away_goals === event.away_goals;
  if (same) return match;
  const state = match.state.code === event.state ? match.state : { ...match.state, code: event.state, flags: event.state === 'NOT_STARTED' ? match.state.flags : [] };
  return { ...match, state, minute: event.minute, home_goals: event.home_goals, away_goals: event.away_goals };
}

function movedItem(item: Schemas['MatchItem'], event: LiveMatchEvent): Schemas['MatchItem'] {
  const match = moved(item.match, event);
  if (match === item.match) return item;
  const closed = event.state !== 'NOT_STARTED';
  const bets = closed ? item.bets.map((bet) => (bet.active ? { ...bet, active: false } : bet)) : item.bets;
  const scoreBet = closed && item.game_score_bet?.active ? { ...item.game_score_bet, active: false } : item.game_score_bet;
  return { ...item, match, bets, game_score_bet: scoreBet };
}

/**
 * Applies one live event to the cache in place: the match lists and cards (GET /v2/games, the fan's predictions),
 * the match's detail and the official match lists, in both languages. Returns whether a match's state changed (its
 * localised name and the points that follow are then worth one refetch, which the caller spreads out).
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): { stateChanged: boolean } {
  if (event.type !== 'match') return { stateChanged: false };
  let stateChanged = false;
  const item = (old: Schemas['MatchItem']) => {
    const next = movedItem(old, event);
    if (next.match.state.code !== old.match.state.code) stateChanged = true;
    return next;
  };
  for (const language of languages) {
    updateListItems<Schemas['MatchItem']>(queryClient, queryKeys.games.lists(), event.id, item, language);
    updateListItems<Schemas['MatchItem']>(queryClient, queryKeys.me.predictions.lists(), event.id, item, language);
    updateDetail<Schemas['MatchItem']>(queryClient, queryKeys.games.detail(event.id), item, language);
    updateListItems<Schemas['Match']>(queryClient, queryKeys.matches.lists(), event.id, (match) => (match.state ? moved(match as Schemas['Match'] & LiveFields, event) : match), language);
  }
  return { stateChanged };
}

const isLiveItem = (item: unknown) => (item as { match?: { state?: { code?: string } } } | null)?.match?.state?.code === 'LIVE';

/** Whether a cached match list or detail shows a live match (the polling fallback runs only then). */
export function showsLiveMatch(queryClient: QueryClient): boolean {
  return queryClient.getQueriesData<unknown>({ queryKey: queryKeys.games.all }).some(([, data]) => {
    const answer = data as { data?: unknown; pages?: { data?: unknown }[] } | undefined;
    const items = [answer?.data, ...(answer?.pages ?? []).map((page) => page.data)].flatMap((value) => (Array.isArray(value) ? value : [value]));
    return items.some(isLiveItem);
  });
}
