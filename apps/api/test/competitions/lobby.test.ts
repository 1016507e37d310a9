import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

let world: CompetitionWorld;
let ids: Record<'free' | 'paid' | 'featured' | 'running' | 'past' | 'pending', number>;
let creatorToken = '';

beforeAll(async () => {
  world = await createCompetitionWorld();
  const creator = await world.fan(0);
  creatorToken = creator.token;
  ids = {
    free: (await world.addCompetition({ name: 'Free for all', entryFee: 0, matchesAt: [3 * 60] })).id,
    paid: (await world.addCompetition({ name: 'High stakes', entryFee: 200, matchesAt: [2 * 24 * 60] })).id,
    featured: (await world.addCompetition({ name: 'Derby day', entryFee: 10, featured: true, matchesAt: [24 * 60] })).id,
    running: (await world.addCompetition({ name: 'Under way', matchesAt: [-30, 120] })).id,
    past: (await world.addCompetition({ name: 'Done', matchesAt: [-3 * 24 * 60] })).id,
    pending: (await world.addCompetition({ name: 'Mine to approve', status: 'pending-approval', creatorId: creator.id })).id,
  };
  await world.sql("UPDATE matches SET state = 'FINISHED', home_goals = 1, away_goals = 0 WHERE id IN (SELECT match_id FROM competition_matches WHERE competition_id = $1)", [ids.past]);
}, 180_000);
afterAll(() => world.api.close());

const list = async (query: Record<string, string | number>, token?: string) => {
  const response = await world.api.call('listCompetitions', { query, token });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { id: number; state: string; name: string }[]; meta: { current_page: number; last_page: number } };
};
const names = (page: { data: { name: string }[] }) => page.data.map((item) => item.name);

describe('the lobby', () => {
  it('lists each state from its matches’ times, upcoming ones soonest first, and hides what is not published', async () => {
    expect(names(await list({ state: 'upcoming' }))).toEqual(['Free for all', 'Derby day', 'High stakes']);
    expect(names(await list({ state: 'running' }))).toEqual(['Under way']);
    expect(names(await list({ state: 'past' }))).toEqual(['Done']);
    expect(names(await list({ state: 'upcoming', featured: 1 }))).toEqual(['Derby day']);
  }, 60_000);

  it('sorts by entry fee both ways, filters what a fan can afford, and pages', async () => {
    expect(names(await list({ state: 'upcoming', sort: 'entry-fee', direction: 'desc' }))).toEqual(['High stakes', 'Derby day', 'Free for all']);
    const fan = await world.fan(50);
    expect(names(await list({ state: 'upcoming', affordable: 1 }, fan.token))).toEqual(['Free for all', 'Derby day']);
    expect(names(await list({ state: 'upcoming', affordable: 1 }))).toEqual(['Free for all']);
    expect(await list({ page: 2 })).toEqual({ data: [], meta: { current_page: 2, last_page: 1 } });
    expect((await list({})).meta).toEqual({ current_page: 1, last_page: 1 });
  }, 60_000);

  it('shows a pending competition to its creator only, and mine/joined lists what the fan joined', async () => {
    expect(names(await list({ mine: 1 }, creatorToken))).toEqual(['Mine to approve']);
    expect((await world.api.call('getCompetition', { params: { id: ids.pending } })).statusCode).toBe(404);
    const own = await world.api.call('getCompetition', { params: { id: ids.pending }, token: creatorToken });
    expect(own.json().data).toMatchObject({ status: 'pending-approval', creator: { name: 'Test User' } });

    const fan = await world.fan(100);
    await world.api.call('joinCompetition', { token: fan.token, params: { id: ids.featured } });
    expect(names(await list({ joined: 1 }, fan.token))).toEqual(['Derby day']);
  }, 60_000);

  it('the competition page: its matches, the prize distribution of its pool, in the caller’s language', async () => {
    const fans = await Promise.all([world.fan(100), world.fan(100), world.fan(100)]);
    for (const fan of fans) await world.api.call('joinCompetition', { token: fan.token, params: { id: ids.free } });
    const page = await world.api.call('getCompetition', { params: { id: ids.running }, locale: 'ar', token: fans[0]!.token });
    expect(page.statusCode).toBe(200);
    const competition = page.json().data;
    expect(competition).toMatchObject({ name: 'تحدي Under way', state: 'running', joined: false, entry_fee: 10, season: { id: ids.running, game_count: 2 } });
    expect(competition.matches).toHaveLength(2);

    const paid = (await world.api.call('getCompetition', { params: { id: ids.featured } })).json().data;
    // One fan paid 10 coins: a pool of 10, less the house's share, split 60/30/10.
    expect(paid.participants).toEqual({ current: 1, min: 0, max: 30 });
    expect(paid.total_prize).toBe(paid.prize_distribution.reduce((sum: number, place: { amount: number }) => sum + place.amount, 0));
    expect(paid.prize_distribution.map((place: { ranking: number }) => place.ranking)).toEqual([1, 2, 3]);
  }, 60_000);
});
