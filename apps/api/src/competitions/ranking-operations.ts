import { picture } from '../accounts/users.ts';
import type { Schemas } from '../platform/contract/types.ts';
import type { Queryable } from '../platform/database/database.ts';
import { dateOrNull, num, usableInteger, type Row } from '../platform/database/rows.ts';
import { validationFailed } from '../platform/http/errors.ts';
import type { Locale } from '../platform/http/messages.ts';
import { message } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { defineOperations } from '../platform/operations.ts';
import { LEADER_POSITIONS } from './rankings.ts';
import { readRankingPage, readRankOf, type RankedParticipant } from './rankings-read.ts';

/** Rows per page of GET /rankings (the spec does not give the ranking page size; 20 like the other lists). */
export const RANKINGS_PER_PAGE = 20;
// Every page lies wholly inside or wholly beyond the stored first places (rankings-read.ts).
if (LEADER_POSITIONS % RANKINGS_PER_PAGE !== 0) throw new Error('LEADER_POSITIONS must be a multiple of RANKINGS_PER_PAGE');

/** How long a client may keep "my ranking" (cache_until): short, since ranks move within seconds of a whistle. */
const MY_RANKING_CACHE_SECONDS = 30;

interface RankingState {
  participants: number;
  pending: boolean;
  /** The last re-rank (ISO), null before the first. */
  updatedAt: string | null;
}

/**
 * The ranking of a competition (season-id is the competition's id), or a 422 on season-id when there is none.
 * Pending: one of its matches was scored, or someone joined or left, after the ranks were last generated (a re-rank
 * job is on its way).
 */
async function rankingState(database: Queryable, seasonId: number, locale: Locale): Promise<RankingState> {
  const unknown = () => validationFailed(message('invalidData', locale), { 'season-id': [message('choice', locale)] });
  if (!usableInteger(seasonId)) throw unknown();
  const [row] = await database.query<Row>(
    `SELECT coalesce(r.participants, 0) AS participants, r.ranked_at,
       EXISTS (SELECT 1 FROM competition_matches cm JOIN matches m ON m.id = cm.match_id
               WHERE cm.competition_id = c.id AND m.scored_at > coalesce(r.scored_through, '-infinity'::timestamptz))
       OR coalesce(r.members_changed, EXISTS (SELECT 1 FROM competition_participants p WHERE p.competition_id = c.id)) AS pending
     FROM competitions c LEFT JOIN competition_rankings r ON r.competition_id = c.id WHERE c.id = $1`,
    [seasonId],
  );
  if (!row) throw unknown();
  return { participants: num(row.participants), pending: row.pending === true, updatedAt: dateOrNull(row.ranked_at)?.toISOString() ?? null };
}

function toRankingItem(ranked: RankedParticipant): Schemas['RankingItem'] {
  return { ranking: ranked.rank, points: ranked.points, user: { id: ranked.userId, name: ranked.name, photo: picture(ranked.profilePictureFileId) } };
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
      const rows = await readRankingPage(database, seasonId, offsetOf(page, RANKINGS_PER_PAGE), RANKINGS_PER_PAGE);
      return {
        data: rows.map(toRankingItem),
        meta: { ...pageMeta(page, RANKINGS_PER_PAGE, state.participants), pending: state.pending, updated_at: state.updatedAt },
      };
    },
  },

  getMyRanking: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const seasonId = request.query['season-id'];
      const { database } = context.services;
      const state = await rankingState(database, seasonId, context.locale);
      const row = await readRankOf(database, seasonId, user.id);
      const cacheUntil = new Date(Date.now() + MY_RANKING_CACHE_SECONDS * 1000).toISOString();
      return { data: row ? toRankingItem(row) : null, cache_until: cacheUntil, updated_at: state.updatedAt };
    },
  },
});
