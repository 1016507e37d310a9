import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../react/query-keys.ts';
import { applyLiveEvent, showsLiveMatch, type LiveEvent } from './cache.ts';
import { applyFanEvent } from './fan-cache.ts';
import { shareAcrossTabs, type TabSharing } from './tabs.ts';

/** The browser's EventSource, or a stand-in (tests); undefined where there is none. */
export type EventSourceConstructor = new (url: string) => Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & { onerror: EventSource['onerror'] };

export interface LiveSubscriptionOptions {
  queryClient: QueryClient;
  /** GET /v2/live: `/api/v2/live` on the app's origin. */
  url: string;
  EventSource?: EventSourceConstructor | undefined;
  /**
   * One channel per browser rather than per tab: the tab holding the lock opens the stream and passes its events to
   * the others (tabs.ts). Without it, or where the browser lacks Web Locks or BroadcastChannel, one per tab.
   */
  tabs?: TabSharing | undefined;
  /** While a match is live and there is no event stream, the match queries are refetched this often (30 s). */
  pollMs?: number;
  /** A state change or a re-rank refetches what follows once, after a random delay up to this, so fans do not all ask at once. */
  spreadMs?: number;
  /** Called with every event applied (announcements). */
  onEvent?: (event: LiveEvent) => void;
}

const CLOSED = 2;
const EVENT_TYPES = ['match', 'reset', 'points', 'rank', 'squad', 'notifications'] as const satisfies readonly LiveEvent['type'][];

/** Whose stream it is: the signed-in fan's id in the cache (the stream knows them by their session cookie). */
function viewerIn(queryClient: QueryClient): number | undefined {
  const found = queryClient.getQueriesData<{ data?: { id?: number } }>({ queryKey: queryKeys.profile.me() }).find(([, answer]) => answer?.data?.id !== undefined);
  return found?.[1]?.data?.id;
}

/**
 * The live channel: events from GET /v2/live update the TanStack Query cache in place (EventSource reconnects by itself
 * and sends Last-Event-ID, so a drop misses nothing the server still holds; a `reset` refetches what is shown). With
 * `tabs`, one tab of the browser holds the stream and the others get its events. Where EventSource is missing or gives
 * up, the match queries are refetched every 30 s while a match is live. When the signed-in fan changes (sign in, sign
 * out) the stream is opened again, as theirs. Returns the function that closes it.
 */
export function subscribeLive({ queryClient, url, EventSource: Source = globalThis.EventSource, tabs, pollMs = 30_000, spreadMs = 5_000, onEvent }: LiveSubscriptionOptions): () => void {
  let poll: ReturnType<typeof setInterval> | undefined;
  const spread = new Map<string, ReturnType<typeof setTimeout>>();
  /** The id of the last event applied here: where a new stream of this tab continues from. */
  let lastEventId: string | undefined;
  const refetchMatches = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.games.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me.predictions.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.matches.all });
  };
  const refetchAll = () => {
    refetchMatches();
    void queryClient.invalidateQueries({ queryKey: queryKeys.rankings.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.competitions.details() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me.notifications.all });
  };
  /** Once per key, after a random delay: what every fan's screen refetches after the same event is spread out. */
  const later = (key: string, refetch: () => void) => {
    if (spread.has(key)) return;
    spread.set(
      key,
      setTimeout(() => {
        spread.delete(key);
        refetch();
      }, Math.random() * spreadMs),
    );
  };
  const polling = (on: boolean) => {
    if (!on) {
      clearInterval(poll);
      poll = undefined;
      return;
    }
    poll ??= setInterval(() => {
      if (showsLiveMatch(queryClient)) refetchMatches();
    }, pollMs);
  };

  const apply = (event: LiveEvent, id: string | undefined) => {
    if (id) lastEventId = id;
    if (event.type === 'reset') refetchAll();
    else if (event.type === 'match') {
      if (applyLiveEvent(queryClient, event).stateChanged) later('matches', refetchMatches);
    } else {
      const { rerankedCompetition } = applyFanEvent(queryClient, event);
      // The other rows moved too: the shown lists of that ranking are read again, once, spread out.
      if (rerankedCompetition !== undefined) {
        later(`rankings:${rerankedCompetition}`, () => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.rankings.lists(), predicate: (query) => query.queryKey.some((part) => (part as Record<string, unknown> | null)?.['season-id'] === rerankedCompetition) });
        });
      }
    }
    onEvent?.(event);
  };

  /** Opens this tab's stream (the only one, or the browser's leader's); `relay` passes each event on to other tabs. */
  const open = (relay: (event: LiveEvent, id: string | undefined) => void, status: (live: boolean) => void) => {
    if (!Source) {
      status(false);
      return () => {};
    }
    const source = new Source(lastEventId ? `${url}?last-event-id=${encodeURIComponent(lastEventId)}` : url);
    const receive = (message: Event) => {
      let event: LiveEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as LiveEvent;
      } catch {
        return;
      }
      const id = (message as MessageEvent<string>).lastEventId || undefined;
      apply(event, id);
      relay(event, id);
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, receive);
    status(true);
    // EventSource retries by itself; once it has given up (an answer other than the stream), polling takes over.
    source.onerror = () => {
      if (source.readyState === CLOSED) status(false);
    };
    return () => source.close();
  };

  let viewer = viewerIn(queryClient);
  const shared = tabs ? shareAcrossTabs(tabs, { open, apply, polling }) : undefined;
  let closeOwn: (() => void) | undefined;
  const reopen = () => {
    if (shared) return shared.reopen();
    closeOwn?.();
    closeOwn = open(
      () => {},
      (live) => polling(!live),
    );
  };
  if (!shared) reopen();
  // Signing in or out changes whose events the server sends: the stream is opened again (cookies are the browser's).
  const unwatch = queryClient.getQueryCache().subscribe((change) => {
    if (change.query.queryKey[0] !== queryKeys.profile.all[0]) return;
    const now = viewerIn(queryClient);
    if (now === viewer) return;
    viewer = now;
    reopen();
  });
  return () => {
    unwatch();
    shared?.close();
    closeOwn?.();
    polling(false);
    for (const timer of spread.values()) clearTimeout(timer);
  };
}
