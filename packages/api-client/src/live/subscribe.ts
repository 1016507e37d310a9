import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../react/query-keys.ts';
import { applyLiveEvent, showsLiveMatch, type LiveEvent } from './cache.ts';

/** The browser's EventSource, or a stand-in (tests); undefined where there is none. */
export type EventSourceConstructor = new (url: string) => Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & { onerror: EventSource['onerror'] };

export interface LiveSubscriptionOptions {
  queryClient: QueryClient;
  /** GET /v2/live: `/api/v2/live` on the app's origin. */
  url: string;
  EventSource?: EventSourceConstructor | undefined;
  /** While a match is live and there is no event stream, the match queries are refetched this often (30 s). */
  pollMs?: number;
  /** A state change refetches the match lists once, after a random delay up to this, so fans do not all ask at once. */
  spreadMs?: number;
  /** Called with every event applied (announcements). */
  onEvent?: (event: LiveEvent) => void;
}

const CLOSED = 2;

/**
 * One live channel: events from GET /v2/live update the TanStack Query cache in place (EventSource reconnects by itself
 * and sends Last-Event-ID, so a drop misses nothing the server still holds; a `reset` refetches what is shown). Where
 * EventSource is missing or gives up, the match queries are refetched every 30 s while a match is live. Returns the
 * function that closes it.
 */
export function subscribeLive({ queryClient, url, EventSource: Source = globalThis.EventSource, pollMs = 30_000, spreadMs = 5_000, onEvent }: LiveSubscriptionOptions): () => void {
  let poll: ReturnType<typeof setInterval> | undefined;
  let refetch: ReturnType<typeof setTimeout> | undefined;
  const refetchMatches = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.games.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me.predictions.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.matches.all });
  };
  const startPolling = () => {
    poll ??= setInterval(() => {
      if (showsLiveMatch(queryClient)) refetchMatches();
    }, pollMs);
  };
  if (!Source) {
    startPolling();
    return () => clearInterval(poll);
  }
  const source = new Source(url);
  const receive = (message: Event) => {
    let event: LiveEvent;
    try {
      event = JSON.parse((message as MessageEvent<string>).data) as LiveEvent;
    } catch {
      return;
    }
    if (event.type === 'reset') refetchMatches();
    else if (applyLiveEvent(queryClient, event).stateChanged && !refetch) {
      refetch = setTimeout(() => {
        refetch = undefined;
        refetchMatches();
      }, Math.random() * spreadMs);
    }
    onEvent?.(event);
  };
  source.addEventListener('match', receive);
  source.addEventListener('reset', receive);
  // EventSource retries by itself; once it has given up (an answer other than the stream), polling takes over.
  source.onerror = () => {
    if (source.readyState === CLOSED) startPolling();
  };
  return () => {
    source.close();
    clearInterval(poll);
    clearTimeout(refetch);
  };
}
