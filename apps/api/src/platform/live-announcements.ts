import type { Queryable } from './database/database.ts';

/**
 * What a transaction moved for fans, said once for all of them (migration 0041): each API process then reads the
 * figures of the fans it has connected (live/fan-events.ts). Never one announcement per fan: a whistle moves a
 * million of them.
 */
export type FanAnnouncement =
  /** A match was scored (or its result corrected): its predictors' points. */
  | { kind: 'scored'; match: number }
  /** A competition was re-ranked: its participants' ranks and points. */
  | { kind: 'ranked'; competition: number }
  /** A match's fantasy points moved: the squads of the fantasy competitions that include it. */
  | { kind: 'fantasy'; match: number }
  /** Notifications of these fans were added or read (null: too many to list, every connected fan). */
  | { kind: 'notifications'; users: number[] | null };

/** Announces on the live channel, through `tx`: delivered when it commits, never if it rolls back. */
export async function announceToFans(tx: Queryable, announcement: FanAnnouncement): Promise<void> {
  await tx.query('SELECT announce_live_fans($1::jsonb)', [JSON.stringify(announcement)]);
}
