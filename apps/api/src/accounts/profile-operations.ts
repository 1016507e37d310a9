import { randomUUID } from 'node:crypto';
import { MAX_IMAGE_BYTES, validateNationalId } from '@hadaf/domain';
import type { FastifyRequest } from 'fastify';
import { defineOperations, type HandlerContext } from '../platform/operations.ts';
import { compileSchema } from '../platform/contract/schemas.ts';
import type { JsonSchema } from '../platform/contract/load.ts';
import { toFieldErrors } from '../platform/http/validation-errors.ts';
import { isUniqueViolation } from '../platform/database/rows.ts';
import { ApiError, tooManyRequests, validationFailed, type FieldErrors } from '../platform/http/errors.ts';
import { domainMessage } from '../platform/http/messages.ts';
import { consumeOtp, issueOtp } from './otps.ts';
import type { Services } from '../platform/services.ts';
import { guardAttempt, hitThrottle } from '../platform/throttle.ts';
import { discard, receiveBase64Image, receiveImage, type ReceivedFile } from './uploads.ts';
import { findUserById, type UserRow } from '../platform/sessions/user-row.ts';
import { normalizeEmail, toUserResource } from './users.ts';
import { sendVerificationLink } from './auth-operations.ts';
import { moveCoins } from '../ledger/index.ts';

const FIVE_MINUTES = 300;

type FilePurpose = 'national_id_front' | 'national_id_back' | 'profile_picture';

/** Upload fields: multipart name, error field, size limit, where the file id goes. */
const uploadFields = {
  'national_id_scans[front]': { errorField: 'national_id_scans.front', maxBytes: MAX_IMAGE_BYTES.scan, purpose: 'national_id_front' },
  'national_id_scans[back]': { errorField: 'national_id_scans.back', maxBytes: MAX_IMAGE_BYTES.scan, purpose: 'national_id_back' },
  profile_picture: { errorField: 'profile_picture', maxBytes: MAX_IMAGE_BYTES.profilePicture, purpose: 'profile_picture' },
} as const satisfies Record<string, { errorField: string; maxBytes: number; purpose: FilePurpose }>;
type UploadField = keyof typeof uploadFields;
const isUploadField = (name: string): name is UploadField => name in uploadFields;

interface ProfileChanges {
  name?: string;
  legal_name?: string;
  email?: string;
  national_id?: string;
}

/** The text parts of a multipart update, checked against the contract's ProfileUpdateMultipart. */
let multipartFieldsValidator: ReturnType<typeof compileSchema> | undefined;
function validateMultipartFields(services: Services, fields: Record<string, string>, context: HandlerContext) {
  if (!multipartFieldsValidator) {
    const schema = (services.contract.dereference(services.contract.document.components) as { schemas: Record<string, JsonSchema> }).schemas.ProfileUpdateMultipart!;
    const properties = Object.fromEntries(Object.entries(schema.properties as Record<string, JsonSchema>).filter(([name]) => !isUploadField(name)));
    multipartFieldsValidator = compileSchema({ ...schema, properties }, 'body');
  }
  if (!multipartFieldsValidator(fields)) throw validationFailed(context.t('invalidData'), toFieldErrors(multipartFieldsValidator.errors ?? [], context.locale));
}

async function readMultipart(request: FastifyRequest, context: HandlerContext, received: Map<UploadField, ReceivedFile>): Promise<ProfileChanges> {
  try {
    return await readParts(request, context, received);
  } catch (error) {
    // Our own refusals (sizes, formats) pass; a body that is not multipart at all (no boundary, JSON) is the caller's.
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
    throw validationFailed(context.t('malformedMultipart'), { body: [context.t('malformedMultipart')] });
  }
}

async function readParts(request: FastifyRequest, context: HandlerContext, received: Map<UploadField, ReceivedFile>): Promise<ProfileChanges> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Only the first file of a field is used (spec §5); unknown file fields are drained and ignored.
      if (!isUploadField(part.fieldname) || received.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const { errorField, maxBytes } = uploadFields[part.fieldname];
      received.set(
        part.fieldname,
        await receiveImage(context.services, { field: errorField, filename: part.filename, stream: part.file, maxBytes, invalidMessage: context.t('invalidData') }),
      );
    } else if (['name', 'legal_name', 'email', 'national_id'].includes(part.fieldname) && !(part.fieldname in fields)) {
      fields[part.fieldname] = String(part.value);
    }
  }
  validateMultipartFields(context.services, fields, context);
  return fields;
}

type JsonUpdate = { name?: string; legal_name?: string; email?: string; national_id?: string; national_id_scans?: { front: Base64; back: Base64 }; profile_picture?: Base64 };
type Base64 = { data: string; filename: string };

