import { defineOperations } from '../platform/operations.ts';

/**
 * Competition operations of the platform half. Only the joined ids so far: the competitions feature adds the
 * lobby, detail, creation, join and leave here (until then they answer 501), writing competition_participants.
 */
export const competitionsOperations = defineOperations({
  listJoinedCompetitionIds: {
    handler: async (_request, _reply, context) => {
      const user = context.requireUser();
      // Newest joined first (the "my latest joined competitions" column); ties by the newer competition.
      const rows = await context.services.database.query<{ id: number }>(
        'SELECT competition_id AS id FROM competition_participants WHERE user_id = $1 ORDER BY joined_at DESC, competition_id DESC',
        [user.id],
      );
      return { data: rows.map((row) => row.id) };
    },
  },
});
