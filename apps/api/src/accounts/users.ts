import { randomBytes } from 'node:crypto';
import { normalizePhone } from '@hadaf/domain';
import type { Schemas } from '../platform/contract/types.ts';
import type { Queryable } from '../platform/database/database.ts';
import { isUniqueViolation } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Services } from '../platform/services.ts';
import { firstUser, type UserRow } from '../platform/sessions/user-row.ts';
import { privateFileUrl } from '../documents/private-files.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Files are served by the API itself (accounts/files-route.ts), which checks who may read them: one URL shape for all. */
export const fileUrl = privateFileUrl;

export function picture(fileId: string | null): Schemas['Picture'] | null {
  // No resizing service: the thumbnail is the original (a decision, see docs/decisions/api-platform.md).
  return fileId ? { thumb: fileUrl(fileId), original: fileUrl(fileId) } : null;
}

/** Login identifier: an e-mail address (has @) or a phone number (any digits the domain normaliser accepts). */
export async function findUserByIdentifier(services: Services, identifier: string): Promise<UserRow | null> {
  const trimmed = identifier.trim();
  const rows = trimmed.includes('@')
    ? await services.database.query('SELECT * FROM users WHERE email = $1', [normalizeEmail(trimmed)])
    : await services.database.query('SELECT * FROM users WHERE phone_number = $1', [normalizePhone(trimmed)]);
  return firstUser(rows);
}

export async function findUserByReferralCode(services: Services, code: string | null | undefined): Promise<UserRow | null> {
  if (!code?.trim()) return null;
  return firstUser(await services.database.query(`SELECT * FROM users WHERE settings ->> 'referral_code' = $1`, [code.trim().toUpperCase()]));
}

// Crockford-style alphabet: no 0/O or 1/I to misread when a code is typed from a screen.
const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function referralCode(): string {
  return Array.from(randomBytes(8), (byte) => referralAlphabet[byte % referralAlphabet.length]).join('');
}

export interface NewUser {
  name: string;
  email: string | null;
  passwordHash: string | null;
  language: Locale;
  referrerId: number | null;
}

export async function createUser(database: Queryable, input: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const settings = { language: input.language, receive_notifications: true, auto_navigate_to_next_prediction: true, referral_code: referralCode() };
      // Signing up through a friend's invitation link makes the two friends (both directions, like every friendship),
      // in the same statement: the new fan's Friends tab and group wizard start with the friend who invited them.
      const rows = await database.query(
        `WITH created AS (INSERT INTO users (name, email, password_hash, referrer_id, settings) VALUES ($1, $2, $3, $4, $5) RETURNING *),
           befriended AS (INSERT INTO friendships (user_id, friend_id)
             SELECT id, referrer_id FROM created WHERE referrer_id IS NOT NULL
             UNION ALL SELECT referrer_id, id FROM created WHERE referrer_id IS NOT NULL)
         SELECT * FROM created`,
        [input.name.trim(), input.email === null ? null : normalizeEmail(input.email), input.passwordHash, input.referrerId, JSON.stringify(settings)],
      );
      return firstUser(rows)!;
    } catch (error) {
      // A referral code collision (1 in 10^12) gets a new code; a taken e-mail goes to the caller.
      if (attempt < 3 && isUniqueViolation(error, 'referral_code')) continue;
      throw error;
    }
  }
}

export async function friendCount(services: Services, userId: number): Promise<number> {
  const [row] = await services.database.query<{ value: number }>('SELECT count(*) AS value FROM friendships WHERE user_id = $1', [userId]);
  return row?.value ?? 0;
}

/** The signed-in user as the contract's User: only ever sent to that user. */
export async function toUserResource(services: Services, row: UserRow): Promise<Schemas['User']> {
  const photo = picture(row.profilePictureFileId);
  const scans =
    row.nationalIdFrontFileId || row.nationalIdBackFileId
      ? { front: picture(row.nationalIdFrontFileId), back: picture(row.nationalIdBackFileId) }
      : null;
  return {
    id: row.id,
    name: row.name,
    legal_name: row.legalName,
    email: row.email,
    phone_number: row.phoneNumber,
    phone_verified: row.phoneVerified,
    coins: row.coins,
    friend_count: await friendCount(services, row.id),
    points: Number(row.points),
    national_id: row.nationalId,
    national_id_verified: row.nationalIdVerified,
    national_id_scans: scans,
    photo,
    profile_picture: photo,
    settings: row.settings,
    creator: row.creator,
    admin: row.role === 'admin',
    referral_earnings: await referralEarnings(services, row.id),
  };
}

/** What my invitations earned me, from the ledger: one invitation reward per friend, and every referral coin. */
async function referralEarnings(services: Services, userId: number): Promise<{ friends: number; coins: number }> {
  const [row] = await services.database.query<{ friends: unknown; coins: unknown }>(
    `SELECT count(*) FILTER (WHERE e.kind = 'referral-reward') AS friends, coalesce(sum(p.amount), 0) AS coins
       FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
      WHERE p.user_id = $1 AND e.kind IN ('referral-reward', 'referral-first-payment')`,
    [userId],
  );
  return { friends: Number(row?.friends ?? 0), coins: Number(row?.coins ?? 0) };
}

/** Another user as anyone may see them: no e-mail, phone or identity data. */
export function toUserSummary(row: Pick<UserRow, 'id' | 'name' | 'profilePictureFileId' | 'creator'>): Schemas['UserSummary'] {
  return { id: row.id, name: row.name, photo: picture(row.profilePictureFileId), creator: row.creator };
}
