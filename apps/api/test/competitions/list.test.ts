import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/harness.ts';
import { countQueries } from '../helpers/query-count.ts';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

/** GET /v2/competitions (competitions §2, §4, §7): every filter and sort, pages, visitors and fans. */
let world: CompetitionWorld;
let creator: TestUser;
let fan: TestUser;
let groupId = 0;
const DAY = 24 * 60;

interface Item {
  id: number;
  name: string;
  state: string;
  status: string | null;
  joined: boolean;
  reward: number;
  entry_fee: number;
}
type Page = { data: Item[]; meta: { current_page: number; last_page: number } };

beforeAll(async () => {
  world = await createCompetitionWorld();
  creator = await world.fan(0);
  fan = await world.fan(15);
  // Upcoming prediction competitions, created in this order (ties sort by id).
  await world.addCompetition({ name: 'Free for all', entryFee: 0, matchesAt: [180] });
  await world.addCompetition({ name: 'FIFA night', entryFee: 0, eSports: true, matchesAt: [300] });
  const derby = await world.addCompetition({ name: 'Derby day', entryFee: 10, featured: true, matchesAt: [DAY] });
  const fanLeague = await world.addCompetition({ name: 'Fan league', entryFee: 20, status: 'approved', creatorId: creator.id, matchesAt: [DAY + 60, 3 * DAY] });
  await world.addCompetition({ name: 'High stakes', entryFee: 200, calculateReward: false, reward: 1000, matchesAt: [2 * DAY] });
  await world.addCompetition({ name: 'Fantasy cup', type: 2, entryFee: 5, matchesAt: [4 * DAY] });
  groupId = await world.addGroup();
  await world.addCompetition({ name: 'Group only', groupId, matchesAt: [360] });
  await world.addCompetition({ name: 'Mine to approve', status: 'pending-approval', creatorId: creator.id, matchesAt: [2 * DAY] });
  await world.addCompetition({ name: 'Under way', matchesAt: [-30, 120] });
  const done = await world.addCompetition({ name: 'Done', matchesAt: [-3 * DAY] });
  await world.sql("UPDATE matches SET state = 'FINISHED', home_goals = 1, away_goals = 0 WHERE id = ANY($1::bigint[])", [done.matchIds]);
  const calledOff = await world.addCompetition({ name: 'Called off', entryFee: 0, min: 5, matchesAt: [120] });

  // Rewards grow with who paid in: 3 × 10 coins in the derby, 1 × 20 in the fan league (the pool less 10%).
  const payers = [fan, await world.fan(100), await world.fan(100)];
  for (const payer of payers) expect((await world.api.call('joinCompetition', { token: payer.token, params: { id: derby.id } })).statusCode).toBe(200);
  expect((await world.api.call('joinCompetition', { token: payers[1]!.token, params: { id: fanLeague.id } })).statusCode).toBe(200);
  // The fan joined one that auto-cancel then called off: he still finds it, under Past.
  expect((await world.api.call('joinCompetition', { token: fan.token, params: { id: calledOff.id } })).statusCode).toBe(200);
  await world.sql("UPDATE competitions SET status = 'cancelled', cancelled_at = $2 WHERE id = $1", [calledOff.id, world.clock()]);
}, 180_000);
afterAll(() => world?.api.close());

async function list(query: Record<string, string | number>, token?: string): Promise<Page> {
  const response = await world.api.call('listCompetitions', { query, token });
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
}
const names = async (query: Record<string, string | number>, token?: string) => (await list(query, token)).data.map((item) => item.name);

describe('the lobby’s tabs', { timeout: 60_000 }, () => {
  it('gives a visitor the Upcoming tab only: published, not in a group, soonest first', async () => {
    const upcoming = ['Free for all', 'FIFA night', 'Derby day', 'Fan league', 'High stakes'];
    expect(await names({ type: 1, state: 'upcoming' })).toEqual(upcoming);
    expect(await names({ type: 1 })).toEqual(upcoming);
    expect(await names({ state: 'running' })).toEqual([]);
    expect(await names({ state: 'past' })).toEqual([]);
  });

  it('gives a signed-in fan Running and Past, a cancelled one he joined under Past with its status', async () => {
    expect(await names({ state: 'running' }, fan.token)).toEqual(['Under way']);
    expect(await names({ state: 'past', sort: 'start-date', direction: 'desc' }, fan.token)).toEqual(['Called off', 'Done']);
    const past = await list({ state: 'past', joined: 1, sort: 'start-date', direction: 'desc' }, fan.token);
    expect(past.data).toMatchObject([{ name: 'Called off', state: 'past', status: 'cancelled', joined: true }]);
    expect(await names({ state: 'running', joined: 1 }, fan.token)).toEqual([]);
  });

  it('Featured is upcoming and featured; the joined flag is the viewer’s', async () => {
    expect(await list({ state: 'upcoming', featured: 1 }, fan.token)).toMatchObject({ data: [{ name: 'Derby day', joined: true }] });
    expect(await list({ state: 'upcoming', featured: 1 })).toMatchObject({ data: [{ name: 'Derby day', joined: false }] });
  });
});

