import type { Writable } from 'node:stream';
import type { Schemas } from '../platform/contract/types.ts';

export type LiveEvent = Schemas['LiveEvent'];

/** One event as it arrived from the database: its global id and the event. */
export interface LiveNotice {
  id: number;
  event: LiveEvent;
}

interface Frame {
  id: number;
  text: string;
}

export interface LiveHubOptions {
  /** Events kept for clients that reconnect with Last-Event-ID. */
  ringSize?: number;
  heartbeatMs?: number;
  /** A client that falls this far behind (bytes queued) is dropped; it reconnects and is replayed or reset. */
  maxQueuedBytes?: number;
}

const frameOf = (id: number, event: LiveEvent) => `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The live clients of one API process and the events it has heard, in a bounded ring. Every API process hears every
 * event (LISTEN), so an id is the same everywhere and a client may reconnect to any process.
 */
export class LiveHub {
  private readonly ring: Frame[] = [];
  private readonly clients = new Set<Writable>();
  private readonly ringSize: number;
  private readonly maxQueuedBytes: number;
  private readonly heartbeat: NodeJS.Timeout;
  /**
   * Every event with an id above this has been heard (or is in the ring): the sequence's value when listening
   * (re)started, then the id of the last event pushed out of the ring.
   */
  private floor = Number.POSITIVE_INFINITY;

  constructor(options: LiveHubOptions = {}) {
    this.ringSize = options.ringSize ?? 1024;
    this.maxQueuedBytes = options.maxQueuedBytes ?? 256 * 1024;
    // One timer for every client: a comment line keeps proxies and load balancers from closing an idle stream.
    this.heartbeat = setInterval(() => this.broadcast(': heartbeat\n\n'), options.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Listening (re)started with the sequence at `lastId`: events before it may have been missed, so clients refetch. */
  listening(lastId: number): void {
    const first = this.floor === Number.POSITIVE_INFINITY;
    this.ring.length = 0;
    this.floor = lastId;
    if (!first) this.broadcast(this.resetFrame());
  }

  publish({ id, event }: LiveNotice): void {
    const frame = { id, text: frameOf(id, event) };
    this.ring.push(frame);
    if (this.ring.length > this.ringSize) this.floor = Math.max(this.floor, this.ring.shift()!.id);
    this.broadcast(frame.text);
  }

  /** Adds a client, first sending what it missed since `lastEventId` (or a reset when that is no longer known). */
  subscribe(client: Writable, lastEventId: string | undefined): () => void {
    client.write('retry: 3000\n\n');
    const last = lastEventId !== undefined && /^\d{1,16}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    if (last !== undefined) {
      // Arrival order first: ids are taken when a change is made, so commits may deliver them out of order.
      const position = this.ring.findIndex((frame) => frame.id === last);
      let missed: Frame[] | undefined;
      if (position >= 0) missed = this.ring.slice(position + 1);
      else if (last >= this.floor) missed = this.ring.filter((frame) => frame.id > last);
      if (missed) for (const frame of missed) client.write(frame.text);
      else client.write(this.resetFrame());
    }
    this.clients.add(client);
    return () => this.clients.delete(client);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private resetFrame(): string {
    // The newest id this process knows, so the client's next Last-Event-ID is one it can be replayed from.
    const id = this.ring.at(-1)?.id ?? (Number.isFinite(this.floor) ? this.floor : 0);
    return frameOf(id, { type: 'reset' });
  }

  private broadcast(text: string): void {
    for (const client of this.clients) {
      if (client.writableLength > this.maxQueuedBytes) {
        this.clients.delete(client);
        client.end();
        continue;
      }
      client.write(text);
    }
  }
}
