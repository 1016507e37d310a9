import { GROUP_PAGE_SIZE, RECOMMENDED_GROUPS } from '@hadaf/domain';
import { flagOn } from '../football/index.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { likePattern } from '../platform/database/rows.ts';
import { defineOperations } from '../platform/operations.ts';
import { groupColumns, toGroup, viewerMembership } from './group-rows.ts';

/** GET /v2/groups: mine (newest joined first), recommended (public groups the viewer is not in, biggest first), or all. */
export const groupListOperations = defineOperations({
  listGroups: {
    handler: async (request, _reply, context) => {
      const { database } = context.services;
      const mine = flagOn(request.query.mine);
      const recommended = !mine && flagOn(request.query.recommended);
      const viewerId = mine ? context.requireUser().id : (context.session?.user.id ?? null);
      const page = recommended ? 1 : (request.query.page ?? 1);
      const perPage = recommended ? RECOMMENDED_GROUPS : GROUP_PAGE_SIZE;
      const params: unknown[] = [viewerId];
      const param = (value: unknown) => `$${params.push(value)}`;
      const q = request.query.q?.trim();
      const conditions = [
        mine ? 'mine.user_id IS NOT NULL' : undefined,
        recommended ? "g.type = 'public' AND mine.user_id IS NULL" : undefined,
        // Search text is matched literally: % and _ typed by a user are not wildcards.
        q ? `g.name ILIKE ${param(likePattern(q))}` : undefined,
      ].filter((condition) => condition !== undefined);
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const order = mine ? 'mine.joined_at DESC, g.id DESC' : 'g.member_count DESC, g.id DESC';
      const [total] = await database.query<{ value: unknown }>(`SELECT count(*) AS value FROM groups g ${viewerMembership('$1')} ${where}`, params);
      const rows = await database.query(
        `SELECT ${groupColumns('$1')} FROM groups g ${viewerMembership('$1')} ${where} ORDER BY ${order} LIMIT ${param(perPage)} OFFSET ${param(offsetOf(page, perPage))}`,
        params,
      );
      const count = recommended ? Math.min(rows.length, perPage) : Number(total?.value ?? 0);
      return { data: rows.map(toGroup), meta: pageMeta(page, perPage, count) };
    },
  },
});
