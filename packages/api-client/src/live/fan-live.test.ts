import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../generated/schema.ts';
import { matchItem, rankingItem, rankingPage, squadView, user } from '../mocks/fixtures/index.ts';
import { languageKey } from '../react/language.ts';
import { queryKeys } from '../react/query-keys.ts';
import { subscribeLive, type EventSourceConstructor } from './subscribe.ts';
import type { BroadcastChannelLike } from './tabs.ts';

type Schemas = components['schemas'];

/** An EventSource the test drives: it records the URL and lets the test deliver events (with their SSE id). */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(data: Record<string, unknown>, lastEventId = '') {
    for (const listener of this.listeners.get(String(data.type)) ?? []) listener(new MessageEvent(String(data.type), { data: JSON.stringify(data), lastEventId }));
  }
}
// The stand-in implements only what subscribeLive uses of EventSource.
const Source = FakeEventSource as unknown as EventSourceConstructor;
const open = () => FakeEventSource.opened.filter((source) => !source.closed);

afterEach(() => {
  FakeEventSource.opened = [];
  vi.useRealTimers();
});

const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
const both = ['en', 'ar'] as const;

describe('a fan’s own live events, applied in place', () => {
  it('settles the fan’s bets and points of a scored match on every card and panel, in both languages, refetching nothing', () => {
    const queryClient = client();
    const item = matchItem({ id: 7 }, { state: 'FINISHED', predicted: true, seed: 3 });
    const other = matchItem({ id: 8 }, { state: 'FINISHED', predicted: true, seed: 4 });
    const listKey = (language: 'en' | 'ar') => languageKey(queryKeys.games.list({ date: '2026-11-22' }), language);
    for (const language of both) queryClient.setQueryData(listKey(language), { data: [item, other], meta: { current_page: 1, last_page: 1 } });
    queryClient.setQueryData(languageKey(queryKeys.games.detail(7), 'ar'), { data: item });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    subscribeLive({ queryClient, url: '/api/v2/live', EventSource: Source });
    const scoreBet = item.game_score_bet!.id;
    open()[0]!.emit({ type: 'points', match_id: 7, points: 7, bets: [{ bet_id: scoreBet, points: 7 }] }, '41');
    for (const language of both) {
      const cached = queryClient.getQueryData<{ data: Schemas['MatchItem'][] }>(listKey(language))!.data;
      expect(cached[0]!.current_user_points).toEqual({ amount: 7 });
      expect(cached[0]!.game_score_bet!.current_user_prediction!.points).toEqual({ amount: 7 });
      expect(cached[0]!.bets.find((bet) => bet.id === scoreBet)!.current_user_prediction!.points).toEqual({ amount: 7 });
      expect(cached[1]).toBe(other);
    }
    expect(queryClient.getQueryData<{ data: Schemas['MatchItem'] }>(languageKey(queryKeys.games.detail(7), 'ar'))!.data.current_user_points).toEqual({ amount: 7 });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('moves the fan’s rank at once, and the ranking’s other rows with one refetch of that competition’s lists, spread out', () => {
    vi.useFakeTimers();
    const queryClient = client();
    const mine = rankingItem({ ranking: 12, points: 20 });
    queryClient.setQueryData(languageKey(queryKeys.rankings.mine({ 'season-id': 5 }), 'en'), { data: mine });
    queryClient.setQueryData(languageKey(queryKeys.rankings.mine({ 'season-id': 6 }), 'en'), { data: mine });
    queryClient.setQueryData(languageKey(queryKeys.rankings.infinite({ 'season-id': 5 }), 'en'), { pages: [rankingPage()], pageParams: [1] });
    // Ranked for the first time: the row is built from the fan's profile.
    queryClient.setQueryData(languageKey(queryKeys.rankings.mine({ 'season-id': 5 }), 'ar'), { data: null });
    queryClient.setQueryData(languageKey(queryKeys.profile.me(), 'ar'), { data: user({ id: 77, name: 'منى' }) });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    subscribeLive({ queryClient, url: '/api/v2/live', EventSource: Source, spreadMs: 1000 });
    open()[0]!.emit({ type: 'rank', competition_id: 5, ranking: 3, points: 27, updated_at: '2026-11-22T18:00:03.000Z' });
    expect(queryClient.getQueryData(languageKey(queryKeys.rankings.mine({ 'season-id': 5 }), 'en'))).toEqual({ data: { ...mine, ranking: 3, points: 27 }, updated_at: '2026-11-22T18:00:03.000Z' });
    expect(queryClient.getQueryData<{ data: Schemas['RankingItem'] }>(languageKey(queryKeys.rankings.mine({ 'season-id': 5 }), 'ar'))!.data).toMatchObject({ ranking: 3, points: 27, user: { id: 77, name: 'منى' } });
    expect(queryClient.getQueryData<{ data: Schemas['RankingItem'] }>(languageKey(queryKeys.rankings.mine({ 'season-id': 6 }), 'en'))!.data).toBe(mine);
    const pages = queryClient.getQueryData<{ pages: Schemas['RankingPage'][] }>(languageKey(queryKeys.rankings.infinite({ 'season-id': 5 }), 'en'))!.pages;
    expect(pages[0]!.meta.updated_at).toBe('2026-11-22T18:00:03.000Z');
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(invalidate).toHaveBeenCalledTimes(1);
    const [filters] = invalidate.mock.calls[0]!;
    const keys = queryClient
      .getQueryCache()
      .findAll(filters)
      .map((query) => query.queryKey);
    expect(keys).toEqual([languageKey(queryKeys.rankings.infinite({ 'season-id': 5 }), 'en')]);
  });

  it('moves the live points of the fan’s own squad on the pitch, not of another fan’s squad', () => {
    const queryClient = client();
    const squad = squadView();
    const [first, second] = squad.players;
    const ownKey = languageKey(queryKeys.competitions.teamSetup(9), 'en');
    const otherKey = languageKey(queryKeys.competitions.teamSetup(9, { user: 3 }), 'en');
    queryClient.setQueryData(ownKey, { data: squad });
    queryClient.setQueryData(otherKey, { data: squad });
    subscribeLive({ queryClient, url: '/api/v2/live', EventSource: Source });
    const breakdown = [{ event_type_group: 'goals' as const, amount: 8 }];
    open()[0]!.emit({ type: 'squad', competition_id: 9, points: 31, players: [{ id: first!.id, scored_fantasy_points: 10, points_breakdown: breakdown }] });
    const players = queryClient.getQueryData<{ data: Schemas['SquadView'] }>(ownKey)!.data.players;
    expect(players[0]).toMatchObject({ scored_fantasy_points: 10, points_breakdown: breakdown });
    expect(players[1]).toBe(second);
    expect(queryClient.getQueryData(otherKey)).toEqual({ data: squad });
  });

  it('sets the bell’s count, and marks the notification lists stale without fetching them', () => {
    const queryClient = client();
    const recentKey = languageKey(queryKeys.me.notifications.list({ limit: 5 }), 'en');
    queryClient.setQueryData(recentKey, { data: [], meta: { current_page: 1, last_page: 1 }, new_count: 1 });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    subscribeLive({ queryClient, url: '/api/v2/live', EventSource: Source });
    open()[0]!.emit({ type: 'notifications', new_count: 2 });
    expect(queryClient.getQueryData<{ new_count: number }>(recentKey)!.new_count).toBe(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.me.notifications.all, refetchType: 'none' });
    expect(queryClient.getQueryState(recentKey)!.isInvalidated).toBe(true);
    invalidate.mockClear();
    open()[0]!.emit({ type: 'notifications', new_count: 0 });
    expect(queryClient.getQueryData<{ new_count: number }>(recentKey)!.new_count).toBe(0);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('opens the stream again when the signed-in fan changes, continuing from the last event', () => {
    const queryClient = client();
    subscribeLive({ queryClient, url: '/api/v2/live', EventSource: Source });
    open()[0]!.emit({ type: 'reset' }, '17');
    queryClient.setQueryData(languageKey(queryKeys.profile.me(), 'en'), { data: user({ id: 5 }) });
    expect(open().map((source) => source.url)).toEqual(['/api/v2/live?last-event-id=17']);
    // Another answer for the same fan changes nothing.
    queryClient.setQueryData(languageKey(queryKeys.profile.me(), 'ar'), { data: user({ id: 5 }) });
    expect(FakeEventSource.opened).toHaveLength(2);
    queryClient.clear();
    expect(FakeEventSource.opened).toHaveLength(3);
  });
});

/** Web Locks as tabs of one browser share them: the first request holds the lock, the next waits for its release. */
function fakeLocks() {
  const waiting: { grant: () => void; signal?: AbortSignal | undefined }[] = [];
  let held = false;
  return {
    request(_name: string, options: LockOptions, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          held = true;
          void callback().then(() => {
            held = false;
            resolve();
            const next = waiting.shift();
            next?.grant();
          });
        };
        options.signal?.addEventListener('abort', () => {
          const index = waiting.findIndex((entry) => entry.grant === grant);
          if (index >= 0) {
            waiting.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (held) waiting.push({ grant, signal: options.signal });
        else grant();
      });
    },
  } as unknown as Pick<LockManager, 'request'>; // the test's lock manager implements only request()
}

describe('one live channel per browser', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('is opened by one tab; its events reach every tab; another tab takes over from the last event when it closes', async () => {
    const locks = fakeLocks();
    // Node's BroadcastChannel delivers between instances of one process, as a browser's does between its tabs.
    const tabs = { name: `hadaf-live-${Math.random()}`, locks, BroadcastChannel: globalThis.BroadcastChannel as unknown as new (name: string) => BroadcastChannelLike };
    const [first, second] = [client(), client()];
    const matchKey = languageKey(queryKeys.games.detail(3), 'en');
    for (const queryClient of [first, second]) queryClient.setQueryData(matchKey, { data: matchItem({ id: 3 }, { state: 'LIVE' }) });
    const closeFirst = subscribeLive({ queryClient: first, url: '/api/v2/live', EventSource: Source, tabs });
    const closeSecond = subscribeLive({ queryClient: second, url: '/api/v2/live', EventSource: Source, tabs });
    await settle();
    expect(open()).toHaveLength(1);
    open()[0]!.emit({ type: 'match', id: 3, state: 'LIVE', minute: 61, home_goals: 2, away_goals: 0 }, '90');
    await settle();
    for (const queryClient of [first, second]) expect(queryClient.getQueryData<{ data: Schemas['MatchItem'] }>(matchKey)!.data.match).toMatchObject({ minute: 61, home_goals: 2 });
    closeFirst();
    await settle();
    expect(open().map((source) => source.url)).toEqual(['/api/v2/live?last-event-id=90']);
    closeSecond();
    expect(open()).toEqual([]);
  });
});
