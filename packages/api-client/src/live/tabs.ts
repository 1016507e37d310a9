import type { LiveEvent } from './cache.ts';

/** The browser's BroadcastChannel as this module uses it (a stand-in in tests). */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((message: MessageEvent) => void) | null;
  close(): void;
}

/** One live channel per browser: the names and APIs it takes (the browser's, or stand-ins). */
export interface TabSharing {
  /** The lock's and the broadcast channel's name. */
  name: string;
  locks: Pick<LockManager, 'request'> | undefined;
  BroadcastChannel: (new (name: string) => BroadcastChannelLike) | undefined;
}

/** What subscribe.ts lends: opening the stream, applying an event to this tab's cache, polling on or off. */
export interface TabHooks {
  open(relay: (event: LiveEvent, id: string | undefined) => void, status: (live: boolean) => void): () => void;
  apply(event: LiveEvent, id: string | undefined): void;
  polling(on: boolean): void;
}

type Message =
  /** The leader's event, for every other tab's cache. */
  | { kind: 'event'; event: LiveEvent; id: string | undefined }
  /** Whether the leader's stream is open (the others poll while it is not). */
  | { kind: 'status'; live: boolean }
  /** A tab saw the signed-in fan change: the leader opens its stream again, as theirs. */
  | { kind: 'reopen' }
  /** A tab that just opened asks the leader for its status. */
  | { kind: 'hello' };

/**
 * One stream for the whole browser (docs/decisions/live.md): the tab that holds the Web Lock `name` is the leader and
 * opens GET /v2/live; it passes every event on over a BroadcastChannel, and the other tabs apply them to their own
 * caches. When the leader's tab closes, its lock passes to another tab, which opens the stream from the last event it
 * was passed (`last-event-id`), so nothing is missed. Undefined where the browser has no Web Locks or
 * BroadcastChannel: each tab then opens its own.
 */
export function shareAcrossTabs({ name, locks, BroadcastChannel: Channel }: TabSharing, hooks: TabHooks): { reopen(): void; close(): void } | undefined {
  if (!locks || !Channel) return undefined;
  const channel = new Channel(name);
  const post = (message: Message) => channel.postMessage(message);
  let leading = false;
  let live = false;
  let closeStream: (() => void) | undefined;
  let stopLeading: (() => void) | undefined;
  const start = () => {
    closeStream?.();
    closeStream = hooks.open(
      (event, id) => post({ kind: 'event', event, id }),
      (open) => {
        live = open;
        hooks.polling(!open);
        post({ kind: 'status', live: open });
      },
    );
  };
  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.kind === 'event') hooks.apply(data.event, data.id);
    else if (data.kind === 'status' && !leading) hooks.polling(!data.live);
    else if (data.kind === 'reopen' && leading) start();
    else if (data.kind === 'hello' && leading) post({ kind: 'status', live });
  };
  const abort = new AbortController();
  locks
    .request(name, { signal: abort.signal }, () => {
      leading = true;
      hooks.polling(false);
      start();
      // Held for the tab's life (the browser releases it when the tab goes): the next tab waiting takes over.
      return new Promise<void>((resolve) => (stopLeading = resolve));
    })
    // Closed while still waiting for the lock.
    .catch(() => {});
  post({ kind: 'hello' });
  return {
    reopen: () => (leading ? start() : post({ kind: 'reopen' })),
    close: () => {
      abort.abort();
      closeStream?.();
      stopLeading?.();
      channel.close();
    },
  };
}
