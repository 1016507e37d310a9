import { canRedeemPrize, coinsForPrize, type UserPrizeStatus } from '@hadaf/domain';
import type { FastifyRequest } from 'fastify';
import { renderRedemptionForms, type RedemptionFormName } from '../documents/redemption-forms.ts';
import { storePrivateFile } from '../documents/private-files.ts';
import type { Queryable, Transaction } from '../platform/database/database.ts';
import { isUniqueViolation, num, textOrNull, type Row } from '../platform/database/rows.ts';
import { notFound, validationFailed } from '../platform/http/errors.ts';
import type { HandlerContext } from '../platform/operations.ts';
import type { Schemas } from '../platform/contract/types.ts';
import type { Services } from '../platform/services.ts';
import { readUser, type UserRow } from '../platform/sessions/user-row.ts';
import { prizeMessage } from './messages.ts';
import { shown, userPrizeById } from './my-prizes.ts';
import {
  checkMethod,
  checkPersonalInfo,
  checkShapes,
  discard,
  ErrorList,
  formNames,
  readRedemptionParts,
  type PersonalInfo,
  type ReceivedScans,
  type ScanSide,
  type SubmitInput,
} from './redemption-input.ts';

/** The forms every redemption is made with, in the order they are listed; each must be signed (named) on submit. */
export const REDEMPTION_FORM_NAMES: readonly RedemptionFormName[] = ['receipt', 'tax-form'];

/** A won prize of the caller, as redemption needs it. */
interface OwnPrize {
  id: number;
  status: UserPrizeStatus;
  /** EGP. */
  amount: number;
  /** Coins a group competition pays by itself when its hold ends: such a prize is never redeemed (platform §4). */
  paidInCoins: boolean;
  prizeName: string | null;
  competitionName: string | null;
  /**
   * The prize's unsigned forms, read in the same statement as its status (one snapshot: a submit committing meanwhile
   * shows as processing, never as a pending prize whose forms are gone). Not read under the lock: there the forms are
   * read by the next statement, after the lock is granted.
   */
  unsignedForms: UnsignedForm[];
}

/** The caller's own shown prize (its review hold over, not voided), optionally under its row's lock; null for anyone else's. */
async function findOwnPrize(database: Queryable, userId: number, userPrizeId: number, context: HandlerContext, lock = false): Promise<OwnPrize | null> {
  const [row] = await database.query<Row>(
    `SELECT up.id, up.status, up.amount, up.coins, p.name_en AS prize_en, p.name_ar AS prize_ar, c.name_en AS competition_en, c.name_ar AS competition_ar,
            ${lock ? "'[]'::json" : UNSIGNED_FORMS} AS unsigned_forms
       FROM user_prizes up LEFT JOIN prizes p ON p.id = up.prize_id LEFT JOIN competitions c ON c.id = up.competition_id
      WHERE up.id = $2 AND ${shown('up.')}${lock ? ' FOR UPDATE OF up' : ''}`,
    [userId, userPrizeId],
  );
  if (!row) return null;
  const inLanguage = (en: unknown, ar: unknown) => (context.locale === 'ar' && ar ? String(ar) : textOrNull(en));
  return {
    id: num(row.id),
    status: row.status as UserPrizeStatus,
    amount: num(row.amount),
    paidInCoins: row.coins !== null,
    prizeName: inLanguage(row.prize_en, row.prize_ar),
    competitionName: inLanguage(row.competition_en, row.competition_ar),
    unsignedForms: readForms(row.unsigned_forms),
  };
}

const prizeNotFound = (context: HandlerContext) => notFound(prizeMessage('prizeNotFound', context.locale));

/** Why a prize cannot be redeemed now (platform §4: only pending or rejected), or null when it can. */
function notRedeemableReason(prize: OwnPrize, context: HandlerContext): string | null {
  if (prize.status === 'processing') return prizeMessage('alreadyProcessing', context.locale);
  if (!canRedeemPrize(prize.status) || prize.paidInCoins) return prizeMessage('notRedeemable', context.locale);
  return null;
}

