import type { Queryable } from '../database/database.ts';
import { date, dateOrNull, numOrNull, textOrNull, type Row } from '../database/rows.ts';
import type { Locale } from '../http/messages.ts';

export interface StoredUserSettings {
  language: Locale;
  receive_notifications: boolean;
  auto_navigate_to_next_prediction: boolean;
  referral_code: string;
}

/** A row of `users` (migrations/0001_platform.sql) as the server's code reads it. */
export interface UserRow {
  id: number;
  name: string;
  legalName: string | null;
  email: string | null;
  emailVerifiedAt: Date | null;
  phoneNumber: string | null;
  phoneVerified: boolean;
  passwordHash: string | null;
  coins: number;
  /** numeric(14, 2), as PostgreSQL's text. */
  points: string;
  nationalId: string | null;
  nationalIdVerified: boolean;
  nationalIdFrontFileId: string | null;
  nationalIdBackFileId: string | null;
  profilePictureFileId: string | null;
  creator: boolean;
  role: 'user' | 'admin';
  settings: StoredUserSettings;
  referrerId: number | null;
  referralRewardedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Reads `SELECT users.*` (any alias) into a UserRow. */
export function readUser(row: Row): UserRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    legalName: textOrNull(row.legal_name),
    email: textOrNull(row.email),
    emailVerifiedAt: dateOrNull(row.email_verified_at),
    phoneNumber: textOrNull(row.phone_number),
    phoneVerified: Boolean(row.phone_verified),
    passwordHash: textOrNull(row.password_hash),
    coins: Number(row.coins),
    points: String(row.points),
    nationalId: textOrNull(row.national_id),
    nationalIdVerified: Boolean(row.national_id_verified),
    nationalIdFrontFileId: textOrNull(row.national_id_front_file_id),
    nationalIdBackFileId: textOrNull(row.national_id_back_file_id),
    profilePictureFileId: textOrNull(row.profile_picture_file_id),
    creator: Boolean(row.creator),
    role: row.role === 'admin' ? 'admin' : 'user',
    settings: row.settings as StoredUserSettings,
    referrerId: numOrNull(row.referrer_id),
    referralRewardedAt: dateOrNull(row.referral_rewarded_at),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

/** The first user row of a result, or null. */
export const firstUser = (rows: Row[]): UserRow | null => (rows[0] ? readUser(rows[0]) : null);

export async function findUserById(database: Queryable, id: number): Promise<UserRow | null> {
  return firstUser(await database.query('SELECT * FROM users WHERE id = $1', [id]));
}
