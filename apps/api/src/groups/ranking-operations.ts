import { GROUP_PAGE_SIZE } from '@hadaf/domain';
import { picture } from '../accounts/users.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { num, textOrNull } from '../platform/database/rows.ts';
import { defineOperations } from '../platform/operations.ts';
import { accessTo, requireTabs } from './access.ts';

/**
 * The group leaderboard (docs/decisions/groups.md): its members by their points of the running month (the points
 * every fan's predictions earn, which reset at the end of each month). Ties share a rank: 1 + members with more
 * points, the domain's ranking rule. Read live from the members' points, so it is never pending.
 */
export const groupRankingOperations = defineOperations({
  listGroupRanking: {
    handler: async (request, _reply, context) => {
      const access = await accessTo(context, request.params.id);
      requireTabs(context, access);
      const page = request.query.page ?? 1;
      const { database } = context.services;
      const rows = await database.query(
        `SELECT u.id, u.name, u.profile_picture_file_id, u.points, rank() OVER (ORDER BY u.points DESC) AS ranking
           FROM group_members gm JOIN users u ON u.id = gm.user_id WHERE gm.group_id = $1
          ORDER BY u.points DESC, u.name, u.id LIMIT $2 OFFSET $3`,
        [access.group.id, GROUP_PAGE_SIZE, offsetOf(page, GROUP_PAGE_SIZE)],
      );
      return {
        data: rows.map((row) => ({
          ranking: num(row.ranking),
          points: num(row.points),
          user: { id: num(row.id), name: String(row.name), photo: picture(textOrNull(row.profile_picture_file_id)) },
        })),
        meta: { ...pageMeta(page, GROUP_PAGE_SIZE, access.group.member_count), pending: false },
      };
    },
  },
});
