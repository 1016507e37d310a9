import { likePattern, usableInteger } from '../platform/database/rows.ts';
import { defineOperations } from '../platform/operations.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import type { UserRow } from '../platform/sessions/user-row.ts';
import { toUserSummary } from './users.ts';

const on = (flag: string | undefined) => flag === '1' || flag === 'true';

/**
 * Extra filters other features add to the user directory (the groups issue implements skip-group:
 * "exclude members of this group"). Each gets the query parameters and a `param` that binds a value (returning
 * its placeholder), and returns a condition on `users u` or nothing.
 */
export type UserDirectoryFilter = (query: Record<string, unknown>, param: (value: unknown) => string) => string | undefined;
export const userDirectoryFilters: UserDirectoryFilter[] = [];

export const usersOperations = defineOperations({
  listUsers: {
    handler: async (request, _reply, context) => {
      const { page = 1, per_page: perPage = 10, q } = request.query;
      // The creators section is public (visitors browse creators): a visitor's list holds creators only, whatever
      // they ask, like their lobby holds upcoming competitions only. The rest of the directory is for signed-in fans.
      const creator = context.session ? request.query.creator : '1';
      const excluded = request.query['exclude-users'] ?? [];
      const params: unknown[] = [];
      const param = (value: unknown) => `$${params.push(value)}`;
      const conditions = [
        on(creator) ? 'u.creator' : undefined,
        // Search text is matched literally: % and _ typed by a user are not wildcards.
        q?.trim() ? `u.name ILIKE ${param(likePattern(q.trim()))}` : undefined,
        excluded.length > 0 ? `u.id <> ALL(${param(excluded.filter(usableInteger))}::bigint[])` : undefined,
        ...userDirectoryFilters.map((filter) => filter(request.query as Record<string, unknown>, param)),
      ].filter((condition) => condition !== undefined);
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const { database } = context.services;
      const [total] = await database.query<{ value: number }>(`SELECT count(*) AS value FROM users u ${where}`, params);
      const rows = await database.query<Pick<UserRow, 'id' | 'name' | 'profilePictureFileId' | 'creator'>>(
        `SELECT u.id, u.name, u.profile_picture_file_id AS "profilePictureFileId", u.creator FROM users u ${where}
          ORDER BY u.name, u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, perPage, offsetOf(page, perPage)],
      );
      return { data: rows.map(toUserSummary), meta: pageMeta(page, perPage, total?.value ?? 0) };
    },
  },
});
