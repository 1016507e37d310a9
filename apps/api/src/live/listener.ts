import pg from 'pg';
import type { Database } from '../platform/database/database.ts';
import type { ServerConfig } from '../platform/config.ts';
import type { LiveNotice } from './hub.ts';

/** The channel migration 0031's trigger notifies: named after the schema, as channels are database-wide. */
export const liveChannel = (schema: string) => `hadaf_live_${schema}`;

export interface ListenerEvents {
  /** Listening (re)started; the sequence was at `lastId`, anything before may have been missed. */
  listening(lastId: number): void;
  notice(notice: LiveNotice): void;
  error(error: unknown): void;
}

export interface LiveListener {
  close(): Promise<void>;
}

function parse(payload: string | undefined): LiveNotice | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as LiveNotice;
    return typeof notice?.id === 'number' && typeof notice.event?.type === 'string' ? notice : undefined;
  } catch {
    return undefined;
  }
}

const LAST_ID = 'SELECT current_schema() AS schema, (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM live_event_ids) AS last_id';

/** PGlite is in this process: its LISTEN hears the commits of this process, the only one there is. */
async function listenPglite(database: Database, on: ListenerEvents): Promise<LiveListener> {
  const [row] = await database.query<{ schema: string; last_id: number }>(LAST_ID);
  const unlisten = await database.pglite!.listen(liveChannel(row!.schema), (payload) => {
    const notice = parse(payload);
    if (notice) on.notice(notice);
  });
  on.listening(Number(row!.last_id));
  return { close: () => unlisten() };
}

/**
 * PostgreSQL: one connection of its own per process, held open. When it drops, it reconnects (1 s, then up to
 * 10 s apart) and says so (listening again: clients refetch what they may have missed).
 */
async function listenPostgres(config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema'>, on: ListenerEvents): Promise<LiveListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: config.databaseUrl, ...(config.databaseSchema ? { options: `-c search_path="${config.databaseSchema}"` } : {}) });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (closed) return;
      if (error) on.error(error);
      retry = setTimeout(() => void connect().catch(lost), delay);
      delay = Math.min(delay * 2, 10_000);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      const notice = parse(message.payload);
      if (notice) on.notice(notice);
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string; last_id: string | number }>(LAST_ID);
      await next.query(`LISTEN "${liveChannel(rows[0]!.schema)}"`);
      delay = 1000;
      on.listening(Number(rows[0]!.last_id));
    } catch (error) {
      lost(error);
      throw error;
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

export function listenForLiveEvents(database: Database, config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema'>, on: ListenerEvents): Promise<LiveListener> {
  return database.kind === 'pglite' ? listenPglite(database, on) : listenPostgres(config, on);
}
