import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../generated/schema.ts';
import { matchItem, matchState } from '../mocks/fixtures/index.ts';
import { languageKey } from '../react/language.ts';
import { queryKeys } from '../react/query-keys.ts';
import { subscribeLive, type EventSourceConstructor } from './subscribe.ts';

type MatchItem = components['schemas']['MatchItem'];

/** An EventSource the test drives: it records the URL and lets the test deliver events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readyState = 1;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(data: Record<string, unknown>) {
    for (const listener of this.listeners.get(String(data.type)) ?? []) listener(new MessageEvent(String(data.type), { data: JSON.stringify(data) }));
  }
}
const Source = FakeEventSource as unknown as EventSourceConstructor;

const live = (id: number, minute: number): MatchItem => matchItem({ id, match: { ...matchItem({ id }).match, state: matchState('LIVE'), minute, home_goals: 0, away_goals: 0 } });
const listKey = (language: 'en' | 'ar') => languageKey(queryKeys.games.list({ date: '2026-11-22' }), language);

function cacheWith(items: MatchItem[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const language of ['en', 'ar'] as const) queryClient.setQueryData(listKey(language), { data: items, meta: { current_page: 1, last_page: 1 } });
  queryClient.setQueryData(languageKey(queryKeys.games.detail(items[0]!.id), 'en'), { data: items[0] });
  return queryClient;
}
const itemIn = (queryClient: QueryClient, language: 'en' | 'ar', id: number) =>
  queryClient.getQueryData<{ data: MatchItem[] }>(listKey(language))!.data.find((item) => item.id === id)!;

afterEach(() => vi.useRealTimers());

describe('subscribeLive', () => {
  it('moves a match score and minute in place in every list and its detail, in both languages, without refetching', () => {
    const queryClient = cacheWith([live(1, 10), live(2, 20)]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const untouched = itemIn(queryClient, 'en', 2);
    const close = subscribeLive({ queryClient, url: '/api/v2/live', EventSource: Source });
    expect(FakeEventSource.last!.url).toBe('/api/v2/live');
    FakeEventSource.last!.emit({ type: 'match', id: 1, state: 'LIVE', minute: 11, home_goals: 1, away_goals: 0 });
    for (const language of ['en', 'ar'] as const) expect(itemIn(queryClient, language, 1).match).toMatchObject({ minute: 11, home_goals: 1, away_goals: 0 });
    expect(queryClient.getQueryData<{ data: MatchItem }>(languageKey(queryKeys.games.detail(1), 'en'))!.data.match.home_goals).toBe(1);
    // The other card keeps its very object: nothing re-renders that did not change.
    expect(itemIn(queryClient, 'en', 2)).toBe(untouched);
    expect(invalidate).not.toHaveBeenCalled();
    close();
    expect(FakeEventSource.last!.closed).toBe(true);
  });

  it('closes predictions on a kick-off at once and refetches the lists once, spread out, for what follows from it', () => {
    vi.useFakeTimers();
    const open = matchItem({ id: 3 }, { state: 'NOT_STARTED' });
    const queryClient = cacheWith([open]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    subscribeLive({ queryClient, url: '/api/v2/live', EventSource: Source, spreadMs: 1000 });
    FakeEventSource.last!.emit({ type: 'match', id: 3, state: 'LIVE', minute: 0, home_goals: 0, away_goals: 0 });
    FakeEventSource.last!.emit({ type: 'match', id: 3, state: 'LIVE', minute: 1, home_goals: 0, away_goals: 0 });
    const item = itemIn(queryClient, 'en', 3);
    expect(item.match.state.code).toBe('LIVE');
    expect(item.match.state.flags).toEqual([]);
    expect(item.bets.every((bet) => !bet.active)).toBe(true);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.games.all });
    expect(invalidate.mock.calls.filter(([filters]) => filters?.queryKey === queryKeys.games.all)).toHaveLength(1);
  });

  it('refetches what is shown on a reset (events the server no longer holds)', () => {
    const queryClient = cacheWith([live(4, 50)]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    subscribeLive({ queryClient, url: '/api/v2/live', EventSource: Source });
    FakeEventSource.last!.emit({ type: 'reset' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.games.all });
  });

  it('without EventSource, or once it gives up, polls every 30 s, and only while a match is live', () => {
    vi.useFakeTimers();
    const queryClient = cacheWith([matchItem({ id: 5 }, { state: 'NOT_STARTED' })]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const close = subscribeLive({ queryClient, url: '/api/v2/live', EventSource: undefined });
    vi.advanceTimersByTime(30_000);
    expect(invalidate).not.toHaveBeenCalled();
    queryClient.setQueryData(listKey('en'), { data: [live(5, 1)] });
    vi.advanceTimersByTime(30_000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.games.all });
    close();

    const other = cacheWith([live(6, 1)]);
    const otherInvalidate = vi.spyOn(other, 'invalidateQueries');
    subscribeLive({ queryClient: other, url: '/api/v2/live', EventSource: Source });
    FakeEventSource.last!.readyState = 2;
    FakeEventSource.last!.onerror?.(new Event('error'));
    vi.advanceTimersByTime(30_000);
    expect(otherInvalidate).toHaveBeenCalledWith({ queryKey: queryKeys.games.all });
  });
});