/** Under the prize's lock: the status may have moved since the first look (a concurrent submit), which is final. */
function assertRedeemable(prize: OwnPrize, context: HandlerContext) {
  const reason = notRedeemableReason(prize, context);
  if (reason) throw validationFailed(context.t('invalidData'), { user_prize_id: [reason] });
}

/** What the forms were made from: a request must carry the same details, or the signed forms would say something else. */
const detailsOf = (info: PersonalInfo) => ({ legal_name: info.legalName, national_id: info.nationalId, phone_number: info.phoneNumber, email: info.email });

/**
 * The body read and checked as far as it can be without the prize's lock: the contract's shapes (422), the caller's
 * own prize (404), then every rule at once (422): redeemable now, step 1's personal info and scans, and for a submit
 * the method and the signed forms.
 */
async function readChecked(request: FastifyRequest, context: HandlerContext, received: ReceivedScans, schema: 'RedemptionFormsRequest' | 'RedemptionSubmitRequest') {
  const user = context.requireUser();
  const fields = await readRedemptionParts(request, context, received);
  checkShapes(context, fields, schema);
  const prize = await findOwnPrize(context.services.database, user.id, Number(fields.user_prize_id), context);
  if (!prize) throw prizeNotFound(context);
  const errors = new ErrorList();
  const notRedeemable = notRedeemableReason(prize, context);
  if (notRedeemable) errors.add('user_prize_id', notRedeemable);
  const info = checkPersonalInfo(user, fields, received, context, errors);
  return { user, fields, prize, errors, info };
}

/**
 * POST /v2/prize-redemption/generate-redemption-forms: the receipt and the tax form, made from the personal info in
 * the caller's language, stored as private files (the owner and admins only) and listed with their Preview links.
 * They replace the prize's earlier unsigned forms. The scans are checked (step 1 needs them) but not kept: the
 * request sends them again.
 */
export async function generateRedemptionForms(request: FastifyRequest, context: HandlerContext): Promise<{ data: Schemas['RedemptionForm'][] }> {
  const { services, locale } = context;
  const received: ReceivedScans = new Map();
  try {
    const { user, prize, errors, info } = await readChecked(request, context, received, 'RedemptionFormsRequest');
    errors.throwIfAny(context);
    const rendered = await renderRedemptionForms(
      {
        legalName: info.legalName ?? '',
        nationalId: info.nationalId,
        phoneNumber: info.phoneNumber,
        email: info.email,
        prizeName: prize.prizeName ?? '',
        competitionName: prize.competitionName,
        amount: prize.amount,
        date: new Date(),
        userPrizeId: prize.id,
      },
      locale,
    );
    const { forms, removed } = await services.database.transaction(async (tx) => {
      const locked = await findOwnPrize(tx, user.id, prize.id, context, true);
      if (!locked) throw prizeNotFound(context);
      assertRedeemable(locked, context);
      const removed = await dropUnsignedForms(tx, prize.id);
      const forms: Schemas['RedemptionForm'][] = [];
      for (const form of rendered) {
        const file = await storePrivateFile(tx, services, { ownerId: user.id, purpose: 'redemption_form', name: form.name, bytes: form.pdf, mime: 'application/pdf', extension: 'pdf' });
        await tx.query('INSERT INTO redemption_forms (user_prize_id, name, file_id, details) VALUES ($1, $2, $3, $4)', [prize.id, form.name, file.id, JSON.stringify(detailsOf(info))]);
        forms.push({ name: form.name, file: file.url });
      }
      return { forms, removed };
    });
    await removeStored(services, removed);
    return { data: forms };
  } finally {
    await discard(received.values());
  }
}

/** The prize's unsigned forms are deleted with their files; the files' storage paths, to remove once committed. */
async function dropUnsignedForms(tx: Transaction, userPrizeId: number): Promise<string[]> {
  const old = await tx.query<Row>('DELETE FROM redemption_forms WHERE user_prize_id = $1 AND redemption_id IS NULL RETURNING file_id', [userPrizeId]);
  if (old.length === 0) return [];
  const files = await tx.query<Row>('DELETE FROM files WHERE id = ANY($1::uuid[]) RETURNING path', [old.map((row) => String(row.file_id))]);
  return files.map((file) => String(file.path));
}

