import type { Writable } from 'node:stream';
import type { Schemas } from '../platform/contract/types.ts';
import type { FanAnnouncement } from '../platform/live-announcements.ts';
import type { RevokedScope } from '../platform/sessions/identities.ts';

export type LiveEvent = Schemas['LiveEvent'];
/** The events of one fan, sent to that fan's streams only. */
export type FanEvent = Extract<LiveEvent, { type: 'points' | 'rank' | 'squad' | 'notifications' }>;

/**
 * One notice as it arrived from the database, with its global id: an event for every client (a match's score), or
 * an announcement of what moved for fans (their figures are read by each process for the fans it has connected).
 */
export type LiveNotice = { id: number; event: LiveEvent } | { id: number; fans: FanAnnouncement };

/** Each fan's events for an announcement, read for the given fans only (live/fan-events.ts). */
export type FanEventSource = (announcement: FanAnnouncement, userIds: readonly number[]) => Promise<Map<number, FanEvent[]>>;

/** Whose stream it is: the session it was opened with (its revocation ends the stream). */
export interface Viewer {
  userId: number;
  familyId: string;
}

export interface LiveHubOptions {
  /** Events kept for clients that reconnect with Last-Event-ID. */
  ringSize?: number;
  heartbeatMs?: number;
  /** A client that falls this far behind (bytes queued) is dropped; it reconnects and is replayed or reset. */
  maxQueuedBytes?: number;
  /** Reads fans' events; without it announcements reach nobody. */
  fanEvents?: FanEventSource;
  /** A failed read of fans' events (those fans get a reset: they refetch). */
  onError?: (error: unknown) => void;
}

/** A place in a client's output held for a read still under way (its text is null until then). */
interface Slot {
  text: string | null;
}

interface Client {
  stream: Writable;
  viewer: Viewer | null;
  open: boolean;
  /**
   * While a read for this client is under way (its own figures), what comes after waits here in order; null when
   * nothing waits, and frames go straight to the stream.
   */
  queue: Slot[] | null;
}

type Entry = { id: number; event: LiveEvent; text: string } | { id: number; fans: FanAnnouncement };

/** An SSE frame; without an id the client's Last-Event-ID stays the previous one (only a group's last frame moves it). */
const frameOf = (id: number | undefined, event: LiveEvent) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** A group of events with the id on its last frame only: a drop in its middle replays the whole group. */
const groupOf = (id: number, events: readonly LiveEvent[]) => events.map((event, index) => frameOf(index === events.length - 1 ? id : undefined, event)).join('');

/** Announcements whose events carry absolute figures: of several of one kind and target, the last one says it all. */
const keyOf = (fans: FanAnnouncement) => (fans.kind === 'notifications' ? 'notifications' : `${fans.kind}:${'match' in fans ? fans.match : fans.competition}`);

/** The fans an announcement may concern among `userIds`. */
const concerned = (fans: FanAnnouncement, userIds: Iterable<number>) => {
  const ids = [...userIds];
  if (fans.kind !== 'notifications' || fans.users === null) return ids;
  const listed = new Set(fans.users);
  return ids.filter((id) => listed.has(id));
};

/**
 * The live clients of one API process and the notices it has heard, in a bounded ring. Every API process hears every
 * notice (LISTEN), so an id is the same everywhere and a client may reconnect to any process. Each client gets events
 * in the order they came: a read of a fan's figures holds that fan's later events until it is done (a place kept in
 * the fan's output), and nobody else's: a visitor never waits for a fan's read.
 */
export class LiveHub {
  private readonly ring: Entry[] = [];
  private readonly clients = new Set<Client>();
  private readonly byUser = new Map<number, Set<Client>>();
  private readonly ringSize: number;
  private readonly maxQueuedBytes: number;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly fanEvents: FanEventSource | undefined;
  private readonly onError: (error: unknown) => void;
  private readonly reads = new Set<Promise<void>>();
  /**
   * Every notice with an id above this has been heard (or is in the ring): the sequence's value when listening
   * (re)started, then the id of the last notice pushed out of the ring.
   */
  private floor = Number.POSITIVE_INFINITY;

