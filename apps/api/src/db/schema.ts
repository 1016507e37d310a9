import { bigint, boolean, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Typed view of migrations/0001_platform.sql, 0003_competitions.sql and 0004_prizes.sql (football's 0002 is read
// with plain SQL). The SQL migrations are the source of truth; keep both in step.

export type Locale = 'en' | 'ar';

export interface StoredUserSettings {
  language: Locale;
  receive_notifications: boolean;
  auto_navigate_to_next_prediction: boolean;
  referral_code: string;
}

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const userId = (name = 'user_id') => bigint(name, { mode: 'number' }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  email: text('email').unique(),
  emailVerifiedAt: at('email_verified_at'),
  phoneNumber: text('phone_number').unique(),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  passwordHash: text('password_hash'),
  coins: integer('coins').notNull().default(0),
  // numeric comes back as a string; users.ts converts it for the API.
  points: numeric('points', { precision: 14, scale: 2 }).notNull().default('0'),
  nationalId: text('national_id'),
  nationalIdVerified: boolean('national_id_verified').notNull().default(false),
  nationalIdFrontFileId: uuid('national_id_front_file_id'),
  nationalIdBackFileId: uuid('national_id_back_file_id'),
  profilePictureFileId: uuid('profile_picture_file_id'),
  creator: boolean('creator').notNull().default(false),
  role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
  settings: jsonb('settings').$type<StoredUserSettings>().notNull(),
  referrerId: bigint('referrer_id', { mode: 'number' }),
  referralRewardedAt: at('referral_rewarded_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: userId('owner_id'),
  purpose: text('purpose', { enum: ['national_id_front', 'national_id_back', 'profile_picture'] }).notNull(),
  path: text('path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type FilePurpose = (typeof files.$inferSelect)['purpose'];

export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: userId(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerUserId] })],
);

export const accessTokens = pgTable('access_tokens', {
  id: id(),
  userId: userId(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: id(),
  userId: userId(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  familyExpiresAt: at('family_expires_at').notNull(),
  usedAt: at('used_at'),
  revokedAt: at('revoked_at'),
});

export const otps = pgTable('otps', {
  id: id(),
  purpose: text('purpose', { enum: ['phone_change', 'password_reset', 'email_verification'] }).notNull(),
  target: text('target').notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  codeHash: text('code_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export type OtpPurpose = (typeof otps.$inferSelect)['purpose'];

export const throttleHits = pgTable('throttle_hits', {
  id: id(),
  key: text('key').notNull(),
  hitAt: at('hit_at').notNull().defaultNow(),
});

export const outbox = pgTable('outbox', {
  id: id(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type NotificationType = 'prize-redemption-request-rejected' | 'invited-to-group' | 'other';

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userId(),
  type: text('type', { enum: ['prize-redemption-request-rejected', 'invited-to-group', 'other'] }).notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
  readAt: at('read_at'),
  seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
});

export const friendships = pgTable(
  'friendships',
  {
    userId: userId(),
    friendId: userId('friend_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.friendId] })],
);

export const platformSchema = { users, files, socialAccounts, accessTokens, refreshTokens, otps, throttleHits, outbox, notifications, friendships };

// ---------------------------------------------------------------- 0003_competitions.sql (minimal; extended later)

export const competitions = pgTable('competitions', {
  id: id(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  type: smallint('type').$type<1 | 2>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const competitionParticipants = pgTable(
  'competition_participants',
  {
    competitionId: bigint('competition_id', { mode: 'number' }).notNull(),
    userId: userId(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.userId] })],
);

// ---------------------------------------------------------------- 0004_prizes.sql

export const prizes = pgTable('prizes', {
  id: id(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  icon: text('icon'),
  // EGP; numeric(12, 2) read as a JavaScript number (amounts stay far below 2^53 hundredths).
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  externalKey: text('external_key').unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});