async function readJson(body: JsonUpdate, context: HandlerContext, received: Map<UploadField, ReceivedFile>): Promise<ProfileChanges> {
  const sources: [UploadField, Base64 | undefined][] = [
    ['national_id_scans[front]', body.national_id_scans?.front],
    ['national_id_scans[back]', body.national_id_scans?.back],
    ['profile_picture', body.profile_picture],
  ];
  for (const [name, file] of sources) {
    if (!file) continue;
    const { errorField, maxBytes } = uploadFields[name];
    received.set(name, await receiveBase64Image(context.services, { field: errorField, filename: file.filename, data: file.data, maxBytes, invalidMessage: context.t('invalidData') }));
  }
  const { name, legal_name, email, national_id } = body;
  return Object.fromEntries(Object.entries({ name, legal_name, email, national_id }).filter(([, value]) => value !== undefined));
}

/** Rules beyond the contract's shapes: identity data freezes once verified, scans come in pairs, e-mails are unique. */
async function checkChanges(user: UserRow, changes: ProfileChanges, received: Map<UploadField, ReceivedFile>, context: HandlerContext) {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  if (changes.national_id !== undefined && changes.national_id !== user.nationalId) {
    if (user.nationalIdVerified) add('national_id', context.t('nationalIdLocked'));
    else {
      const result = validateNationalId(changes.national_id);
      if (!result.ok) add('national_id', domainMessage(result.error, context.locale, result.params));
    }
  }
  const front = received.has('national_id_scans[front]');
  const back = received.has('national_id_scans[back]');
  if (front !== back) add('national_id_scans', domainMessage('validation.scans.bothRequired', context.locale));
  if ((front || back) && user.nationalIdVerified) add('national_id_scans', context.t('nationalIdLocked'));
  if (changes.email !== undefined && normalizeEmail(changes.email) !== user.email) {
    const [taken] = await context.services.database.query('SELECT id FROM users WHERE email = $1 AND id <> $2', [normalizeEmail(changes.email), user.id]);
    if (taken) add('email', context.t('emailTaken'));
  }
  if (Object.keys(errors).length > 0) throw validationFailed(context.t('invalidData'), errors);
}

async function applyChanges(services: Services, user: UserRow, changes: ProfileChanges, received: Map<UploadField, ReceivedFile>) {
  const newEmail = changes.email !== undefined && normalizeEmail(changes.email) !== user.email ? normalizeEmail(changes.email) : undefined;
  const replaced: { path: string }[] = [];
  await services.database.transaction(async (tx) => {
    // Column → new value; only what changed is written.
    const update: Record<string, unknown> = {};
    if (changes.name !== undefined) update.name = changes.name.trim();
    if (changes.legal_name !== undefined) update.legal_name = changes.legal_name.trim() || null;
    if (changes.national_id !== undefined) update.national_id = changes.national_id;
    if (newEmail) Object.assign(update, { email: newEmail, email_verified_at: null });
    const column = {
      'national_id_scans[front]': ['national_id_front_file_id', 'nationalIdFrontFileId'],
      'national_id_scans[back]': ['national_id_back_file_id', 'nationalIdBackFileId'],
      profile_picture: ['profile_picture_file_id', 'profilePictureFileId'],
    } as const;
    for (const [name, file] of received) {
      const id = randomUUID();
      const key = `users/${user.id}/${id}.${file.extension}`;
      await tx.query('INSERT INTO files (id, owner_id, purpose, path, mime, size) VALUES ($1, $2, $3, $4, $5, $6)', [
        id,
        user.id,
        uploadFields[name].purpose,
        key,
        file.mime,
        file.size,
      ]);
      await services.adapters.storage.adopt(file.temporaryPath, key);
      const [storedColumn, rowField] = column[name];
      update[storedColumn] = id;
      const previous = user[rowField];
      // A scan a prize redemption request refers to stays (the admins review it, docs/decisions/prize-redemption.md).
      if (previous) {
        replaced.push(
          ...(await tx.query<{ path: string }>(
            `DELETE FROM files f WHERE f.id = $1 AND f.owner_id = $2
                AND NOT EXISTS (SELECT 1 FROM prize_redemptions r WHERE r.front_file_id = f.id OR r.back_file_id = f.id) RETURNING path`,
            [previous, user.id],
          )),
        );
      }
    }
    const columns = Object.keys(update);
    const assignments = columns.map((name, index) => `${name} = $${index + 2}`);
    await tx.query(`UPDATE users SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1`, [user.id, ...columns.map((name) => update[name])]);
  });
  for (const old of replaced) await services.adapters.storage.remove(old.path);
  return newEmail;
}