describe('the lobby’s filters', { timeout: 60_000 }, () => {
  it('by type, fan-created, eSports and group', async () => {
    expect(await names({ type: 2 })).toEqual(['Fantasy cup']);
    expect(await names({ type: 1, creator: 1 })).toEqual(['Fan league']);
    // The creator also sees his own competition waiting for approval.
    expect(await names({ creator: 1 }, creator.token)).toEqual(['Fan league', 'Mine to approve']);
    expect(await names({ 'e-sports': 1 })).toEqual(['FIFA night']);
    expect(await names({ group: groupId })).toEqual(['Group only']);
    expect(await names({ group: 10 })).toEqual([]);
  });

  it('affordable: entry fees within the signed-in fan’s coins; a visitor affords the free ones', async () => {
    // The fan had 15 coins and paid 10 for the derby: 5 left.
    expect(await names({ type: 1, state: 'upcoming', affordable: 1 }, fan.token)).toEqual(['Free for all', 'FIFA night']);
    const rich = await world.fan(20);
    expect(await names({ type: 1, state: 'upcoming', affordable: 1 }, rich.token)).toEqual(['Free for all', 'FIFA night', 'Derby day', 'Fan league']);
    expect(await names({ type: 1, affordable: 1 })).toEqual(['Free for all', 'FIFA night']);
  });

  it('mine: joined or created; joined: joined only', async () => {
    expect(await names({ mine: 1 }, creator.token)).toEqual(['Fan league', 'Mine to approve']);
    expect(await names({ mine: 1, sort: 'start-date' }, fan.token)).toEqual(['Called off', 'Derby day']);
    expect(await names({ joined: 1 }, fan.token)).toEqual(['Called off', 'Derby day']);
    expect(await names({ joined: 1 }, creator.token)).toEqual([]);
    expect(await names({ mine: 1 })).toEqual([]);
  });

  it('for-user-created-fantasy=1 answers the leagues fans may build competitions on, without meta', async () => {
    const response = await world.api.call('listCompetitions', { query: { 'for-user-created-fantasy': 1 }, locale: 'ar' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { id: number; name: string }[]; meta?: unknown };
    expect(body.meta).toBeUndefined();
    expect(body.data.map((league) => league.name)).toEqual(
      expect.arrayContaining(['الدوري الإنجليزي الممتاز', 'الدوري الإيطالي', 'الدوري الإسباني', 'دوري أبطال أوروبا', 'الدوري الأوروبي', 'كأس العالم', 'بطولة أمم أوروبا']),
    );
    expect(body.data).toHaveLength(7);
    expect(body.data.map((league) => league.name)).not.toContain('الدوري المصري الممتاز');
  });
});

describe('the lobby’s sorts, both ways', { timeout: 60_000 }, () => {
  const sorted = (sort: string, direction: string) => names({ type: 1, state: 'upcoming', sort, direction });

  it.each([
    ['start-date', ['Free for all', 'FIFA night', 'Derby day', 'Fan league', 'High stakes']],
    ['expected-first', ['Free for all', 'FIFA night', 'Derby day', 'Fan league', 'High stakes']],
    // The fan league's last match is the latest of all.
    ['end-date', ['Free for all', 'FIFA night', 'Derby day', 'High stakes', 'Fan league']],
    // Equal fees keep the older first ascending, the newer first descending: an exact mirror.
    ['entry-fee', ['Free for all', 'FIFA night', 'Derby day', 'Fan league', 'High stakes']],
    // Rewards 0, 0, 18 (20 − 10%), 27 (30 − 10%), 1000 (fixed).
    ['reward', ['Free for all', 'FIFA night', 'Fan league', 'Derby day', 'High stakes']],
  ])('%s', async (sort, ascending) => {
    expect(await sorted(sort, 'asc')).toEqual(ascending);
    expect(await sorted(sort, 'desc')).toEqual([...ascending].reverse());
  });

  it('reward sorts on the reward the cards show', async () => {
    const page = await list({ type: 1, state: 'upcoming', sort: 'reward', direction: 'desc' });
    expect(page.data.map((item) => item.reward)).toEqual([1000, 27, 18, 0, 0]);
  });
});

const queriesOf = (request: () => Promise<unknown>) => countQueries(world.api.app.services.database, request);

describe('pages of 12', () => {
  it('costs the same few queries for one competition or a full page with covers, prizes and sponsors, and pages', { timeout: 180_000 }, async () => {
    const fantasy = (page?: number) => world.api.call('listCompetitions', { query: { type: 2, ...(page ? { page } : {}) }, token: fan.token });
    await fantasy();
    const withOne = await queriesOf(fantasy);
    for (let index = 1; index <= 12; index += 1) {
      const { id } = await world.addCompetition({ name: `Fantasy ${index}`, type: 2, matchesAt: [4 * DAY + index] });
      await world.sql('UPDATE competitions SET cover = $2 WHERE id = $1', [id, `https://cdn.example/cover-${index}.png`]);
      await world.sql("INSERT INTO competition_prizes (competition_id, rank, name_en, name_ar) VALUES ($1, 1, 'Gold', 'ذهبية'), ($1, 2, 'Silver', 'فضية')", [id]);
      await world.sql("INSERT INTO competition_sponsors (competition_id, position, name) VALUES ($1, 1, 'Acme')", [id]);
    }
    await fantasy();
    const withTwelve = await queriesOf(fantasy);
    expect(withTwelve, `${withOne} queries for 1 competition, ${withTwelve} for 12`).toBe(withOne);
    // The session, the page, then its prizes, sponsors and leagues' prizes.
    expect(withTwelve).toBeLessThanOrEqual(5);
    console.info(`GET /v2/competitions: ${withTwelve} queries for a page of 12 (${withOne} for 1)`);

    const first = (await fantasy()).json() as Page;
    expect(first.data).toHaveLength(12);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2 });
    expect(first.data[0]).toMatchObject({ name: 'Fantasy cup' });
    const second = (await fantasy(2)).json() as Page;
    expect(second).toMatchObject({ data: [{ name: 'Fantasy 12' }], meta: { current_page: 2, last_page: 2 } });
    expect((await fantasy(3)).json()).toEqual({ data: [], meta: { current_page: 3, last_page: 2 } });
  });
});