async function removeStored(services: Services, paths: readonly string[]) {
  for (const path of paths) await services.adapters.storage.remove(path);
}

interface UnsignedForm {
  id: number;
  name: string;
  details: Record<string, unknown>;
}

/** The unsigned forms of the user prize `up`, as one JSON list (a sub-select of findOwnPrize). */
const UNSIGNED_FORMS = `(SELECT coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'details', f.details) ORDER BY f.id), '[]'::json)
    FROM redemption_forms f WHERE f.user_prize_id = up.id AND f.redemption_id IS NULL)`;

const readForms = (value: unknown): UnsignedForm[] =>
  (typeof value === 'string' ? (JSON.parse(value) as Row[]) : ((value ?? []) as Row[])).map((row) => ({
    id: num(row.id),
    name: String(row.name),
    details: row.details as Record<string, unknown>,
  }));

async function unsignedForms(database: Queryable, userPrizeId: number): Promise<UnsignedForm[]> {
  const [row] = await database.query<Row>(`SELECT ${UNSIGNED_FORMS} AS forms FROM (SELECT $1::bigint AS id) up`, [userPrizeId]);
  return readForms(row?.forms);
}

/**
 * The signed forms (platform §3 `forms`): every form generated last for the prize must be named, and only those; and
 * they must have been made from the details now sent. Field `forms`.
 */
function checkForms(forms: readonly UnsignedForm[], names: readonly string[], info: PersonalInfo, context: HandlerContext, errors: ErrorList) {
  const { locale } = context;
  if (forms.length === 0) {
    errors.add('forms', prizeMessage('formsNotGenerated', locale));
    return;
  }
  const generated = new Set(forms.map((form) => form.name));
  for (const name of names) if (!generated.has(name)) errors.add('forms', prizeMessage('unknownForm', locale, { name }));
  for (const form of forms) if (!names.includes(form.name)) errors.add('forms', prizeMessage('unsignedForm', locale, { name: form.name }));
  const sent = detailsOf(info);
  const keys = Object.keys(sent) as (keyof typeof sent)[];
  if (forms.some((form) => keys.some((key) => (form.details[key] ?? null) !== sent[key]))) errors.add('forms', prizeMessage('formsOutdated', locale));
}

/**
 * POST /v2/prize-redemption/submit-redemption-request: the request, made in one transaction under the prize's row lock
 * (so of concurrent submits one makes the request and the others find the prize processing): the scans stored as
 * private files (a verified user who sends none refers to the profile's own), the profile's legal name, national id
 * and scans brought up to date (never a verified id's), the generated forms signed, the prize processing with its log.
 */
export async function submitRedemptionRequest(request: FastifyRequest, context: HandlerContext): Promise<{ data: Schemas['UserPrize'] }> {
  const { services, locale } = context;
  const received: ReceivedScans = new Map();
  try {
    const { user, fields, prize, errors, info } = await readChecked(request, context, received, 'RedemptionSubmitRequest');
    const method = checkMethod(fields, context, errors);
    const names = formNames(fields);
    // Forms are moot for a prize that cannot be redeemed now (a concurrent submit signed them already).
    if (!notRedeemableReason(prize, context)) checkForms(prize.unsignedForms, names, info, context, errors);
    errors.throwIfAny(context);
    const input: SubmitInput = { ...info, forms: names, method };
    let removed: string[];
    try {
      removed = await services.database.transaction(async (tx) => {
        const locked = await findOwnPrize(tx, user.id, prize.id, context, true);
        if (!locked) throw prizeNotFound(context);
        assertRedeemable(locked, context);
        const lockedErrors = new ErrorList();
        const forms = await unsignedForms(tx, prize.id);
        checkForms(forms, names, info, context, lockedErrors);
        lockedErrors.throwIfAny(context);
        return createRequest(tx, services, { user, prize: locked, input, received, formIds: forms.map((form) => form.id) });
      });
    } catch (error) {
      // The partial unique index is the last word on "one open request per prize" (the lock normally decides first).
      if (isUniqueViolation(error, 'prize_redemptions_open_idx')) throw validationFailed(context.t('invalidData'), { user_prize_id: [prizeMessage('alreadyProcessing', locale)] });
      throw error;
    }
    await removeStored(services, removed);
    return { data: (await userPrizeById(services.database, prize.id, locale))! };
  } finally {
    await discard(received.values());
  }
}

