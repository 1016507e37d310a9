import type { Query, QueryClient } from '@tanstack/react-query';
import type { ApiLanguage } from '../client/create-client.ts';
import type { components } from '../generated/schema.ts';
import { getProfile, updateDetail, updateListItems } from '../react/cache.ts';
import { inLanguage, languageOfKey } from '../react/language.ts';
import { queryKeys } from '../react/query-keys.ts';

type Schemas = components['schemas'];
export type LiveFanEvent = Schemas['LivePointsEvent'] | Schemas['LiveRankEvent'] | Schemas['LiveSquadEvent'] | Schemas['LiveNotificationsEvent'];

const languages: readonly ApiLanguage[] = ['en', 'ar'];

/** What the caller does after a fan event was applied: the competition whose ranking lists are worth one spread refetch. */
export interface FanEventOutcome {
  rerankedCompetition?: number;
}

/** A bet with the fan's prediction's points settled; the same object when they already were. */
function settled(bet: Schemas['Bet'], points: ReadonlyMap<number, number>): Schemas['Bet'] {
  const amount = points.get(bet.id);
  const prediction = bet.current_user_prediction;
  if (amount === undefined || !prediction || prediction.points?.amount === amount) return bet;
  return { ...bet, current_user_prediction: { ...prediction, points: { amount } } };
}

/** The match item with the fan's points of a scored match (prediction panel, cards, my predictions). */
function withPoints(item: Schemas['MatchItem'], event: Schemas['LivePointsEvent']): Schemas['MatchItem'] {
  const points = new Map(event.bets.map((bet) => [bet.bet_id, bet.points]));
  const bets = item.bets.map((bet) => settled(bet, points));
  const scoreBet = item.game_score_bet ? settled(item.game_score_bet, points) : item.game_score_bet;
  const unchanged = bets.every((bet, index) => bet === item.bets[index]) && scoreBet === item.game_score_bet && item.current_user_points?.amount === event.points;
  return unchanged ? item : { ...item, bets, game_score_bet: scoreBet, current_user_points: { amount: event.points } };
}

/** A cached answer of the competition `id`'s rankings (its filters name the season). */
const ofSeason = (id: number) => (query: Query) => query.queryKey.some((part) => typeof part === 'object' && part !== null && (part as Record<string, unknown>)['season-id'] === id);

function applyRank(queryClient: QueryClient, event: Schemas['LiveRankEvent']) {
  for (const language of languages) {
    const profile = getProfile(queryClient, language);
    queryClient.setQueriesData<{ data: Schemas['RankingItem'] | null; cache_until?: string; updated_at?: string | null }>(
      { queryKey: [...queryKeys.rankings.all, 'mine'], predicate: (query) => inLanguage(language)(query) && ofSeason(event.competition_id)(query) },
      (old) => {
        if (!old) return old;
        const user = old.data?.user ?? (profile ? { id: profile.id, name: profile.name, photo: profile.photo ?? null } : undefined);
        if (!user) return old;
        if (old.data && old.data.ranking === event.ranking && old.data.points === event.points && old.updated_at === event.updated_at) return old;
        return { ...old, data: { ranking: event.ranking, points: event.points, user }, updated_at: event.updated_at };
      },
    );
  }
  // When the lists were brought up to date: said at once ("updated 3 s ago"); their rows follow with one refetch.
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.rankings.lists(), predicate: ofSeason(event.competition_id) }, (old: unknown) => {
    const stamp = (page: { meta: Schemas['RankingMeta'] }) => (page.meta.updated_at === event.updated_at ? page : { ...page, meta: { ...page.meta, updated_at: event.updated_at } });
    const answer = old as { meta?: Schemas['RankingMeta']; pages?: { meta: Schemas['RankingMeta'] }[] } | undefined;
    if (answer?.pages) return { ...answer, pages: answer.pages.map(stamp) };
    if (answer?.meta) return stamp(answer as { meta: Schemas['RankingMeta'] });
    return old;
  });
}

function applySquad(queryClient: QueryClient, event: Schemas['LiveSquadEvent']) {
  const players = new Map(event.players.map((player) => [player.id, player]));
  // The fan's own squad only: another fan's (a `user` filter) is not what this event is about.
  const own = (query: Query) => {
    const filters = query.queryKey[4] as Record<string, unknown> | undefined;
    return filters !== null && typeof filters === 'object' && !('user' in filters) && languageOfKey(query.queryKey) !== undefined;
  };
  queryClient.setQueriesData<{ data: Schemas['SquadView'] }>({ queryKey: [...queryKeys.competitions.detail(event.competition_id), 'team-setup'], predicate: own }, (old) => {
    if (!old) return old;
    let changed = false;
    const next = old.data.players.map((player) => {
      const live = players.get(player.id);
      if (!live || (player.scored_fantasy_points === live.scored_fantasy_points && JSON.stringify(player.points_breakdown) === JSON.stringify(live.points_breakdown))) return player;
      changed = true;
      return { ...player, scored_fantasy_points: live.scored_fantasy_points, points_breakdown: live.points_breakdown };
    });
    return changed ? { ...old, data: { ...old.data, players: next } } : old;
  });
}

/** Returns whether the count grew (a notification the cached lists do not hold yet). */
function applyNotifications(queryClient: QueryClient, event: Schemas['LiveNotificationsEvent']): boolean {
  let grew = false;
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.me.notifications.lists() }, (old: unknown) => {
    const count = (page: { new_count: number }) => {
      if (page.new_count === event.new_count) return page;
      grew ||= event.new_count > page.new_count;
      return { ...page, new_count: event.new_count };
    };
    const answer = old as { new_count?: number; pages?: { new_count: number }[] } | undefined;
    if (answer?.pages) return { ...answer, pages: answer.pages.map(count) };
    if (typeof answer?.new_count === 'number') return count(answer as { new_count: number });
    return old;
  });
  return grew;
}

/**
 * Applies one of the fan's own events to the cache in place, in both languages: their points on a scored match (the
 * cards, the prediction panel, my predictions), their rank and points in a competition (GET /rankings/mine, when the
 * lists were updated), their squad's live points (their team setup) and the bell's count. Nothing is refetched here.
 */
export function applyFanEvent(queryClient: QueryClient, event: LiveFanEvent): FanEventOutcome {
  switch (event.type) {
    case 'points':
      for (const language of languages) {
        const item = (old: Schemas['MatchItem']) => withPoints(old, event);
        updateListItems<Schemas['MatchItem']>(queryClient, queryKeys.games.lists(), event.match_id, item, language);
        updateListItems<Schemas['MatchItem']>(queryClient, queryKeys.me.predictions.lists(), event.match_id, item, language);
        updateDetail<Schemas['MatchItem']>(queryClient, queryKeys.games.detail(event.match_id), item, language);
      }
      return {};
    case 'rank':
      applyRank(queryClient, event);
      return { rerankedCompetition: event.competition_id };
    case 'squad':
      applySquad(queryClient, event);
      return {};
    case 'notifications':
      // The list itself is marked stale, not fetched: the bell opens it (thousands of fans are told at once).
      if (applyNotifications(queryClient, event)) void queryClient.invalidateQueries({ queryKey: queryKeys.me.notifications.all, refetchType: 'none' });
      return {};
  }
}