describe('creator_id: one creator’s own competitions (the creators section)', { timeout: 60_000 }, () => {
  let maker: TestUser;
  beforeAll(async () => {
    maker = await world.fan(0);
    const other = await world.fan(0);
    await world.addCompetition({ name: 'Maker open', status: 'approved', creatorId: maker.id, matchesAt: [5 * DAY] });
    await world.addCompetition({ name: 'Maker fantasy', type: 2, status: 'approved', creatorId: maker.id, matchesAt: [5 * DAY + 60] });
    await world.addCompetition({ name: 'Maker under way', status: 'approved', creatorId: maker.id, matchesAt: [-60, 240] });
    await world.addCompetition({ name: 'Maker waiting', status: 'pending-approval', creatorId: maker.id, matchesAt: [5 * DAY] });
    await world.addCompetition({ name: 'Maker rejected', status: 'rejected', creatorId: maker.id, matchesAt: [5 * DAY] });
    await world.addCompetition({ name: 'Maker in a group', status: 'approved', creatorId: maker.id, groupId, matchesAt: [5 * DAY] });
    await world.addCompetition({ name: 'Someone else’s', status: 'approved', creatorId: other.id, matchesAt: [5 * DAY] });
  });

  it('lists only that creator’s published competitions, with the state and type filters', async () => {
    const open = ['Maker open', 'Maker fantasy'];
    // A visitor (Upcoming only), a fan, the creator himself and an admin see the same: nothing waiting or rejected.
    expect(await names({ creator_id: maker.id, state: 'upcoming' })).toEqual(open);
    expect(await names({ creator_id: maker.id, state: 'upcoming' }, fan.token)).toEqual(open);
    expect(await names({ creator_id: maker.id, state: 'upcoming' }, maker.token)).toEqual(open);
    expect(await names({ creator_id: maker.id, state: 'upcoming' }, (await world.admin()).token)).toEqual(open);
    expect(await names({ creator_id: maker.id, state: 'running' }, fan.token)).toEqual(['Maker under way']);
    expect(await names({ creator_id: maker.id }, fan.token)).toEqual(['Maker under way', 'Maker open', 'Maker fantasy']);
    expect(await names({ creator_id: maker.id, type: 2 }, fan.token)).toEqual(['Maker fantasy']);
    // With the other creator flag and the group filter it still narrows to his.
    expect(await names({ creator_id: creator.id, creator: 1 }, fan.token)).toEqual(['Fan league']);
    expect(await names({ creator_id: maker.id, group: groupId }, fan.token)).toEqual(['Maker in a group']);
  });

  it('an admin’s review queue narrowed to one creator; an unknown creator has none; a bad id is refused', async () => {
    const admin = await world.admin();
    expect(await names({ creator_id: maker.id, status: 'pending-approval' }, admin.token)).toEqual(['Maker waiting']);
    expect(await names({ creator_id: 9_000_000 }, fan.token)).toEqual([]);
    for (const bad of [0, 'x', -3]) {
      expect((await world.api.call('listCompetitions', { query: { creator_id: bad } })).statusCode, String(bad)).toBe(422);
    }
  });
});