  constructor(options: LiveHubOptions = {}) {
    this.ringSize = options.ringSize ?? 1024;
    this.maxQueuedBytes = options.maxQueuedBytes ?? 256 * 1024;
    this.fanEvents = options.fanEvents;
    this.onError = options.onError ?? (() => {});
    // One timer for every client: a comment line keeps proxies and load balancers from closing an idle stream.
    this.heartbeat = setInterval(() => this.broadcast(': heartbeat\n\n'), options.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Fans with an open stream here. */
  get fans(): number {
    return this.byUser.size;
  }

  /** Resolves once every read of fans' figures started so far is done and written (tests). */
  async idle(): Promise<void> {
    while (this.reads.size > 0) await Promise.all(this.reads);
  }

  /** Listening (re)started with the sequence at `lastId`: notices before it may have been missed, so clients refetch. */
  listening(lastId: number): void {
    const first = this.floor === Number.POSITIVE_INFINITY;
    this.ring.length = 0;
    this.floor = lastId;
    if (!first) this.broadcast(this.resetFrame());
  }

  publish(notice: LiveNotice): void {
    const entry: Entry = 'event' in notice ? { ...notice, text: frameOf(notice.id, notice.event) } : notice;
    this.ring.push(entry);
    if (this.ring.length > this.ringSize) this.floor = Math.max(this.floor, this.ring.shift()!.id);
    if ('text' in entry) this.broadcast(entry.text);
    else this.announce(entry.id, entry.fans);
  }

  /**
   * Adds a client, first sending what it missed since `lastEventId` (or a reset when that is no longer known): the
   * events of everyone, and a fan's own events of the announcements missed, read again for that fan.
   */
  subscribe(stream: Writable, lastEventId: string | undefined, viewer: Viewer | null = null): () => void {
    const client: Client = { stream, viewer, open: true, queue: null };
    const last = lastEventId !== undefined && /^\d{1,16}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    stream.write('retry: 3000\n\n');
    if (last !== undefined) {
      const missed = this.missedSince(last);
      if (!missed) stream.write(this.resetFrame());
      else this.hold([client], () => this.replay(missed, viewer));
    }
    this.clients.add(client);
    if (viewer) {
      const own = this.byUser.get(viewer.userId) ?? new Set<Client>();
      own.add(client);
      this.byUser.set(viewer.userId, own);
    }
    return () => this.remove(client);
  }

  /** Ends the streams of revoked sessions: they reconnect without them, as visitors. */
  revoke(scope: RevokedScope): void {
    for (const client of this.clients) {
      const viewer = client.viewer;
      if (!viewer) continue;
      if (scope === 'all' || ('familyId' in scope ? viewer.familyId === scope.familyId : viewer.userId === scope.userId)) {
        this.remove(client);
        client.stream.end();
      }
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const client of this.clients) {
      client.open = false;
      client.stream.end();
    }
    this.clients.clear();
    this.byUser.clear();
  }

  private remove(client: Client): void {
    client.open = false;
    this.clients.delete(client);
    if (!client.viewer) return;
    const own = this.byUser.get(client.viewer.userId);
    own?.delete(client);
    if (own?.size === 0) this.byUser.delete(client.viewer.userId);
  }

  /** An announcement: the connected fans it concerns get their figures, read once for all of them. */
  private announce(id: number, fans: FanAnnouncement): void {
    const userIds = concerned(fans, this.byUser.keys());
    if (userIds.length === 0 || !this.fanEvents) return;
    // One read for all of them; if it fails, said once, and they get a reset (what they missed is unknown to them).
    const read = this.fanEvents(fans, userIds).catch((error: unknown) => {
      this.onError(error);
      return null;
    });
    for (const userId of userIds) {
      this.hold([...(this.byUser.get(userId) ?? [])], async () => {
        const events = await read;
        if (!events) return frameOf(id, { type: 'reset' });
        const own = events.get(userId) ?? [];
        return own.length > 0 ? groupOf(id, own) : '';
      });
    }
  }

  /**
   * Keeps a place in each client's output for `text` (a read under way): what comes for them meanwhile waits behind
   * it. A failed read writes a reset there instead (what they missed is unknown to them: they refetch).
   */
  private hold(clients: readonly Client[], text: () => Promise<string>): void {
    if (clients.length === 0) return;
    const slots = clients.map((client) => {
      const slot: Slot = { text: null };
      (client.queue ??= []).push(slot);
      return [client, slot] as const;
    });
    const fill = (written: string) => {
      for (const [client, slot] of slots) {
        slot.text = written;
        this.flush(client);
      }
    };
    const read = text().then(fill, (error: unknown) => {
      this.onError(error);
      fill(this.resetFrame());
    });
    this.reads.add(read);
    void read.finally(() => this.reads.delete(read));
  }

  /** Writes a client's waiting output up to the first place still held. */
  private flush(client: Client): void {
    const queue = client.queue;
    if (!queue) return;
    while (queue.length > 0 && queue[0]!.text !== null) {
      const text = queue.shift()!.text!;
      if (text && client.open) this.writeNow(client, text);
    }
    if (queue.length === 0) client.queue = null;
  }

  /** The entries after `last`, in arrival order; undefined when this process no longer knows them all. */
  private missedSince(last: number): Entry[] | undefined {
    // Arrival order first: ids are taken when a change is made, so commits may deliver them out of order.
    const position = this.ring.findIndex((entry) => entry.id === last);
    if (position >= 0) return this.ring.slice(position + 1);
    if (last >= this.floor) return this.ring.filter((entry) => entry.id > last);
    return undefined;
  }

  /**
   * What a reconnecting client missed, as one group (the newest id on its last frame): everyone's events, then the
   * fan's own figures, read again now for the announcements missed (the newest figures say all the older ones did).
   */
  private async replay(missed: readonly Entry[], viewer: Viewer | null): Promise<string> {
    const last = missed.at(-1);
    if (!last) return '';
    const events: LiveEvent[] = missed.flatMap((entry) => ('event' in entry ? [entry.event] : []));
    if (viewer && this.fanEvents) {
      const announcements = new Map<string, FanAnnouncement>();
      for (const entry of missed) if ('fans' in entry && concerned(entry.fans, [viewer.userId]).length > 0) announcements.set(keyOf(entry.fans), entry.fans);
      for (const fans of announcements.values()) events.push(...((await this.fanEvents(fans, [viewer.userId])).get(viewer.userId) ?? []));
    }
    // Nothing for this client: an id-only frame still moves its Last-Event-ID past what it has now seen.
    return events.length > 0 ? groupOf(last.id, events) : `id: ${last.id}\n\n`;
  }

  private resetFrame(): string {
    // The newest id this process knows, so the client's next Last-Event-ID is one it can be replayed from.
    const id = this.ring.at(-1)?.id ?? (Number.isFinite(this.floor) ? this.floor : 0);
    return frameOf(id, { type: 'reset' });
  }

  /** Behind the client's held places, if it has any; else at once. */
  private write(client: Client, text: string): void {
    if (client.queue) client.queue.push({ text });
    else this.writeNow(client, text);
  }

  private writeNow(client: Client, text: string): void {
    if (client.stream.writableLength > this.maxQueuedBytes) {
      this.remove(client);
      client.stream.end();
      return;
    }
    client.stream.write(text);
  }

  private broadcast(text: string): void {
    for (const client of this.clients) this.write(client, text);
  }
}
