import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

/** GET /v2/competitions/{id} (competitions §2, §3): the competition page, who may see it, its pool and its league's prizes. */
let world: CompetitionWorld;
let creator: TestUser;
let ids: Record<'paid' | 'running' | 'pending', number>;

beforeAll(async () => {
  world = await createCompetitionWorld();
  creator = await world.fan(0);
  ids = {
    paid: (await world.addCompetition({ name: 'Derby day', entryFee: 10, matchesAt: [24 * 60] })).id,
    running: (await world.addCompetition({ name: 'Under way', matchesAt: [-30, 120] })).id,
    pending: (await world.addCompetition({ name: 'Mine to approve', status: 'pending-approval', creatorId: creator.id })).id,
  };
  // The league's season-long competition has one prize; every card on that league shows it.
  const [prize] = await world.sql<{ id: string }>("INSERT INTO prizes (name_en, name_ar, icon, amount) VALUES ('Weekly winner', 'فائز الأسبوع', 'https://cdn.example/p.png', 500) RETURNING id");
  await world.sql('INSERT INTO league_prizes (league_id, rank, prize_id) VALUES ($1, 1, $2)', [world.leagueId, prize!.id]);
}, 180_000);
afterAll(() => world?.api.close());

const page = async (id: number, options: { token?: string; locale?: 'ar' | 'en' } = {}) => world.api.call('getCompetition', { params: { id }, ...options });

describe('the competition page', () => {
  it('shows a pending competition to its creator only', async () => {
    expect((await page(ids.pending)).statusCode).toBe(404);
    expect((await page(ids.pending, { token: (await world.fan(0)).token })).statusCode).toBe(404);
    const own = await page(ids.pending, { token: creator.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ status: 'pending-approval', creator: { name: 'Test User' } });
  }, 60_000);

  it('lists its matches, in the caller’s language', async () => {
    const fan = await world.fan(0);
    const response = await page(ids.running, { locale: 'ar', token: fan.token });
    expect(response.statusCode).toBe(200);
    const competition = response.json().data;
    expect(competition).toMatchObject({ name: 'تحدي Under way', state: 'running', joined: false, entry_fee: 10, season: { id: ids.running, game_count: 2 } });
    expect(competition.matches).toHaveLength(2);
  }, 60_000);

  it('splits the pool paid in by its winning strategy', async () => {
    const fan = await world.fan(100);
    expect((await world.api.call('joinCompetition', { token: fan.token, params: { id: ids.paid } })).statusCode).toBe(200);
    const competition = (await page(ids.paid)).json().data;
    expect(competition.participants).toEqual({ current: 1, min: 0, max: 30 });
    expect(competition.total_prize).toBe(competition.prize_distribution.reduce((sum: number, place: { amount: number }) => sum + place.amount, 0));
    expect(competition.prize_distribution.map((place: { ranking: number }) => place.ranking)).toEqual([1, 2, 3]);
  }, 60_000);

  it('says the most its winners can share before anyone joins: the pool at full seats less the house share (issue 30)', async () => {
    const growing = (await world.addCompetition({ name: 'Grows', entryFee: 50, max: 20, matchesAt: [2 * 24 * 60] })).id;
    const unlimited = (await world.addCompetition({ name: 'Open ended', entryFee: 50, max: null, matchesAt: [2 * 24 * 60] })).id;
    const fixed = (await world.addCompetition({ name: 'Fixed', entryFee: 0, calculateReward: false, reward: 500, matchesAt: [2 * 24 * 60] })).id;
    // 50 coins × 20 seats = 1000, 10 % to the house: up to 900 for the winners, 0 so far.
    expect((await page(growing)).json().data).toMatchObject({ reward: 0, reward_max: 900 });
    expect((await page(unlimited)).json().data).toMatchObject({ reward: 0, reward_max: null });
    expect((await page(fixed)).json().data).toMatchObject({ reward: 500, reward_max: 500 });
    const card = (await world.api.call('listCompetitions', { query: { state: 'upcoming' } })).json().data.find((item: { id: number }) => item.id === growing);
    expect(card.reward_max).toBe(900);
  }, 60_000);

  it('names its league’s season-long prizes in season.competition, on the page and the lobby’s cards', async () => {
    const expected = { id: world.leagueId, prizes: [{ name: 'فائز الأسبوع', icon: 'https://cdn.example/p.png', amount: 500 }] };
    expect((await page(ids.paid, { locale: 'ar' })).json().data.season.competition).toMatchObject(expected);
    const lobby = await world.api.call('listCompetitions', { query: { state: 'upcoming' }, locale: 'ar' });
    expect(lobby.json().data.find((card: { id: number }) => card.id === ids.paid).season.competition).toMatchObject(expected);
  }, 60_000);
});