/** In the submit's transaction, under the prize's lock. Returns the storage paths of the profile scans it replaced. */
async function createRequest(
  tx: Transaction,
  services: Services,
  { user: sessionUser, prize, input, received, formIds }: { user: UserRow; prize: OwnPrize; input: SubmitInput; received: ReceivedScans; formIds: number[] },
): Promise<string[]> {
  // The profile's row as it is now (it is updated below): whether the id is verified, and its stored scans.
  const [userRow] = await tx.query<Row>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [sessionUser.id]);
  const user = readUser(userRow!);
  const scans: Record<ScanSide, string | null> = { front: user.nationalIdFrontFileId, back: user.nationalIdBackFileId };
  const stored = received.size === 2;
  if (stored) {
    for (const side of ['front', 'back'] as const) {
      const file = received.get(side)!;
      const saved = await storePrivateFile(tx, services, {
        ownerId: user.id,
        purpose: side === 'front' ? 'national_id_front' : 'national_id_back',
        name: `national-id-${side}.${file.extension}`,
        temporaryPath: file.temporaryPath,
        mime: file.mime,
        extension: file.extension,
      });
      scans[side] = saved.id;
    }
  }
  const { method } = input;
  const [created] = await tx.query<Row>(
    `INSERT INTO prize_redemptions (user_prize_id, user_id, legal_name, phone_number, email, national_id, national_id_verified, front_file_id, back_file_id,
                                    method, wallet_issuer, wallet_phone_number, coins)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      prize.id,
      user.id,
      input.legalName,
      input.phoneNumber,
      input.email,
      user.nationalIdVerified ? user.nationalId : input.nationalId,
      user.nationalIdVerified,
      scans.front,
      scans.back,
      method.name,
      method.name === 'E-Wallet' ? method.issuer : null,
      method.name === 'E-Wallet' ? method.phoneNumber : null,
      method.name === 'Coins' ? coinsForPrize(prize.amount) : null,
    ],
  );
  await tx.query('UPDATE redemption_forms SET redemption_id = $2 WHERE id = ANY($1::bigint[])', [formIds, created!.id]);
  await tx.query("UPDATE user_prizes SET status = 'processing' WHERE id = $1", [prize.id]);
  await tx.query("INSERT INTO user_prize_logs (user_prize_id, status) VALUES ($1, 'processing')", [prize.id]);

  // The profile keeps what the fan just confirmed: the legal name, and (until verified) the national id and its scans.
  const update: Record<string, unknown> = {};
  if (input.legalName !== null) update.legal_name = input.legalName;
  const replaced: string[] = [];
  if (!user.nationalIdVerified) {
    update.national_id = input.nationalId;
    if (stored) {
      update.national_id_front_file_id = scans.front;
      update.national_id_back_file_id = scans.back;
      replaced.push(...[user.nationalIdFrontFileId, user.nationalIdBackFileId].filter((id): id is string => id !== null));
    }
  }
  const columns = Object.keys(update);
  if (columns.length > 0) {
    const assignments = columns.map((name, index) => `${name} = $${index + 2}`);
    await tx.query(`UPDATE users SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1`, [user.id, ...columns.map((name) => update[name])]);
  }
  // Old profile scans go, unless a request (this one or an earlier one) still refers to them.
  if (replaced.length === 0) return [];
  const gone = await tx.query<Row>(
    `DELETE FROM files f WHERE f.id = ANY($1::uuid[]) AND f.owner_id = $2
        AND NOT EXISTS (SELECT 1 FROM prize_redemptions r WHERE r.front_file_id = f.id OR r.back_file_id = f.id) RETURNING path`,
    [replaced, user.id],
  );
  return gone.map((row) => String(row.path));
}
