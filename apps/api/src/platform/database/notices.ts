import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY between the API processes of one database: a change one process commits is announced
 * to all of them (a revoked session, for one), no other infrastructure needed. Channels are scoped to the schema,
 * so test files sharing a server never hear each other.
 */
export interface Notices {
  /** NOTIFY on `channel`; through `tx` it is sent when that transaction commits, and not at all if it rolls back. */
  notify(channel: string, payload: string, tx?: { query(text: string, params?: unknown[]): Promise<unknown> }): Promise<void>;
  /**
   * Calls `onNotice` with each payload on `channel`, and `onListening(false)` whenever notices may have been missed
   * (the listening connection dropped: it reconnects), then `onListening(true)` once it listens again.
   * Resolves with what stops listening.
   */
  listen(channel: string, handlers: { onNotice(payload: string): void; onListening(listening: boolean): void }): Promise<() => Promise<void>>;
}

const scoped = (channel: string, schema: string | undefined) => `${channel}_${schema ?? 'public'}`;

function notifier(query: (text: string, params: unknown[]) => Promise<unknown>, schema: string | undefined): Notices['notify'] {
  return async (channel, payload, tx) => {
    const text = 'SELECT pg_notify($1, $2)';
    const params = [scoped(channel, schema), payload];
    await (tx ? tx.query(text, params) : query(text, params));
  };
}

export function pgliteNotices(client: PGlite): Notices {
  return {
    notify: notifier((text, params) => client.query(text, params), undefined),
    async listen(channel, { onNotice, onListening }) {
      // One process holds an embedded database: nothing can be missed.
      const stop = await client.listen(scoped(channel, undefined), onNotice);
      onListening(true);
      return stop;
    },
  };
}

/** How long a dropped listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

export function postgresNotices(pool: pg.Pool, connectionString: string, schema: string | undefined): Notices {
  return {
    notify: notifier((text, params) => pool.query(text, params), schema),
    async listen(channel, { onNotice, onListening }) {
      const name = scoped(channel, schema);
      let current: pg.Client | undefined;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const lost = (client: pg.Client) => {
        if (stopped || (current && current !== client)) return;
        current = undefined;
        client.removeAllListeners();
        client.on('error', () => {});
        void client.end().catch(() => {});
        onListening(false);
        retry = setTimeout(() => void connect(), RECONNECT_MS);
      };
      const connect = async () => {
        const client = new pg.Client({ connectionString });
        client.on('notification', (notice) => notice.channel === name && onNotice(notice.payload ?? ''));
        client.on('error', () => lost(client));
        client.on('end', () => lost(client));
        current = client;
        try {
          await client.connect();
          await client.query(`LISTEN ${name}`);
          if (!stopped && current === client) onListening(true);
        } catch {
          lost(client);
        }
      };
      await connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const client = current;
        current = undefined;
        if (client) {
          client.removeAllListeners();
          client.on('error', () => {});
          await client.end().catch(() => {});
        }
      };
    },
  };
}
