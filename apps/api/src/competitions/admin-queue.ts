import type { QueryParams, Schemas } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import { dateOrNull, num, textOrNull, usableInteger, type Row } from '../platform/database/rows.ts';
import { queueSearch } from '../platform/database/search.ts';
import type { Locale } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { CARD_COLUMNS, CARD_FROM, toCompetitions } from './competition-read.ts';
import { COMPETITIONS_PER_PAGE } from './competition-list.ts';

type QueueQuery = QueryParams<'adminListCompetitions'>;

/**
 * GET /admin/competitions: the admins' review queue (issue 30) — user competitions of one review status, of every
 * group. Waiting ones oldest first (the longest-waiting is reviewed first), decided ones latest decision first. `q`
 * matches either name or the creator's name, or is the competition's id.
 */
export async function listReviewQueue(database: Database, query: QueueQuery, adminId: number, locale: Locale, now: Date, eksabShare: number) {
  const page = query.page ?? 1;
  const status = query.status ?? 'pending-approval';
  const params: unknown[] = [now, adminId, status];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['c.status = $3'];
  const search = queueSearch(query.q);
  if (search) {
    const pattern = search.pattern === null ? null : param(search.pattern);
    where.push(
      `(${[pattern && `c.name_en ILIKE ${pattern} OR c.name_ar ILIKE ${pattern} OR u.name ILIKE ${pattern}`, search.id !== null && `c.id = ${param(search.id)}`].filter(Boolean).join(' OR ')})`,
    );
  }
  const order = status === 'pending-approval' ? 'c.created_at ASC, c.id ASC' : 'c.reviewed_at DESC NULLS LAST, c.id DESC';
  const offset = offsetOf(page, COMPETITIONS_PER_PAGE);
  const matching = `FROM ${CARD_FROM} WHERE ${where.join(' AND ')}`;
  const rows = await database.query<Row>(
    `SELECT ${CARD_COLUMNS}, c.reviewed_at, c.rejection_reason, count(*) OVER () AS total ${matching}
      ORDER BY ${order} LIMIT ${COMPETITIONS_PER_PAGE} OFFSET ${usableInteger(offset) ? offset : 0}`,
    params,
  );
  // Past the last page the window count has no row to ride on: count on its own.
  const total = rows.length > 0 ? num(rows[0]!.total) : page > 1 ? num((await database.query<Row>(`SELECT count(*) AS total ${matching}`, params))[0]?.total ?? 0) : 0;
  const competitions = await toCompetitions(database, rows, locale, eksabShare);
  const data: Schemas['AdminCompetition'][] = competitions.map((competition, index) => ({
    ...competition,
    reviewed_at: dateOrNull(rows[index]!.reviewed_at)?.toISOString() ?? null,
    rejection_reason: textOrNull(rows[index]!.rejection_reason),
  }));
  return { data, meta: pageMeta(page, COMPETITIONS_PER_PAGE, total) };
}
