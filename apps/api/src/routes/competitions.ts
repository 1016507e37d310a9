import { desc, eq } from 'drizzle-orm';
import { defineOperations } from '../contract/registry.ts';
import { competitionParticipants } from '../db/schema.ts';

/**
 * Competition operations of the platform half. Only the joined ids so far: the competitions feature adds the
 * lobby, detail, creation, join and leave here (until then they answer 501), writing competition_participants.
 */
export const competitionsOperations = defineOperations({
  listJoinedCompetitionIds: {
    handler: async (_request, _reply, context) => {
      const user = context.requireUser();
      const rows = await context.services.db
        .select({ id: competitionParticipants.competitionId })
        .from(competitionParticipants)
        .where(eq(competitionParticipants.userId, user.id))
        // Newest joined first (the "my latest joined competitions" column); ties by the newer competition.
        .orderBy(desc(competitionParticipants.joinedAt), desc(competitionParticipants.competitionId));
      return { data: rows.map((row) => row.id) };
    },
  },
});
