import { picture } from '../accounts/users.ts';
import type { Schemas } from '../platform/contract/types.ts';
import type { Queryable } from '../platform/database/database.ts';
import { num, textOrNull, usableInteger, type Row } from '../platform/database/rows.ts';
import { validationFailed } from '../platform/http/errors.ts';
import type { Locale } from '../platform/http/messages.ts';
import { message } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { defineOperations } from '../platform/operations.ts';

/** Rows per page of GET /rankings (the spec does not give the ranking page size; 20 like the other lists). */
export const RANKINGS_PER_PAGE = 20;

/** How long a client may keep "my ranking" (cache_until): short, since ranks move within seconds of a whistle. */
const MY_RANKING_CACHE_SECONDS = 30;

interface RankingState {
  participants: number;
  pending: boolean;
}

/**
 * The ranking of a competition (season-id is the competition's id), or a 422 on season-id when there is none.
 * Pending: one of its matches was scored after the ranks were last generated (a re-rank job is on its way).
 */
async function rankingState(database: Queryable, seasonId: number, locale: Locale): Promise<RankingState> {
  const unknown = () => validationFailed(message('invalidData', locale), { 'season-id': [message('choice', locale)] });
  if (!usableInteger(seasonId)) throw unknown();
  const [row] = await database.query<Row>(
    `SELECT coalesce(r.participants, 0) AS participants,
       EXISTS (SELECT 1 FROM competition_matches cm JOIN matches m ON m.id = cm.match_id
               WHERE cm.competition_id = c.id AND m.scored_at > coalesce(r.scored_through, '-infinity'::timestamptz)) AS pending
     FROM competitions c LEFT JOIN competition_rankings r ON r.competition_id = c.id WHERE c.id = $1`,
    [seasonId],
  );
  if (!row) throw unknown();
  return { participants: num(row.participants), pending: row.pending === true };
}

function toRankingItem(row: Row): Schemas['RankingItem'] {
  return {
    ranking: num(row.rank),
    points: num(row.points),
    user: { id: num(row.user_id), name: String(row.name), photo: picture(textOrNull(row.profile_picture_file_id)) },
  };
}

/**
 * GET /rankings and /rankings/mine, answered from the ranking tables the re-rank job writes (rankings.ts), never
 * by summing predictions per request.
 */
export const rankingOperations = defineOperations({
  listRankings: {
    handler: async (request, _reply, context) => {
      const { 'season-id': seasonId, page = 1, metric = 'points' } = request.query;
      const { database } = context.services;
      const state = await rankingState(database, seasonId, context.locale);
      // Prediction competitions rank by points; the other metrics are fantasy event groups, not built yet.
      if (metric !== 'points') throw validationFailed(context.t('invalidData'), { metric: [context.t('choice')] });
      const offset = offsetOf(page, RANKINGS_PER_PAGE);
      // The page starts inside the band that holds its first participant, so a deep page skips whole bands
      // through the index instead of walking every row above it.
      const rows = await database.query<Row>(
        `WITH start AS (
           SELECT points, rank FROM competition_rank_bands WHERE competition_id = $1 AND rank <= $2 + 1 ORDER BY rank DESC LIMIT 1
         )
         SELECT r.user_id, r.points, b.rank, u.name, u.profile_picture_file_id
         FROM start s
         CROSS JOIN LATERAL (
           SELECT user_id, points FROM competition_ranks
           WHERE competition_id = $1 AND points <= s.points
           ORDER BY points DESC, user_id OFFSET $2 + 1 - s.rank LIMIT $3
         ) r
         JOIN competition_rank_bands b ON b.competition_id = $1 AND b.points = r.points
         JOIN competition_participants cp ON cp.competition_id = $1 AND cp.user_id = r.user_id
         JOIN users u ON u.id = r.user_id
         ORDER BY r.points DESC, r.user_id`,
        [seasonId, offset, RANKINGS_PER_PAGE],
      );
      return { data: rows.map(toRankingItem), meta: { ...pageMeta(page, RANKINGS_PER_PAGE, state.participants), pending: state.pending } };
    },
  },

  getMyRanking: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const seasonId = request.query['season-id'];
      const { database } = context.services;
      await rankingState(database, seasonId, context.locale);
      const [row] = await database.query<Row>(
        `SELECT r.user_id, r.points, b.rank, u.name, u.profile_picture_file_id
         FROM competition_ranks r
         JOIN competition_rank_bands b ON b.competition_id = r.competition_id AND b.points = r.points
         JOIN competition_participants cp ON cp.competition_id = r.competition_id AND cp.user_id = r.user_id
         JOIN users u ON u.id = r.user_id
         WHERE r.competition_id = $1 AND r.user_id = $2`,
        [seasonId, user.id],
      );
      const cacheUntil = new Date(Date.now() + MY_RANKING_CACHE_SECONDS * 1000).toISOString();
      return { data: row ? toRankingItem(row) : null, cache_until: cacheUntil };
    },
  },
});
