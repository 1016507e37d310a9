import { createHash } from 'node:crypto';
import type { Database } from '../database/database.ts';
import { date, num, type Row } from '../database/rows.ts';

/** Who a bearer token speaks for: all the busiest operations need (listing matches, saving predictions). */
export interface Identity {
  userId: number;
  familyId: string;
}

/** A revocation on any API process reaches the others on this channel (payload `family:<id>`, `user:<id>` or `all`). */
const REVOKED_CHANNEL = 'hadaf_sessions_revoked';
/** Tokens remembered per process (a match day's signed-in crowd); past it the oldest is forgotten. */
const KEPT = 50_000;

interface Kept extends Identity {
  expiresAt: number;
}

/**
 * The identities this process has verified, so a busy fan's requests skip the session's database round trip (a
 * fifth of a signed-in request's time, docs/decisions/match-day.md). Trusted only while it listens for
 * revocations: a logout or a password reset on any process drops the tokens it ended here too.
 */
class IdentityCache {
  readonly entries = new Map<string, Kept>();
  /** Told of every revocation heard (the live streams of those sessions end). */
  readonly observers = new Set<(scope: RevokedScope) => void>();
  listening = false;
  /** Moves with every revocation heard: a lookup that started before one does not keep what it read. */
  generation = 0;

  forget(scope: string) {
    this.generation++;
    const revoked = parseScope(scope);
    for (const observer of this.observers) observer(revoked);
    if (scope === 'all') return this.entries.clear();
    const [kind, value] = [scope.slice(0, scope.indexOf(':')), scope.slice(scope.indexOf(':') + 1)];
    for (const [hash, kept] of this.entries) {
      if ((kind === 'family' && kept.familyId === value) || (kind === 'user' && String(kept.userId) === value)) this.entries.delete(hash);
    }
  }

  setListening(listening: boolean) {
    this.listening = listening;
    this.generation++;
    // What arrived while nobody listened is unknown: start again from the database.
    this.entries.clear();
  }
}

/** Whose sessions a revocation ended. */
export type RevokedScope = { familyId: string } | { userId: number } | 'all';

/** A revocation's payload as a scope; anything unreadable ends every session's streams (they reconnect). */
function parseScope(scope: string): RevokedScope {
  if (scope.startsWith('family:')) return { familyId: scope.slice('family:'.length) };
  const userId = scope.startsWith('user:') ? Number(scope.slice('user:'.length)) : Number.NaN;
  return Number.isSafeInteger(userId) ? { userId } : 'all';
}

const caches = new WeakMap<Database, IdentityCache>();
const cacheOf = (database: Database) => {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new IdentityCache()));
  return cache;
};

/** Starts hearing revocations (at start-up); resolves with what stops it. */
export function listenForRevocations(database: Database): Promise<() => Promise<void>> {
  const cache = cacheOf(database);
  return database.notices.listen(REVOKED_CHANNEL, { onNotice: (scope) => cache.forget(scope), onListening: (listening) => cache.setListening(listening) });
}

/** Whether this process hears revocations now (readiness: a process that does not is not sent traffic). */
export const hearsRevocations = (database: Database): boolean => cacheOf(database).listening;

/** Calls `observer` with every revocation this process hears (its own too); returns what stops it. */
export function onRevocation(database: Database, observer: (scope: RevokedScope) => void): () => void {
  const cache = cacheOf(database);
  cache.observers.add(observer);
  return () => cache.observers.delete(observer);
}

/** Tells every process (this one at once) that the tokens of a family or of a user are revoked. */
export async function announceRevocation(database: Database, scope: { familyId: string } | { userId: number } | 'all') {
  const payload = scope === 'all' ? 'all' : 'familyId' in scope ? `family:${scope.familyId}` : `user:${scope.userId}`;
  cacheOf(database).forget(payload);
  await database.notices.notify(REVOKED_CHANNEL, payload);
}

/**
 * The identity behind a bearer token, or null when it is unknown, expired or revoked, or was derived under a secret
 * not among `secretIds` (sessions/tokens.ts, verifyingSecretIds).
 */
export async function identify(database: Database, accessToken: string, secretIds: readonly string[]): Promise<Identity | null> {
  const cache = cacheOf(database);
  const hash = createHash('sha256').update(accessToken).digest('hex');
  const kept = cache.listening ? cache.entries.get(hash) : undefined;
  if (kept && kept.expiresAt > Date.now()) return { userId: kept.userId, familyId: kept.familyId };
  const generation = cache.generation;
  const [row] = await database.query<Row>(
    `SELECT user_id, family_id, expires_at FROM access_tokens
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now() AND (derived_with IS NULL OR derived_with = ANY($2::text[]))`,
    [hash, secretIds],
  );
  if (!row) return null;
  const identity = { userId: num(row.user_id), familyId: String(row.family_id) };
  if (cache.listening && cache.generation === generation) {
    cache.entries.delete(hash);
    cache.entries.set(hash, { ...identity, expiresAt: date(row.expires_at).getTime() });
    if (cache.entries.size > KEPT) cache.entries.delete(cache.entries.keys().next().value!);
  }
  return identity;
}
