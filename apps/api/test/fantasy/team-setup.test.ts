import { formationCounts, formations, type Formation, type Position } from '@hadaf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num } from '../../src/platform/database/rows.ts';
import type { TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from '../competitions/world.ts';

let world: CompetitionWorld;
let competitionId: number;
let fan: TestUser;
/** League players by position, cheapest first. */
const byPosition = new Map<Position, { id: number; price: number }[]>();

const setup = (token: string, id = competitionId) => world.api.call('getTeamSetup', { token, params: { id } });
const save = (token: string, body: unknown, id = competitionId, locale: 'en' | 'ar' = 'en') =>
  world.api.call('saveTeamSetup', { token, params: { id }, body: body as never, locale });

/** A legal squad for the formation: per group the starters then the substitute; the first player captains. */
function squadFor(formation: Formation, captains = 1) {
  const counts = { Goalkeeper: 2, ...Object.fromEntries(Object.entries(formationCounts(formation)).map(([position, n]) => [position, n + 1])) } as Record<Position, number>;
  return {
    formation,
    players: (['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'] as const).flatMap((position) =>
      byPosition
        .get(position)!
        .slice(0, counts[position])
        .map((player, index, group) => ({ id: player.id, is_captain: false, is_substitute: index === group.length - 1 })),
    ).map((entry, index) => ({ ...entry, is_captain: index < captains })),
  };
}

const priceOf = (body: ReturnType<typeof squadFor>) =>
  body.players.reduce((sum, entry) => sum + [...byPosition.values()].flat().find((player) => player.id === entry.id)!.price * 10, 0) / 10;

beforeAll(async () => {
  world = await createCompetitionWorld();
  const created = await world.addCompetition({ type: 2, name: 'Fantasy weekend', entryFee: 0 });
  competitionId = created.id;
  // The test league's players cost 4.5–10 M: a budget that fits a squad of the cheapest.
  await world.sql('UPDATE competitions SET budget = 150 WHERE id = $1', [competitionId]);
  const rows = await world.sql('SELECT p.id, p.position, p.price FROM players p JOIN league_teams lt ON lt.team_id = p.team_id WHERE lt.league_id = $1 ORDER BY p.price, p.id', [
    world.leagueId,
  ]);
  for (const row of rows) {
    const position = row.position as Position;
    byPosition.set(position, [...(byPosition.get(position) ?? []), { id: num(row.id), price: Number(row.price) }]);
  }
  // Two goalkeepers in the league (one per team of three): add a third team's keepers so every formation has choice.
  fan = await world.fan(0);
  expect((await world.api.call('joinCompetition', { token: fan.token, params: { id: competitionId } })).statusCode).toBe(200);
}, 180_000);
afterAll(() => world?.api.close());

describe('team setup', () => {
  it('starts empty, then saves and returns a legal squad for every formation', async () => {
    expect((await setup(fan.token)).json().data).toEqual({ formation: null, players: [] });
    for (const formation of formations) {
      const body = squadFor(formation);
      const saved = await save(fan.token, body);
      expect(saved.statusCode, formation).toBe(200);
      const read = (await setup(fan.token)).json().data;
      expect(read.formation).toBe(formation);
      expect(read.players.map((player: { id: number }) => player.id)).toEqual(body.players.map((entry) => entry.id));
      expect(read.players.filter((player: { is_substitute: boolean }) => player.is_substitute)).toHaveLength(4);
      expect(read.players.filter((player: { is_captain: number }) => player.is_captain === 1).map((player: { id: number }) => player.id)).toEqual([body.players[0]!.id]);
      expect(read.players[0]).toMatchObject({ scored_fantasy_points: 0, fantasy_points: 0, latest_news: [], team: { id: expect.any(Number) } });
    }
  });

  it('answers each error key of competitions §8 with its message, in the reader’s language', async () => {
    const errorsOf = async (body: unknown, locale: 'en' | 'ar' = 'en') => {
      const response = await save(fan.token, body, competitionId, locale);
      expect(response.statusCode).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };
    expect(await errorsOf(squadFor('4-4-2', 2))).toEqual({ 'team_setup.multiple_captains': ['Only one captain is allowed'] });
    expect(await errorsOf(squadFor('4-4-2', 2), 'ar')).toEqual({ 'team_setup.multiple_captains': ['يُسمح بقائد واحد فقط'] });
    // A 3-5-2 lineup sent as 4-4-2: one defender short, one midfielder too many.
    expect(Object.keys(await errorsOf({ ...squadFor('3-5-2'), formation: '4-4-2' })).sort()).toEqual(['team_setup.invalid_defender_player', 'team_setup.invalid_midfielder_player']);
    const unknown = squadFor('4-4-2');
    unknown.players[3] = { ...unknown.players[3]!, id: 987_654 };
    expect(await errorsOf(unknown)).toMatchObject({ 'team_setup.invalid_player': ['Selected player is not valid for this competition'] });
    const twice = squadFor('4-4-2');
    twice.players[3] = { ...twice.players[2]! };
    expect(await errorsOf(twice)).toMatchObject({ 'team_setup.invalid_player': expect.any(Array) });
    // Two substitutes among the attackers and none among the midfielders.
    const bench = squadFor('4-4-2');
    bench.players[11] = { ...bench.players[11]!, is_substitute: false };
    bench.players[12] = { ...bench.players[12]!, is_substitute: true };
    expect(Object.keys(await errorsOf(bench))).toContain('team_setup.invalid_midfielder_player');
    expect((await save(fan.token, { formation: '4-4-2', players: squadFor('4-4-2').players.slice(0, 11) })).statusCode).toBe(422);
  });

  it('refuses a player of a team outside the competition’s league', async () => {
    const [team] = await world.sql(`INSERT INTO teams (name_en, name_ar, code) VALUES ('Inter', 'إنتر', 'INT') RETURNING id`);
    const [outsider] = await world.sql(`INSERT INTO players (team_id, common_name_en, common_name_ar, number, position, price) VALUES ($1, 'Far Away', 'بعيد', 9, 'Attacker', 4) RETURNING id`, [
      team!.id,
    ]);
    const body = squadFor('4-4-2');
    body.players[13] = { ...body.players[13]!, id: num(outsider!.id) };
    const response = await save(fan.token, body);
    expect(response.json().errors).toEqual({ 'team_setup.invalid_player': ['Selected player is not valid for this competition'] });
  });

  it('keeps the budget to the tenth of a million', async () => {
    const body = squadFor('4-4-2');
    const cost = priceOf(body);
    await world.sql('UPDATE competitions SET budget = $2 WHERE id = $1', [competitionId, cost]);
    expect((await save(fan.token, body)).statusCode).toBe(200);
    await world.sql('UPDATE competitions SET budget = $2 WHERE id = $1', [competitionId, cost - 0.1]);
    expect((await save(fan.token, body)).json().errors).toEqual({ 'team_setup.budget': ['Invalid team setup for budget'] });
    await world.sql('UPDATE competitions SET budget = 150 WHERE id = $1', [competitionId]);
  });

  it('is for participants of fantasy competitions only, and private to its owner', async () => {
    const stranger = await world.fan(0);
    expect((await save(stranger.token, squadFor('4-4-2'))).statusCode).toBe(403);
    expect((await world.api.call('getTeamSetup', { token: stranger.token, params: { id: competitionId }, query: { user: fan.id } })).statusCode).toBe(403);
    const prediction = await world.addCompetition({ type: 1 });
    expect((await save(fan.token, squadFor('4-4-2'), prediction.id)).statusCode).toBe(404);
    expect((await world.api.call('saveTeamSetup', { params: { id: competitionId }, body: squadFor('4-4-2') as never })).statusCode).toBe(401);
    // Before the start, another fan's squad stays hidden, even through the breakdown.
    const breakdown = await world.api.call('getSquadBreakdown', { token: stranger.token, params: { id: competitionId }, query: { user: fan.id } });
    expect(breakdown.statusCode).toBe(403);
  });
});

describe('once the competition has started', () => {
  let other: TestUser;

  beforeAll(async () => {
    other = await world.fan(0);
    await world.api.call('joinCompetition', { token: other.token, params: { id: competitionId } });
    expect((await save(fan.token, squadFor('4-4-2'))).statusCode).toBe(200);
    world.clock.advance(25 * 60 * 60_000);
  });

  it('locks the squad', async () => {
    const response = await save(fan.token, squadFor('4-3-3'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ competition: ['Your squad is locked: the competition has started.'] });
    expect((await setup(fan.token)).json().data.formation).toBe('4-4-2');
  });

  it("shows another participant's squad through the breakdown, with rank and points", async () => {
    await world.api.app.jobs.drain();
    const response = await world.api.call('getSquadBreakdown', { token: other.token, params: { id: competitionId }, query: { user: fan.id } });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ user: { id: fan.id }, formation: '4-4-2', points: 0, ranking: 1 });
    expect(data.players).toHaveLength(15);
    const stranger = await world.fan(0);
    expect((await world.api.call('getSquadBreakdown', { token: other.token, params: { id: competitionId }, query: { user: stranger.id } })).statusCode).toBe(404);
  });
});
