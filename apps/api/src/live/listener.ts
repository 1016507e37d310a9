import type { Database } from '../platform/database/database.ts';
import type { LiveNotice } from './hub.ts';

/** The channel of migration 0031's trigger and 0041's announcements ('hadaf_live_' || current_schema(): notices.ts adds the schema). */
const LIVE_CHANNEL = 'hadaf_live';

export interface ListenerEvents {
  /** Listening (re)started; the sequence was at `lastId`, anything before may have been missed. */
  listening(lastId: number): void;
  notice(notice: LiveNotice): void;
  /** The listening connection dropped (it reconnects), or the sequence could not be read. */
  error(error: unknown): void;
}

/** A match event (migration 0031's trigger) or an announcement to fans (0041's announce_live_fans). */
function parse(payload: string): LiveNotice | undefined {
  try {
    const notice = JSON.parse(payload) as Partial<{ id: unknown; event: { type?: unknown }; fans: { kind?: unknown } }>;
    if (typeof notice?.id !== 'number') return undefined;
    if (typeof notice.event?.type === 'string' || typeof notice.fans?.kind === 'string') return notice as LiveNotice;
    return undefined;
  } catch {
    return undefined;
  }
}

const LAST_ID = 'SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS last_id FROM live_event_ids';

/**
 * The match events of every process, through the database's LISTEN/NOTIFY (platform/database/notices.ts: one
 * reconnecting connection per channel on PostgreSQL, PGlite's own in this process). The sequence is read once
 * listening has (re)started, so every event above it is heard. Resolves with what stops listening.
 */
export function listenForLiveEvents(database: Database, on: ListenerEvents): Promise<() => Promise<void>> {
  return database.notices.listen(LIVE_CHANNEL, {
    onNotice: (payload) => {
      const notice = parse(payload);
      if (notice) on.notice(notice);
    },
    onListening: (listening) => {
      if (!listening) return on.error(new Error('the listening connection was lost; reconnecting'));
      database.query<{ last_id: number | string }>(LAST_ID).then(([row]) => on.listening(Number(row?.last_id ?? 0)), on.error);
    },
  });
}
