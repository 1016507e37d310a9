import {
  invalidGroupKey,
  isFormation,
  positions,
  squadBudget,
  squadFromTeamSetup,
  substituteIds,
  toPointsBreakdownList,
  validateSquad,
  type Position,
  type SquadPlayer,
  teamSetupErrorMessages,
  type TeamSetupErrorKey,
} from '@hadaf/domain';
import type { Schemas } from '../platform/contract/types.ts';
import type { Database, Queryable } from '../platform/database/database.ts';
import { dateOrNull, num, numOrNull, usableInteger, type Row } from '../platform/database/rows.ts';
import { forbidden, notFound, validationFailed } from '../platform/http/errors.ts';
import { message, type Locale } from '../platform/http/messages.ts';
import { PLAYER_COLUMNS, toPlayers, type PlayerOutlookOptions } from '../football/index.ts';
import { fantasyMessage, squadErrorMessage } from './messages.ts';
import { competitionPlayerStats, squadPoints, toStoredSquad, type StoredSquad } from '../competitions/index.ts';

export interface FantasyCompetition {
  id: number;
  budget: number;
  leagueId: number | null;
  /** Before its first kick-off: squads may change, and other fans' squads stay private. */
  upcoming: boolean;
}

/** A fantasy competition (type 2), or 404: other competitions have no team setup. */
export async function fantasyCompetition(database: Queryable, id: number, now: Date, locale: Locale): Promise<FantasyCompetition> {
  const [row] = usableInteger(id) ? await database.query<Row>('SELECT id, type, budget, league_id, starts_at FROM competitions WHERE id = $1', [id]) : [];
  if (!row) throw notFound(message('notFound', locale));
  if (num(row.type) !== 2) throw notFound(fantasyMessage('notFantasy', locale));
  const startsAt = dateOrNull(row.starts_at);
  return { id: num(row.id), budget: squadBudget(numOrNull(row.budget)), leagueId: numOrNull(row.league_id), upcoming: startsAt === null || startsAt > now };
}

export async function isParticipant(database: Queryable, competitionId: number, userId: number): Promise<boolean> {
  const [row] = await database.query('SELECT 1 FROM competition_participants WHERE competition_id = $1 AND user_id = $2', [competitionId, userId]);
  return row !== undefined;
}

export async function readSquad(database: Queryable, competitionId: number, userId: number): Promise<StoredSquad | null> {
  const [row] = await database.query<Row>(
    'SELECT user_id, formation, player_ids, substitute_ids, captain_id FROM fantasy_squads WHERE competition_id = $1 AND user_id = $2',
    [competitionId, userId],
  );
  return row ? toStoredSquad(row) : null;
}

/** The teams whose players may play in the competition: its league's, or (without a league) those of its matches. */
async function eligibleTeams(database: Queryable, competition: FantasyCompetition): Promise<Set<number>> {
  const rows =
    competition.leagueId !== null
      ? await database.query<Row>('SELECT team_id FROM league_teams WHERE league_id = $1', [competition.leagueId])
      : await database.query<Row>(
          `SELECT m.home_team_id AS team_id FROM competition_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.competition_id = $1
           UNION SELECT m.away_team_id FROM competition_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.competition_id = $1`,
          [competition.id],
        );
  return new Set(rows.map((row) => num(row.team_id)));
}

const flag = (value: boolean | number) => value === true || value === 1;

/**
 * Checks a squad with the domain's rules, as the client did (never trusting it): every player known, listed once and
 * of the competition's league, each group filled for the formation with exactly one substitute, one captain, the
 * budget kept. Returns the squad to store, or throws 422 with one error key per problem (competitions §8).
 */
