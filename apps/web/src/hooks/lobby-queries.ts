import type { LobbyFilters, LobbyTab, LobbyType } from '@hadaf/ui';
import type { CompetitionListQuery } from './useCompetitionList.ts';

/** eSports competitions are prediction competitions on eSports matches, listed with the e-sports flag (docs/decisions/esports.md). */
const typeQuery: Record<LobbyType, CompetitionListQuery> = { predictions: { type: 1 }, fantasy: { type: 2 }, esports: { type: 1, 'e-sports': '1' } };

/** competitions §4: each list's query. Featured: upcoming and featured; upcoming: expected first; running and past: joined, newest first. */
export function lobbyQuery(list: LobbyTab | 'featured', type: LobbyType): CompetitionListQuery {
  const base = typeQuery[type];
  if (list === 'featured') return { ...base, state: 'upcoming', featured: '1' };
  if (list === 'upcoming') return { ...base, state: 'upcoming', sort: 'expected-first' };
  return { ...base, state: list, joined: '1', sort: 'start-date', direction: 'desc' };
}

/** The fan's filters narrow a tab's list; a chosen sort replaces the tab's own order. */
export function withFilters(query: CompetitionListQuery, filters: LobbyFilters): CompetitionListQuery {
  return {
    ...query,
    ...(filters.affordable ? { affordable: '1' } : {}),
    ...(filters.creator ? { creator: '1' } : {}),
    ...(filters.sort ? { sort: filters.sort, direction: filters.direction } : {}),
  };
}

/** The tab a lobby address opens: ?running and ?past select those tabs (competitions §2), for signed-in fans only. */
export function lobbyTabOf(params: URLSearchParams, signedIn: boolean): LobbyTab {
  if (!signedIn) return 'upcoming';
  return params.has('running') ? 'running' : params.has('past') ? 'past' : 'upcoming';
}

/** The search of a lobby address for a tab: none for Upcoming, ?running or ?past otherwise. */
export function lobbySearchOf(tab: LobbyTab): Record<string, string> {
  return tab === 'upcoming' ? {} : { [tab]: '' };
}
