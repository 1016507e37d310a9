import { rerankAndSettle } from '../competitions/index.ts';
import { FANTASY_POINTS_JOB, matchIdOf, nowOf } from '../football/index.ts';
import type { Feature } from '../platform/feature.ts';
import { num } from '../platform/database/rows.ts';
import { computeMatchPoints } from './match-points.ts';
import { fantasyOperations } from './operations.ts';

/** Fantasy competitions (type 2): squads, players' points per match from its events, squad rankings (issue 14). */
export const fantasyFeature: Feature = {
  name: 'fantasy',
  operations: fantasyOperations,
  jobs: {
    [FANTASY_POINTS_JOB]: {
      // Idempotent: points are recomputed from all the match's events, and ranks from the points as they stand.
      run: async (services, data) => {
        const matchId = matchIdOf(data);
        await computeMatchPoints(services.database, matchId, nowOf(services));
        const competitions = await services.database.query<{ id: number }>(
          `SELECT c.id FROM competition_matches cm JOIN competitions c ON c.id = cm.competition_id
           WHERE cm.match_id = $1 AND c.type = 2 ORDER BY c.id`,
          [matchId],
        );
        for (const { id } of competitions) await rerankAndSettle(services, num(id));
      },
    },
  },
};

export { computeMatchPoints } from './match-points.ts';
