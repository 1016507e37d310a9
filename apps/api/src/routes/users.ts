import { and, asc, count, eq, ilike, notInArray, type SQL } from 'drizzle-orm';
import { defineOperations } from '../contract/registry.ts';
import { users } from '../db/schema.ts';
import { offsetOf, pageMeta } from '../services/pagination.ts';
import { toUserSummary } from '../services/users.ts';

const on = (flag: string | undefined) => flag === '1' || flag === 'true';
/** Search text is matched literally: % and _ typed by a user are not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Extra filters other features add to the user directory (the groups issue implements skip-group:
 * "exclude members of this group"). Each gets the query parameters and returns a condition or nothing.
 */
export type UserDirectoryFilter = (query: Record<string, unknown>) => SQL | undefined;
export const userDirectoryFilters: UserDirectoryFilter[] = [];

export const usersOperations = defineOperations({
  listUsers: {
    handler: async (request, _reply, context) => {
      context.requireUser();
      const { page = 1, per_page: perPage = 10, creator, q } = request.query;
      const excluded = request.query['exclude-users'] ?? [];
      const conditions = [
        on(creator) ? eq(users.creator, true) : undefined,
        q?.trim() ? ilike(users.name, likePattern(q.trim())) : undefined,
        excluded.length > 0 ? notInArray(users.id, excluded) : undefined,
        ...userDirectoryFilters.map((filter) => filter(request.query as Record<string, unknown>)),
      ].filter((condition): condition is SQL => condition !== undefined);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const { db } = context.services;
      const [total] = await db.select({ value: count() }).from(users).where(where);
      const rows = await db
        .select({ id: users.id, name: users.name, profilePictureFileId: users.profilePictureFileId, creator: users.creator })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(perPage)
        .offset(offsetOf(page, perPage));
      return { data: rows.map(toUserSummary), meta: pageMeta(page, perPage, total?.value ?? 0) };
    },
  },
});
