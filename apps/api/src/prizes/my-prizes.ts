import type { Database, Queryable } from '../platform/database/database.ts';
import { date, num, textOrNull, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { publicImageUrl } from '../images/index.ts';

/** The spec gives no page size for my prizes; 20, like the wallet. */
export const MY_PRIZES_PER_PAGE = 20;

// A prize shows once its competition's review hold is over (available_at: platform §1, 48 hours) and never once voided.
export const shown = (table = '') => `${table}user_id = $1 AND ${table}voided_at IS NULL AND ${table}available_at <= now()`;

/** My prizes not seen yet: the navigation's badge (platform §4). */
export async function newPrizeCount(database: Queryable, userId: number): Promise<number> {
  const [row] = await database.query<Row>(`SELECT count(*) AS total FROM user_prizes WHERE ${shown()} AND read_at IS NULL`, [userId]);
  return num(row?.total ?? 0);
}

export async function markPrizesRead(database: Queryable, userId: number): Promise<void> {
  await database.query(`UPDATE user_prizes SET read_at = now() WHERE ${shown()} AND read_at IS NULL`, [userId]);
}

/** The columns toUserPrizes reads (`up` is user_prizes, `p` the catalogue's prizes joined LEFT). */
export const USER_PRIZE_COLUMNS = 'up.id, up.amount, up.status, up.extra_info, p.name_en, p.name_ar, p.icon';

/**
 * Rows of USER_PRIZE_COLUMNS as the contract's UserPrize: the prize's name in the reader's language, its history
 * (logs, oldest first, with a rejection's reason) and, while rejected, the last rejection's reason.
 */
export async function toUserPrizes(database: Database, rows: readonly Row[], locale: Locale): Promise<Schemas['UserPrize'][]> {
  const ids = rows.map((row) => num(row.id));
  const logs = ids.length
    ? await database.query<Row>('SELECT user_prize_id, status, reason, created_at FROM user_prize_logs WHERE user_prize_id = ANY($1::bigint[]) ORDER BY created_at, id', [ids])
    : [];
  return Promise.all(
    rows.map(async (row) => {
      const history = logs.filter((log) => num(log.user_prize_id) === num(row.id));
      const rejection = [...history].reverse().find((log) => log.status === 'rejected');
      const icon = await publicImageUrl(database, textOrNull(row.icon));
      const name = locale === 'ar' && row.name_ar ? String(row.name_ar) : textOrNull(row.name_en);
      return {
        id: num(row.id),
        amount: num(row.amount),
        status: row.status as Schemas['UserPrizeStatus'],
        prize: name === null ? null : { name, image: icon ? { thumb: icon, original: icon } : null },
        logs: history.map((log) => ({
          status: log.status as Schemas['UserPrizeStatus'],
          meta: { reason: (log.reason ?? null) as Schemas['RejectionReason'] | null },
          created_at: date(log.created_at).toISOString(),
        })),
        extra_info: (row.extra_info ?? null) as Schemas['UserPrize']['extra_info'],
        reason: row.status === 'rejected' && rejection?.reason ? (rejection.reason as Schemas['RejectionReason']) : null,
      };
    }),
  );
}

/** One user prize as UserPrize (whoever owns it), or null when there is none with this id. */
export async function userPrizeById(database: Database, id: number, locale: Locale): Promise<Schemas['UserPrize'] | null> {
  const rows = await database.query<Row>(`SELECT ${USER_PRIZE_COLUMNS} FROM user_prizes up LEFT JOIN prizes p ON p.id = up.prize_id WHERE up.id = $1`, [id]);
  const [prize] = await toUserPrizes(database, rows, locale);
  return prize ?? null;
}

/**
 * My won prizes, newest first, each with its history (logs) and, when rejected, the last rejection's reason. Reading
 * them marks them read (platform §4): the new-prize count drops to 0.
 */
export async function listMyPrizes(database: Database, userId: number, page: number, locale: Locale) {
  const [rows, [count]] = await Promise.all([
    database.query<Row>(
      `SELECT ${USER_PRIZE_COLUMNS}
         FROM user_prizes up LEFT JOIN prizes p ON p.id = up.prize_id
        WHERE ${shown('up.')} ORDER BY up.created_at DESC, up.id DESC LIMIT $2 OFFSET $3`,
      [userId, MY_PRIZES_PER_PAGE, offsetOf(page, MY_PRIZES_PER_PAGE)],
    ),
    database.query<Row>(`SELECT count(*) AS total FROM user_prizes WHERE ${shown()}`, [userId]),
  ]);
  const data = await toUserPrizes(database, rows, locale);
  await markPrizesRead(database, userId);
  return { data, meta: pageMeta(page, MY_PRIZES_PER_PAGE, num(count?.total ?? 0)) };
}
