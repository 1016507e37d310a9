import { eventGroupValues, fantasyEventGroups, playerFantasyPoints, type Position } from '@hadaf/domain';
import { picture } from '../accounts/users.ts';
import { readRankOf } from '../competitions/index.ts';
import { nowOf, PLAYER_COLUMNS, toPlayers } from '../football/index.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { num, textOrNull, usableInteger, type Row } from '../platform/database/rows.ts';
import { forbidden, notFound } from '../platform/http/errors.ts';
import { defineOperations, type HandlerContext } from '../platform/operations.ts';
import { fantasyMessage } from './messages.ts';
import { competitionPlayerStats, squadPoints } from '../competitions/index.ts';
import { fantasyCompetition, isParticipant, readSquad, saveSquad, squadView, type FantasyCompetition } from './team-setup.ts';

/**
 * Whose squad the caller may read: always his own; another participant's once the competition has started (before,
 * squads are private, or they could be copied). Returns that user's id.
 */
async function readableSquadOwner(context: HandlerContext, competition: FantasyCompetition, requested: number | undefined): Promise<number> {
  const viewer = context.requireUser();
  const userId = requested ?? viewer.id;
  if (userId === viewer.id) return userId;
  if (competition.upcoming) throw forbidden(fantasyMessage('othersHidden', context.locale));
  if (!usableInteger(userId) || !(await isParticipant(context.services.database, competition.id, userId))) throw notFound(fantasyMessage('notParticipant', context.locale));
  return userId;
}

/** Team setup, other fans' squads from the ranking, and a match's per-player breakdown (competitions §2, §3, §5, §8). */
export const fantasyOperations = defineOperations({
  getTeamSetup: {
    handler: async (request, _reply, context) => {
      const competition = await fantasyCompetition(context.services.database, request.params.id, nowOf(context.services), context.locale);
      const viewer = context.requireUser();
      // Other fans' squads open through the breakdown only (it says their rank and points).
      if (request.query.user !== undefined && request.query.user !== viewer.id) throw forbidden(fantasyMessage('ownOnly', context.locale));
      const squad = await readSquad(context.services.database, competition.id, viewer.id);
      // The fan's own squad: its players with form and next fixture, as the picker lists them.
      return { data: (await squadView(context.services.database, competition.id, squad, context.locale, { now: nowOf(context.services) })).view };
    },
  },
  saveTeamSetup: {
    handler: async (request, _reply, context) => {
      const { database } = context.services;
      const now = nowOf(context.services);
      const competition = await fantasyCompetition(database, request.params.id, now, context.locale);
      const user = context.requireUser();
      const squad = await saveSquad(database, competition, user.id, request.body, now, context.locale);
      return { data: (await squadView(database, competition.id, squad, context.locale, { now })).view };
    },
  },
  getSquadBreakdown: {
    handler: async (request, _reply, context) => {
      const { database } = context.services;
      const competition = await fantasyCompetition(database, request.params.id, nowOf(context.services), context.locale);
      const userId = await readableSquadOwner(context, competition, request.query.user);
      const [user] = await database.query<Row>('SELECT id, name, profile_picture_file_id FROM users WHERE id = $1', [userId]);
      if (!user) throw notFound(fantasyMessage('notParticipant', context.locale));
      const [squad, rank] = await Promise.all([readSquad(database, competition.id, userId), readRankOf(database, competition.id, userId)]);
      const { view, points } = await squadView(database, competition.id, squad, context.locale);
      return {
        data: {
          user: { id: num(user.id), name: String(user.name), photo: picture(textOrNull(user.profile_picture_file_id)) },
          ranking: rank?.rank ?? null,
          // The ranking's points when ranked (what the list shows); the squad's own sum until the first re-rank.
          points: rank?.points ?? points,
          formation: view.formation,
          players: view.players,
        },
      };
    },
  },
  getMatchScoreBreakdown: {
    handler: async (request, _reply, context) => {
      const { database } = context.services;
      const competition = await fantasyCompetition(database, request.query.competition, nowOf(context.services), context.locale);
      const userId = await readableSquadOwner(context, competition, request.query.user);
      const squad = await readSquad(database, competition.id, userId);
      const matchId = request.params.id;
      if (!squad || !usableInteger(matchId)) return { data: [] };
      const stats = await competitionPlayerStats(database, competition.id, squad.playerIds);
      const scored = new Map(squadPoints(squad, stats).players.map((entry) => [Number(entry.playerId), entry]));
      const playing = squad.playerIds.filter((id) => stats.get(id)?.matches.has(matchId));
      const rows = await database.query<Row>(`SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.id = ANY($1::bigint[])`, [playing]);
      const players = new Map((await toPlayers(database, rows, context.locale)).map((player) => [player.id, player]));
      return {
        data: playing.flatMap((id): Schemas['ScoreBreakdownItem'][] => {
          const player = players.get(id);
          const entry = scored.get(id);
          const matchStats = stats.get(id)?.matches.get(matchId);
          if (!player || !entry || !matchStats) return [];
          const points = playerFantasyPoints(player.position as Position, matchStats, { captain: entry.isCaptain });
          const values = eventGroupValues(player.position as Position, matchStats);
          const groups = fantasyEventGroups.flatMap((group) => {
            const value = values[group];
            return value === 0 && points.byGroup[group] === 0 ? [] : [[group, { value, points: points.byGroup[group] / 100 }] as const];
          });
          return [
            {
              player: { id, common_name: player.common_name, position: player.position, image: player.image ?? null, team: player.team },
              stats: Object.fromEntries(groups),
              is_captain: entry.isCaptain,
              is_substitute: entry.isSubstitute,
              counted: entry.counted,
              points: points.total / 100,
            },
          ];
        }),
      };
    },
  },
});
