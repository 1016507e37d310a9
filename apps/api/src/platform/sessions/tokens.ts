import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../database/database.ts';
import { date, num, type Row } from '../database/rows.ts';
import { secretId } from '../secrets.ts';
import type { Services } from '../services.ts';
import { firstUser, type UserRow } from './user-row.ts';
import { announceRevocation } from './identities.ts';

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

/** Two tabs refreshing at once present the same refresh token: within this window both get the same successor. */
export const REFRESH_GRACE_SECONDS = 30;

/** The HttpOnly cookie browsers keep the refresh token in (set with every token answer, auth-operations.ts). */
export const REFRESH_COOKIE = 'refresh-token';

/** Opaque 256-bit tokens; the database keeps only their SHA-256 (enough for high-entropy secrets). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

interface NewTokens {
  access: string;
  refresh: string;
}

/**
 * The pair that succeeds a spent refresh token: derived from it with the server's secret, so a second refresh
 * within the grace window gets the very same pair without the server keeping any token in clear.
 */
function successorOf(secret: string, spentHash: string): NewTokens {
  const derive = (kind: string) => createHmac('sha256', secret).update(`${kind}\n${spentHash}`).digest('base64url');
  return { access: derive('access'), refresh: derive('refresh') };
}

/**
 * The ids of the secrets that verify (HADAF_SECRET, and HADAF_SECRET_PREVIOUS during a rotation). A token derived under
 * any other secret is refused: whoever held a removed secret and the token table could compute such tokens.
 */
export const verifyingSecretIds = (services: Services) => services.verifyingSecrets.map(secretId);

const pairOf = ({ access, refresh }: NewTokens): TokenPair => ({ token_type: 'Bearer', access_token: access, refresh_token: refresh, expires_in: ACCESS_TOKEN_SECONDS });

/** `derivedWith`: the id of the secret the pair was derived under, or null for random tokens (a new login). */
async function issue(tx: Queryable, userId: number, familyId: string, familyExpiresAt: Date, { access, refresh }: NewTokens, derivedWith: string | null): Promise<TokenPair> {
  const now = Date.now();
  await tx.query('INSERT INTO access_tokens (user_id, family_id, token_hash, expires_at, derived_with) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    familyId,
    sha256(access),
    new Date(now + ACCESS_TOKEN_SECONDS * 1000),
    derivedWith,
  ]);
  await tx.query('INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, family_expires_at, derived_with) VALUES ($1, $2, $3, $4, $5, $6)', [
    userId,
    familyId,
    sha256(refresh),
    new Date(Math.min(now + REFRESH_TOKEN_SECONDS * 1000, familyExpiresAt.getTime())),
    familyExpiresAt,
    derivedWith,
  ]);
  return pairOf({ access, refresh });
}

/** A new login: a new token family, of random tokens (no secret can predict them, so no rotation ends them). */
export function startSession(services: Services, userId: number): Promise<TokenPair> {
  const tokens = { access: newToken(), refresh: newToken() };
  return services.database.transaction((tx) => issue(tx, userId, randomUUID(), new Date(Date.now() + SESSION_MAX_SECONDS * 1000), tokens, null));
}

interface KnownRefreshToken {
  userId: number;
  familyId: string;
  used: boolean;
  /** Spent within the grace window, and its successor still live: a concurrent refresh, not a copy. */
  successorInGrace: TokenPair | null;
}

async function findRefreshToken(services: Services, refreshToken: string): Promise<KnownRefreshToken | null> {
  const spentHash = sha256(refreshToken);
  // The successor may have been derived under the previous secret, by a process not yet given the new one.
  const successors = services.verifyingSecrets.map((secret) => successorOf(secret, spentHash));
  const [row] = await services.database.query<Row>(
    `SELECT t.user_id, t.family_id, t.used_at,
            (SELECT s.token_hash FROM refresh_tokens s
              WHERE t.used_at > now() - make_interval(secs => $2) AND t.revoked_at IS NULL
                AND s.token_hash = ANY($3::text[]) AND s.revoked_at IS NULL AND s.family_expires_at > now()
              LIMIT 1) AS live_successor
       FROM refresh_tokens t WHERE t.token_hash = $1`,
    [spentHash, REFRESH_GRACE_SECONDS, successors.map((successor) => sha256(successor.refresh))],
  );
  if (!row) return null;
  const successor = successors.find((candidate) => sha256(candidate.refresh) === row.live_successor);
  return { userId: num(row.user_id), familyId: String(row.family_id), used: row.used_at !== null, successorInGrace: successor ? pairOf(successor) : null };
}

