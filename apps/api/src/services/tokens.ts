import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { accessTokens, refreshTokens, users, type UserRow } from '../db/schema.ts';
import type { Services } from './services.ts';

/** Short-lived: a stolen access token is useful for at most 15 minutes (and logout ends it at once). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A refresh token unused for 30 days expires... */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
/** ...and no login lasts beyond 90 days, however often it is refreshed. */
export const SESSION_MAX_SECONDS = 90 * 24 * 3600;

export interface TokenPair {
  token_type: 'Bearer';
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Opaque 256-bit random tokens; the database keeps only their SHA-256 (enough for high-entropy secrets). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

type Tx = Pick<Services['db'], 'insert'>;

async function issue(tx: Tx, userId: number, familyId: string, familyExpiresAt: Date): Promise<TokenPair> {
  const now = Date.now();
  const access = newToken();
  const refresh = newToken();
  await tx.insert(accessTokens).values({ userId, familyId, tokenHash: sha256(access), expiresAt: new Date(now + ACCESS_TOKEN_SECONDS * 1000) });
  await tx.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: new Date(Math.min(now + REFRESH_TOKEN_SECONDS * 1000, familyExpiresAt.getTime())),
    familyExpiresAt,
  });
  return { token_type: 'Bearer', access_token: access, refresh_token: refresh, expires_in: ACCESS_TOKEN_SECONDS };
}

/** A new login: a new token family. */
export function startSession(services: Services, userId: number): Promise<TokenPair> {
  return services.db.transaction((tx) => issue(tx, userId, randomUUID(), new Date(Date.now() + SESSION_MAX_SECONDS * 1000)));
}

/**
 * Rotation: the refresh token is spent (used_at) in the same statement that checks it is unspent, so of two
 * concurrent refreshes with one token exactly one wins. Presenting a spent token again means it was copied:
 * the whole family (every token of that login) is revoked.
 */
export async function refreshSession(services: Services, refreshToken: string): Promise<TokenPair | null> {
  const tokenHash = sha256(refreshToken);
  const rotated = await services.db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          gt(refreshTokens.familyExpiresAt, now),
        ),
      )
      .returning();
    if (!spent) return null;
    return issue(tx, spent.userId, spent.familyId, spent.familyExpiresAt);
  });
  if (rotated) return rotated;
  const [known] = await services.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.usedAt) await revokeFamily(services, known.familyId);
  return null;
}

export async function revokeFamily(services: Services, familyId: string) {
  const now = new Date();
  await services.db.update(accessTokens).set({ revokedAt: now }).where(and(eq(accessTokens.familyId, familyId), isNull(accessTokens.revokedAt)));
  await services.db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every login of a user (after a password reset). */
export async function revokeAllSessions(services: Services, userId: number) {
  const now = new Date();
  await services.db.update(accessTokens).set({ revokedAt: now }).where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  await services.db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export interface Session {
  user: UserRow;
  familyId: string;
}

/** The user behind a bearer token, or null when it is unknown, expired or revoked. */
export async function authenticate(services: Services, accessToken: string): Promise<Session | null> {
  const [row] = await services.db
    .select({ user: users, familyId: accessTokens.familyId })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, sha256(accessToken)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date())));
  return row ?? null;
}

/** Logout: the session's family always; a refresh token given in the body too, if it is this user's. */
export async function endSession(services: Services, session: Session, refreshToken: string | undefined) {
  await revokeFamily(services, session.familyId);
  if (!refreshToken) return;
  const [known] = await services.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  if (known && known.userId === session.user.id && known.familyId !== session.familyId) await revokeFamily(services, known.familyId);
}