/** The invited user proves a real phone number: only then does the referrer earn the invitation reward. */
async function rewardReferrer(services: Services, user: UserRow) {
  if (!user.referrerId || user.referralRewardedAt) return;
  const reward = services.config.appSettings.referral_reward_coins;
  await services.database.transaction(async (tx) => {
    const [claimed] = await tx.query<{ referrer_id: number | null }>(
      'UPDATE users SET referral_rewarded_at = now() WHERE id = $1 AND referral_rewarded_at IS NULL RETURNING referrer_id',
      [user.id],
    );
    if (!claimed?.referrer_id || reward <= 0) return;
    await moveCoins(tx, {
      idempotencyKey: `referral-reward:${user.id}`,
      kind: 'referral-reward',
      from: { kind: 'referrals' },
      to: { kind: 'wallet', userId: claimed.referrer_id },
      coins: reward,
      memo: { invitedUserId: user.id },
    });
  });
}

const usedPhoneNumber = (context: HandlerContext) => validationFailed(context.t('invalidData'), { phone_number: ['used_phone_number'] });

async function phoneUsedByOther(services: Services, phone: string, userId: number) {
  const [other] = await services.database.query('SELECT id FROM users WHERE phone_number = $1 AND id <> $2', [phone, userId]);
  return other !== undefined;
}

const smsText = {
  en: (code: string) => `Your Hadaf verification code is ${code}. It expires in 10 minutes.`,
  ar: (code: string) => `رمز التحقق في هدف هو ${code}. صالح لمدة ١٠ دقائق.`,
};

export const profileOperations = defineOperations({
  getProfile: {
    handler: async (_request, _reply, context) => ({ data: await toUserResource(context.services, context.requireUser()) }),
  },

  updateProfile: {
    // The JSON variant carries base64 files: two scans and a picture at their limits, plus some slack.
    bodyLimit: Math.ceil(((2 * MAX_IMAGE_BYTES.scan + MAX_IMAGE_BYTES.profilePicture) * 4) / 3) + 1_048_576,
    handler: async (request, _reply, context) => {
      const { services } = context;
      const user = context.requireUser();
      const received = new Map<UploadField, ReceivedFile>();
      try {
        const changes = request.isMultipart() ? await readMultipart(request, context, received) : await readJson(request.body as JsonUpdate, context, received);
        await checkChanges(user, changes, received, context);
        let newEmail: string | undefined;
        try {
          newEmail = await applyChanges(services, user, changes, received);
        } catch (error) {
          if (isUniqueViolation(error)) throw validationFailed(context.t('invalidData'), { email: [context.t('emailTaken')] });
          throw error;
        }
        if (newEmail) await sendVerificationLink(services, user.id, newEmail, context.locale);
        return { data: await toUserResource(services, (await findUserById(services.database, user.id))!) };
      } finally {
        await discard(received.values());
      }
    },
  },

  sendPhoneOtp: {
    handler: async (request, _reply, context) => {
      const { services } = context;
      const user = context.requireUser();
      const phone = request.body.phone_number;
      if (await phoneUsedByOther(services, phone, user.id)) throw usedPhoneNumber(context);
      const limited = await hitThrottle(services, [
        { key: `otp-send:${phone}`, max: 3, windowSeconds: FIVE_MINUTES },
        { key: `otp-send-user:${user.id}`, max: 5, windowSeconds: FIVE_MINUTES },
        { key: `otp-send-ip:${request.ip}`, max: 10, windowSeconds: FIVE_MINUTES },
      ]);
      if (limited) throw tooManyRequests(context.t('throttled'));
      const code = await issueOtp(services, { purpose: 'phone_change', target: phone, userId: user.id });
      await services.adapters.sms.send(phone, smsText[context.locale](code));
      return { message: 'otp_sent' };
    },
  },

  changePhoneNumber: {
    handler: async (request, _reply, context) => {
      const { services } = context;
      const user = context.requireUser();
      const { phone_number: phone, otp } = request.body;
      if (await phoneUsedByOther(services, phone, user.id)) throw usedPhoneNumber(context);
      // Codes are the user's own: others failing on the same number lock only themselves out.
      const outcome = await guardAttempt(
        services,
        {
          own: [
            { key: `otp-verify:${user.id}:${phone}`, max: 5, windowSeconds: FIVE_MINUTES },
            { key: `otp-verify-user:${user.id}`, max: 10, windowSeconds: FIVE_MINUTES },
          ],
          shared: [{ key: `otp-verify:${phone}`, max: 20, windowSeconds: FIVE_MINUTES }],
        },
        async () => (await consumeOtp(services, { purpose: 'phone_change', target: phone, code: otp, userId: user.id })) !== null,
      );
      if (outcome === 'throttled') throw tooManyRequests(context.t('throttled'));
      if (outcome === 'wrong') throw validationFailed(context.t('invalidData'), { otp: ['otp-error'] });
      try {
        await services.database.query('UPDATE users SET phone_number = $2, phone_verified = true, updated_at = now() WHERE id = $1', [user.id, phone]);
      } catch (error) {
        if (isUniqueViolation(error)) throw usedPhoneNumber(context);
        throw error;
      }
      await rewardReferrer(services, user);
      return { data: await toUserResource(services, (await findUserById(services.database, user.id))!) };
    },
  },
});