/**
 * Rotation: the refresh token is spent (used_at) in the same statement that checks it is unspent, so of
 * concurrent refreshes with one token exactly one rotates it. The others, within REFRESH_GRACE_SECONDS, get the
 * same successor (two tabs waking up together stay signed in). Presenting a spent token later means it was
 * copied: the whole family (every token of that login) is revoked.
 */
export async function refreshSession(services: Services, refreshToken: string): Promise<TokenPair | null> {
  const spentHash = sha256(refreshToken);
  // Always derived under the current secret: a pair from before a rotation is re-issued under the new one.
  const successor = successorOf(services.secret, spentHash);
  const rotated = await services.database.transaction(async (tx) => {
    const [spent] = await tx.query<Row>(
      `UPDATE refresh_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now() AND family_expires_at > now()
          AND (derived_with IS NULL OR derived_with = ANY($2::text[]))
        RETURNING user_id, family_id, family_expires_at`,
      [spentHash, verifyingSecretIds(services)],
    );
    if (!spent) return null;
    return issue(tx, num(spent.user_id), String(spent.family_id), date(spent.family_expires_at), successor, secretId(services.secret));
  });
  if (rotated) return rotated;
  const known = await findRefreshToken(services, refreshToken);
  if (known?.successorInGrace) return known.successorInGrace;
  if (known?.used) await revokeFamily(services, known.familyId);
  return null;
}

async function revokeWhere(services: Services, column: 'family_id' | 'user_id', value: string | number) {
  for (const table of ['access_tokens', 'refresh_tokens']) {
    await services.database.query(`UPDATE ${table} SET revoked_at = now() WHERE ${column} = $1 AND revoked_at IS NULL`, [value]);
  }
  // The processes that remember these tokens (identities.ts) forget them.
  await announceRevocation(services.database, column === 'family_id' ? { familyId: String(value) } : { userId: Number(value) });
}

export const revokeFamily = (services: Services, familyId: string) => revokeWhere(services, 'family_id', familyId);

/** Ends every login of a user (after a password reset). */
export const revokeAllSessions = (services: Services, userId: number) => revokeWhere(services, 'user_id', userId);

export interface Session {
  user: UserRow;
  familyId: string;
}

/** The user behind a bearer token, or null when it is unknown, expired or revoked. */
export async function authenticate(services: Services, accessToken: string): Promise<Session | null> {
  const rows = await services.database.query<Row>(
    `SELECT u.*, t.family_id AS session_family_id FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND (t.derived_with IS NULL OR t.derived_with = ANY($2::text[]))`,
    [sha256(accessToken), verifyingSecretIds(services)],
  );
  const user = firstUser(rows);
  return user ? { user, familyId: String(rows[0]!.session_family_id) } : null;
}

/**
 * Whose session a refresh token belongs to, read without spending it: a live, unrevoked token (or one spent within
 * the grace window, a tab's refresh racing the read). Only the live stream asks (a browser's EventSource sends the
 * cookie but no Authorization header); everything else still needs an access token.
 */
export async function identifyByRefreshToken(services: Services, refreshToken: string): Promise<{ userId: number; familyId: string } | null> {
  const [row] = await services.database.query<Row>(
    `SELECT user_id, family_id FROM refresh_tokens
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now() AND family_expires_at > now()
        AND (used_at IS NULL OR used_at > now() - make_interval(secs => $2))`,
    [sha256(refreshToken), REFRESH_GRACE_SECONDS],
  );
  return row ? { userId: num(row.user_id), familyId: String(row.family_id) } : null;
}

/** Logout: the session's family always; a refresh token given in the body too, if it is this user's. */
export async function endSession(services: Services, session: Session, refreshToken: string | undefined) {
  await revokeFamily(services, session.familyId);
  if (!refreshToken) return;
  const known = await findRefreshToken(services, refreshToken);
  if (known && known.userId === session.user.id && known.familyId !== session.familyId) await revokeFamily(services, known.familyId);
}
