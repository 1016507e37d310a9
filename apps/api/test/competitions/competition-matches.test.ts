import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

let world: CompetitionWorld;
let fan: TestUser;
let derby: { id: number; matchIds: number[] };
let cup: { id: number; matchIds: number[] };

beforeAll(async () => {
  world = await createCompetitionWorld();
  fan = await world.fan(100);
  derby = await world.addCompetition({ name: 'Derby', entryFee: 0, matchesAt: [3 * 60, 2 * 24 * 60] });
  cup = await world.addCompetition({ name: 'Cup', entryFee: 0, matchesAt: [26 * 60] });
  // A match of no competition.
  await world.addMatch({ minutesFromNow: 5 * 60 });
}, 180_000);
afterAll(() => world?.api.close());

const ids = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { id: number }[] }).data.map((item) => item.id);
};

describe('a competition’s matches on GET /v2/games', () => {
  it('lists exactly the competition’s matches as match items, for visitors too', async () => {
    expect(ids(await world.api.call('listGames', { query: { competition: derby.id } }))).toEqual(derby.matchIds);
    expect(ids(await world.api.call('listGames', { query: { competition: cup.id } }))).toEqual(cup.matchIds);
    expect(ids(await world.api.call('listGames', { query: { competition: 987_654 } }))).toEqual([]);
  }, 60_000);

  it('lists the matches of the competitions the fan joined, and follows a join at once', async () => {
    expect(ids(await world.api.call('listGames', { query: { joined: '1' }, token: fan.token }))).toEqual([]);
    expect((await world.api.call('joinCompetition', { params: { id: derby.id }, token: fan.token })).statusCode).toBe(200);
    expect(ids(await world.api.call('listGames', { query: { joined: '1' }, token: fan.token }))).toEqual(derby.matchIds);
    expect((await world.api.call('joinCompetition', { params: { id: cup.id }, token: fan.token })).statusCode).toBe(200);
    expect(ids(await world.api.call('listGames', { query: { joined: '1' }, token: fan.token }))).toEqual([derby.matchIds[0], cup.matchIds[0], derby.matchIds[1]]);
    // A visitor joined nothing.
    expect(ids(await world.api.call('listGames', { query: { joined: '1' } }))).toEqual([]);
  }, 60_000);
});