async function validatedSquad(database: Queryable, competition: FantasyCompetition, body: Schemas['Squad'], userId: number, locale: Locale): Promise<StoredSquad> {
  const ids = body.players.map((entry) => entry.id);
  const rows = ids.every(usableInteger) ? await database.query<Row>('SELECT id, price, position, team_id FROM players WHERE id = ANY($1::bigint[])', [ids]) : [];
  const known = new Map(rows.map((row) => [num(row.id), row]));
  const eligible = await eligibleTeams(database, competition);
  const errors = new Set<TeamSetupErrorKey>();
  if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) errors.add('team_setup.invalid_player');
  const entries = body.players.flatMap((entry) => {
    const row = known.get(entry.id);
    if (!row) return [];
    const player: SquadPlayer & { teamId: number } = { id: entry.id, price: num(row.price), position: row.position as Position, teamId: num(row.team_id) };
    return [{ ...player, is_captain: flag(entry.is_captain), is_substitute: flag(entry.is_substitute) }];
  });
  const squad = squadFromTeamSetup({ formation: body.formation, players: entries });
  for (const issue of validateSquad(squad, { budget: competition.budget, isEligible: (player) => eligible.has((player as SquadPlayer & { teamId: number }).teamId) })) {
    errors.add(issue.key);
  }
  // One substitute per group: the bench is the last slot of each (domain squad.ts).
  for (const position of positions) {
    if (entries.filter((entry) => entry.position === position && entry.is_substitute).length !== 1) errors.add(invalidGroupKey[position]);
  }
  if (errors.size > 0 || !isFormation(squad.formation)) {
    const fields = Object.fromEntries([...errors].map((key) => [key, [squadErrorMessage(teamSetupErrorMessages[key], locale)]]));
    throw validationFailed(message('invalidData', locale), fields);
  }
  return {
    userId,
    formation: squad.formation,
    playerIds: squad.players.map((player) => player.id),
    substituteIds: substituteIds(squad),
    captainId: squad.captainIds[0] ?? null,
  };
}

/** POST team-setup: a participant's squad, before the competition starts (then it is locked). */
export async function saveSquad(database: Database, competition: FantasyCompetition, userId: number, body: Schemas['Squad'], now: Date, locale: Locale): Promise<StoredSquad> {
  if (!(await isParticipant(database, competition.id, userId))) throw forbidden(fantasyMessage('joinFirst', locale));
  if (!competition.upcoming) throw validationFailed(fantasyMessage('locked', locale), { competition: [fantasyMessage('locked', locale)] });
  const squad = await validatedSquad(database, competition, body, userId, locale);
  await storeSquad(database, competition.id, squad, now);
  return squad;
}

/** Writes (or replaces) a fan's squad, already checked. */
export async function storeSquad(database: Queryable, competitionId: number, squad: StoredSquad, now: Date): Promise<void> {
  await database.query(
    `INSERT INTO fantasy_squads (competition_id, user_id, formation, player_ids, substitute_ids, captain_id, saved_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (competition_id, user_id) DO UPDATE SET formation = EXCLUDED.formation, player_ids = EXCLUDED.player_ids,
       substitute_ids = EXCLUDED.substitute_ids, captain_id = EXCLUDED.captain_id, saved_at = EXCLUDED.saved_at`,
    [competitionId, squad.userId, squad.formation, squad.playerIds, squad.substituteIds, squad.captainId, now],
  );
}

/**
 * The squad as the contract's SquadView: its players in lineup order with their flags, their points in this
 * competition's matches (captain doubled) and the breakdown per event group. An empty view for no squad. With
 * `outlook` (the fan's own team setup), each player's form and next fixture too.
 */
export async function squadView(
  database: Database,
  competitionId: number,
  squad: StoredSquad | null,
  locale: Locale,
  outlook?: PlayerOutlookOptions,
): Promise<{ view: Schemas['SquadView']; points: number }> {
  if (!squad) return { view: { formation: null, players: [] }, points: 0 };
  const rows = await database.query<Row>(`SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.id = ANY($1::bigint[])`, [squad.playerIds]);
  const players = new Map((await toPlayers(database, rows, locale, outlook)).map((player) => [player.id, player]));
  const scored = squadPoints(squad, await competitionPlayerStats(database, competitionId, squad.playerIds));
  const pointsOf = new Map(scored.players.map((entry) => [Number(entry.playerId), entry.points]));
  const substitutes = new Set(squad.substituteIds);
  return {
    view: {
      formation: isFormation(squad.formation) ? squad.formation : null,
      players: squad.playerIds.flatMap((id) => {
        const player = players.get(id);
        const points = pointsOf.get(id);
        if (!player || !points) return [];
        return [
          {
            ...player,
            scored_fantasy_points: points.total / 100,
            is_captain: id === squad.captainId ? 1 : 0,
            is_substitute: substitutes.has(id),
            status: null,
            points_breakdown: toPointsBreakdownList(points),
          },
        ];
      }),
    },
    points: scored.total / 100,
  };
}
