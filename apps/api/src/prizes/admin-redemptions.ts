import { picture } from '../accounts/users.ts';
import { privateFileUrl } from '../documents/private-files.ts';
import { moveCoins } from '../ledger/index.ts';
import type { Database, Transaction } from '../platform/database/database.ts';
import { date, dateOrNull, num, numOrNull, textOrNull, type Row } from '../platform/database/rows.ts';
import { queueSearch, searchParams } from '../platform/database/search.ts';
import { notFound, validationFailed } from '../platform/http/errors.ts';
import { notificationPayload } from '../platform/notifications.ts';
import type { Locale } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import type { HandlerContext } from '../platform/operations.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { prizeMessage } from './messages.ts';
import { toUserPrizes, USER_PRIZE_COLUMNS, userPrizeById } from './my-prizes.ts';
import { REDEMPTION_FORM_NAMES } from './redemption.ts';

/** The admins' queue: 20 requests a page (like my prizes), the longest-waiting first. */
export const REDEMPTIONS_PER_PAGE = 20;

type RejectionReason = Schemas['RejectionReason'];

/** A user prize and its latest redemption request, both under the prize's row lock (every decision on a prize queues). */
interface Locked {
  prize: Row;
  request: Row | null;
}

async function lockPrize(tx: Transaction, userPrizeId: number, context: HandlerContext): Promise<Locked> {
  const [prize] = await tx.query<Row>(
    `SELECT up.id, up.user_id, up.amount, up.status, up.competition_id, p.name_en, p.name_ar, u.settings ->> 'language' AS language
       FROM user_prizes up JOIN users u ON u.id = up.user_id LEFT JOIN prizes p ON p.id = up.prize_id
      WHERE up.id = $1 AND up.voided_at IS NULL FOR UPDATE OF up`,
    [userPrizeId],
  );
  if (!prize) throw notFound(prizeMessage('prizeNotFound', context.locale));
  const [request] = await tx.query<Row>('SELECT * FROM prize_redemptions WHERE user_prize_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [userPrizeId]);
  return { prize, request: request ?? null };
}

const refuse = (context: HandlerContext, key: Parameters<typeof prizeMessage>[0]) => {
  const text = prizeMessage(key, context.locale);
  return validationFailed(text, { id: [text] });
};

async function setStatus(tx: Transaction, userPrizeId: number, status: Schemas['UserPrizeStatus'], now: Date, reason: RejectionReason | null = null) {
  await tx.query('UPDATE user_prizes SET status = $2 WHERE id = $1', [userPrizeId, status]);
  await tx.query('INSERT INTO user_prize_logs (user_prize_id, status, reason, created_at) VALUES ($1, $2, $3, $4)', [userPrizeId, status, reason, now]);
}

/** The prize as UserPrize once the decision is committed (in the admin's language). */
async function answer(database: Database, userPrizeId: number, locale: Locale): Promise<{ data: Schemas['UserPrize'] }> {
  return { data: (await userPrizeById(database, userPrizeId, locale))! };
}

/**
 * POST /admin/prize-redemptions/{id}/approve ({id} is the user prize): its pending request is approved and the prize
 * with it. Coins pays the request's coins from the platform's prizes account to the fan's wallet (ledger key
 * prize-redemption:<request>, so never twice) and the prize is received; E-Wallet stays approved until the transfer is
 * recorded. An approved request approved again changes nothing; without a pending request, 422.
 */
export async function approveRedemption(context: HandlerContext, userPrizeId: number) {
  const { database } = context.services;
  const admin = context.requireUser();
  await database.transaction(async (tx) => {
    const { prize, request } = await lockPrize(tx, userPrizeId, context);
    if (request?.status === 'approved') return;
    if (request?.status !== 'pending') throw refuse(context, 'noPendingRequest');
    const now = new Date();
    await tx.query("UPDATE prize_redemptions SET status = 'approved', decided_at = $2, decided_by = $3 WHERE id = $1", [request.id, now, admin.id]);
    await setStatus(tx, userPrizeId, 'approved', now);
    if (request.method !== 'Coins') return;
    const coins = num(request.coins);
    if (coins > 0) {
      await moveCoins(tx, {
        idempotencyKey: `prize-redemption:${num(request.id)}`,
        kind: 'prize-redemption',
        from: { kind: 'prizes' },
        to: { kind: 'wallet', userId: num(prize.user_id) },
        coins,
        competitionId: numOrNull(prize.competition_id),
        memo: { userPrizeId, redemptionId: num(request.id) },
      });
    }
    await tx.query('UPDATE user_prizes SET paid_at = $2 WHERE id = $1', [userPrizeId, now]);
    await setStatus(tx, userPrizeId, 'received', now);
  });
  return answer(database, userPrizeId, context.locale);
}

/**
 * POST /admin/prize-redemptions/{id}/reject: the pending request is rejected with one of the seven reasons, the prize
 * with it (its log carries the reason), and the fan is told (prize-redemption-request-rejected) in the same
 * transaction. The fan may then redeem again: a new request. Rejecting the same request again with the same reason
 * answers the same and tells nobody twice; with another reason, or a request approved already, 422.
 */
export async function rejectRedemption(context: HandlerContext, userPrizeId: number, reason: RejectionReason) {
  const { database } = context.services;
  const admin = context.requireUser();
  await database.transaction(async (tx) => {
    const { prize, request } = await lockPrize(tx, userPrizeId, context);
    if (request?.status === 'rejected' && request.reason === reason && prize.status === 'rejected') return;
    if (request?.status === 'approved') throw refuse(context, 'alreadyApproved');
    if (request?.status === 'rejected') throw refuse(context, 'alreadyRejected');
    if (request?.status !== 'pending') throw refuse(context, 'noPendingRequest');
    const now = new Date();
    await tx.query("UPDATE prize_redemptions SET status = 'rejected', reason = $2, decided_at = $3, decided_by = $4 WHERE id = $1", [request.id, reason, now, admin.id]);
    await setStatus(tx, userPrizeId, 'rejected', now, reason);
    const reader: Locale = prize.language === 'ar' ? 'ar' : 'en';
    const words = (locale: Locale) => {
      const name = String((locale === 'ar' && prize.name_ar ? prize.name_ar : prize.name_en) ?? '');
      return { prize: { id: userPrizeId, name, amount: num(prize.amount) }, title: prizeMessage('rejectedTitle', locale), body: prizeMessage('rejectedBody', locale, { prize: name }) };
    };
    await tx.query("INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, 'prize-redemption-request-rejected', $2, $3)", [
      num(prize.user_id),
      JSON.stringify(notificationPayload(reader, { reason }, words)),
      now,
    ]);
  });
  return answer(database, userPrizeId, context.locale);
}

/**
 * POST /admin/prize-redemptions/{id}/complete: the transfer to an approved E-Wallet request's wallet was sent; the prize
 * is redeemed, with the transfer's reference in extra_info. Completing a redeemed prize again answers the same and
 * changes nothing; any other state, 422.
 */
export async function completeRedemption(context: HandlerContext, userPrizeId: number, transferReference: string) {
  const { database } = context.services;
  const reference = transferReference.trim();
  if (reference === '') throw validationFailed(context.t('invalidData'), { transfer_reference: [context.t('invalid')] });
  await database.transaction(async (tx) => {
    const { prize, request } = await lockPrize(tx, userPrizeId, context);
    if (request?.status !== 'approved' || request.method !== 'E-Wallet') throw refuse(context, 'notApprovedEWallet');
    if (prize.status === 'redeemed') return;
    if (prize.status !== 'approved') throw refuse(context, 'notApprovedEWallet');
    const now = new Date();
    await tx.query('UPDATE prize_redemptions SET transfer_reference = $2, completed_at = $3 WHERE id = $1', [request.id, reference, now]);
    await tx.query(`UPDATE user_prizes SET extra_info = coalesce(extra_info, '{}'::jsonb) || jsonb_build_object('transfer_reference', $2::text) WHERE id = $1`, [
      userPrizeId,
      reference,
    ]);
    await setStatus(tx, userPrizeId, 'redeemed', now);
  });
  return answer(database, userPrizeId, context.locale);
}

/**
 * GET /admin/prize-redemptions: requests of one status (pending by default), oldest first, 20 a page, each with the
 * fan, the prize as UserPrize, the competition, the sent details, the private scans' and signed forms' links.
 */
export async function listRedemptions(database: Database, status: Schemas['RedemptionRequestStatus'], page: number, locale: Locale, q?: string) {
  // The search (issue 30): the fan, the prize, the competition, the sent phone or national id, or the request's id.
  const search = queueSearch(q);
  const filter = [status, ...searchParams(search)];
  const from = `FROM prize_redemptions r JOIN users u ON u.id = r.user_id JOIN user_prizes up ON up.id = r.user_prize_id
         LEFT JOIN prizes p ON p.id = up.prize_id LEFT JOIN competitions c ON c.id = up.competition_id
        WHERE r.status = $1 AND (($2::text IS NULL AND $3::bigint IS NULL) OR u.name ILIKE $2 OR r.legal_name ILIKE $2 OR r.phone_number ILIKE $2 OR r.national_id ILIKE $2
          OR p.name_en ILIKE $2 OR p.name_ar ILIKE $2 OR c.name_en ILIKE $2 OR c.name_ar ILIKE $2 OR r.id = $3::bigint)`;
  const [rows, [count]] = await Promise.all([
    database.query<Row>(
      `SELECT r.*, u.name AS user_name, u.profile_picture_file_id, u.creator, up.competition_id, c.name_en AS competition_en, c.name_ar AS competition_ar
         ${from} ORDER BY r.created_at, r.id LIMIT $4 OFFSET $5`,
      [...filter, REDEMPTIONS_PER_PAGE, offsetOf(page, REDEMPTIONS_PER_PAGE)],
    ),
    database.query<Row>(`SELECT count(*) AS total ${from}`, filter),
  ]);
  const requestIds = rows.map((row) => num(row.id));
  const [prizeRows, formRows] = await Promise.all([
    database.query<Row>(`SELECT ${USER_PRIZE_COLUMNS} FROM user_prizes up LEFT JOIN prizes p ON p.id = up.prize_id WHERE up.id = ANY($1::bigint[])`, [
      rows.map((row) => num(row.user_prize_id)),
    ]),
    database.query<Row>('SELECT redemption_id, name, file_id FROM redemption_forms WHERE redemption_id = ANY($1::bigint[])', [requestIds]),
  ]);
  const prizes = new Map((await toUserPrizes(database, prizeRows, locale)).map((prize) => [prize.id, prize]));
  const order = (name: string) => REDEMPTION_FORM_NAMES.indexOf(name as (typeof REDEMPTION_FORM_NAMES)[number]);
  const data: Schemas['AdminRedemption'][] = rows.map((row) => {
    const fileLink = (id: unknown) => (id === null || id === undefined ? null : privateFileUrl(String(id)));
    const competitionName = locale === 'ar' && row.competition_ar ? row.competition_ar : row.competition_en;
    const coins = numOrNull(row.coins);
    return {
      id: num(row.id),
      status: row.status as Schemas['RedemptionRequestStatus'],
      user_prize: prizes.get(num(row.user_prize_id))!,
      competition: row.competition_id === null || competitionName === null ? null : { id: num(row.competition_id), name: String(competitionName) },
      user: { id: num(row.user_id), name: String(row.user_name), photo: picture(textOrNull(row.profile_picture_file_id)), creator: Boolean(row.creator) },
      legal_name: textOrNull(row.legal_name),
      phone_number: textOrNull(row.phone_number),
      email: textOrNull(row.email),
      national_id: String(row.national_id),
      national_id_verified: Boolean(row.national_id_verified),
      national_id_scans: { front: fileLink(row.front_file_id), back: fileLink(row.back_file_id) },
      forms: formRows
        .filter((form) => num(form.redemption_id) === num(row.id))
        .sort((a, b) => order(String(a.name)) - order(String(b.name)))
        .map((form) => ({ name: String(form.name), file: privateFileUrl(String(form.file_id)) })),
      redemption_method:
        row.method === 'E-Wallet'
          ? { name: 'E-Wallet', options: { phone_number: String(row.wallet_phone_number), wallet: { issuer: row.wallet_issuer as Schemas['PaymentProvider'] } } }
          : { name: 'Coins', options: null },
      coins: row.method === 'Coins' ? (coins ?? 0) : null,
      reason: (row.reason ?? null) as RejectionReason | null,
      created_at: date(row.created_at).toISOString(),
      decided_at: dateOrNull(row.decided_at)?.toISOString() ?? null,
    };
  });
  return { data, meta: pageMeta(page, REDEMPTIONS_PER_PAGE, num(count?.total ?? 0)) };
}
