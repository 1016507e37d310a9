import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { normalizePhone } from '@hadaf/domain';
import type { Schemas } from '../contract/types.ts';
import { friendships, users, type Locale, type UserRow } from '../db/schema.ts';
import type { Services } from './services.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Files are served by the API itself (routes/files.ts), which checks who may read them. */
export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

export function picture(fileId: string | null): Schemas['Picture'] | null {
  // No resizing service: the thumbnail is the original (a decision, see docs/decisions/api-platform.md).
  return fileId ? { thumb: fileUrl(fileId), original: fileUrl(fileId) } : null;
}

/** Unique violations surface from pg and PGlite as SQLSTATE 23505 (sometimes wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraintHint?: string): boolean {
  for (let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return constraintHint === undefined || `${current.constraint ?? ''} ${current.message ?? ''}`.includes(constraintHint);
  }
  return false;
}

export async function findUserById(services: Services, id: number): Promise<UserRow | null> {
  const [row] = await services.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Login identifier: an e-mail address (has @) or a phone number (any digits the domain normaliser accepts). */
export async function findUserByIdentifier(services: Services, identifier: string): Promise<UserRow | null> {
  const trimmed = identifier.trim();
  const condition = trimmed.includes('@') ? eq(users.email, normalizeEmail(trimmed)) : eq(users.phoneNumber, normalizePhone(trimmed));
  const [row] = await services.db.select().from(users).where(condition);
  return row ?? null;
}

export async function findUserByReferralCode(services: Services, code: string | null | undefined): Promise<UserRow | null> {
  if (!code?.trim()) return null;
  const [row] = await services.db.select().from(users).where(sql`${users.settings} ->> 'referral_code' = ${code.trim().toUpperCase()}`);
  return row ?? null;
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

export async function createUser(services: Services, input: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await services.db
        .insert(users)
        .values({
          name: input.name.trim(),
          email: input.email === null ? null : normalizeEmail(input.email),
          passwordHash: input.passwordHash,
          referrerId: input.referrerId,
          settings: { language: input.language, receive_notifications: true, auto_navigate_to_next_prediction: true, referral_code: referralCode() },
        })
        .returning();
      return row!;
    } catch (error) {
      // A referral code collision (1 in 10^12) gets a new code; a taken e-mail goes to the caller.
      if (attempt < 3 && isUniqueViolation(error, 'referral_code')) continue;
      throw error;
    }
  }
}

export async function friendCount(services: Services, userId: number): Promise<number> {
  const [row] = await services.db.select({ value: count() }).from(friendships).where(eq(friendships.userId, userId));
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
  };
}

/** Another user as anyone may see them: no e-mail, phone or identity data. */
export function toUserSummary(row: Pick<UserRow, 'id' | 'name' | 'profilePictureFileId' | 'creator'>): Schemas['UserSummary'] {
  return { id: row.id, name: row.name, photo: picture(row.profilePictureFileId), creator: row.creator };
}
