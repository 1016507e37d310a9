import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../src/demo/store-products.ts';
import { startFootball } from '../../src/features.ts';
import { footballSettings } from '../../src/football/setup.ts';
import { num } from '../../src/platform/database/rows.ts';
import { demoPrizes } from '../../src/demo/demo-prizes.ts';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { demoAccounts, seedDemo } from '../../src/demo/seed-demo.ts';
import { esportsPlan } from '../../src/demo/demo-esports.ts';
import { simulatorTick } from '../../src/football/simulator/simulator.ts';
import { createWorld, type World } from './world.ts';

let world: World;
const now = new Date('2026-11-21T12:00:00Z');

beforeAll(async () => {
  // createWorld adds its own three teams; the demo seed needs a fresh database, so remove them first.
  world = await createWorld();
  await world.sql('DELETE FROM teams');
}, 180_000);
afterAll(() => world?.api.close());

describe('demo data', () => {
  it('reads its switches from the environment', () => {
    expect(footballSettings({ NODE_ENV: 'development' })).toEqual({ demoData: true, simulator: true, speed: 1, tickMs: 60_000 });
    expect(footballSettings({ NODE_ENV: 'production' })).toMatchObject({ demoData: false, simulator: true });
    expect(footballSettings({ NODE_ENV: 'test', HADAF_DEMO_DATA: '1', HADAF_SIMULATOR_SPEED: '10' })).toMatchObject({ demoData: true, simulator: false, speed: 10 });
    expect(footballSettings({ HADAF_SIMULATOR: 'off' }).simulator).toBe(false);
    expect(() => footballSettings({ HADAF_SIMULATOR_SPEED: 'fast' })).toThrow(/HADAF_SIMULATOR_SPEED/);
  });

  it('seeds a fresh database once: leagues, teams, players, fixtures, bets and demo accounts', { timeout: 120_000 }, async () => {
    world.clock.set(now);
    await startFootball(world.api.app.services, { demoData: true, simulator: false, speed: 1, tickMs: 1000 });
    const count = async (table: string) => num((await world.sql(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
    const teams = await count('teams');
    expect(teams).toBe(35);
    expect(await count('players')).toBe(35 * 23);
    // 120 football fixtures and the eSports league's (demo-esports.ts, tested in esports.test.ts).
    const esports = esportsPlan(now).length;
    expect(await count('matches')).toBe(120 + esports);
    expect(await count('bets')).toBe((120 + esports) * 4);
    expect(await count('leagues WHERE logo IS NOT NULL')).toBe(8 + 1);
    expect(await count('prizes')).toBe(demoPrizes.length);
    // The store, and the demo fan's coins bought by mobile cash and spent there, all through the ledger.
    expect(await count('products')).toBe(demoProducts.length);
    expect((await world.sql("SELECT status FROM payments ORDER BY id")).map((row) => row.status)).toEqual(['confirmed', 'expired']);
    expect((await world.sql("SELECT status FROM orders ORDER BY id")).map((row) => row.status)).toEqual(['delivered', 'pending']);
    expect(await verifyLedger(world.api.app.services.database)).toEqual([]);
    // The demo fan's prizes, one in each state the prizes tab shows.
    expect((await world.sql('SELECT status FROM user_prizes ORDER BY created_at DESC')).map((row) => row.status)).toEqual(
      expect.arrayContaining(['pending', 'rejected', 'processing', 'received']),
    );
    // Every prize in processing has the request it was sent with (the admins' queue: the creator's and the fan's).
    expect(await world.sql("SELECT up.id FROM user_prizes up WHERE up.status = 'processing' AND NOT EXISTS (SELECT 1 FROM prize_redemptions r WHERE r.user_prize_id = up.id)")).toEqual([]);
    expect((await world.sql("SELECT method FROM prize_redemptions WHERE status = 'pending' ORDER BY method")).map((row) => row.method)).toEqual(['Coins', 'E-Wallet']);

    const again = await seedDemo(world.api.app.services, { seed: 7, now, speed: 1 });
    expect(again.seeded).toBe(false);
    expect(again.prizes).toBe(0);
    expect(await count('teams')).toBe(teams);
    expect(await count('matches')).toBe(120 + esports);
  });

  it("gives every league's season-long competition its podium prizes, shown with each match", async () => {
    const [item] = (await world.api.call('listGames', { query: { date: '2026-11-21' }, locale: 'ar' })).json().data as {
      season: { competition: { prizes: { name: string; amount: number; icon: string | null }[] } };
    }[];
    const prizes = item!.season.competition.prizes;
    expect(prizes.map((prize) => [prize.name, prize.amount])).toEqual(
      demoPrizes.slice(0, 3).map((prize) => [prize.ar, prize.amount]),
    );
    expect(prizes[0]!.icon).toMatch(/^\/api\/emblems\/[0-9a-f]{32}\.svg$/);
  });

  it('seeds competitions in every state: featured, free, paid, nearly full, fantasy, running and past ranked, a pending one, and the fan joined', async () => {
    const fanLogin = await world.api.call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: demoAccounts[2]!.email, password: demoAccounts[2]!.password } });
    const token = fanLogin.json().access_token as string;
    const list = async (query: Record<string, string | number>) => (await world.api.call('listCompetitions', { query, token })).json().data as { name: string; entry_fee: number; joined: boolean; status: string | null; type: number }[];
    const upcoming = await list({ state: 'upcoming' });
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.some((item) => item.entry_fee === 0)).toBe(true);
    expect(upcoming.some((item) => item.entry_fee > 0)).toBe(true);
    expect((await list({ state: 'upcoming', featured: 1 })).map((item) => item.joined)).toEqual([true]);
    expect((await list({ type: 2 })).length).toBeGreaterThan(0);
    expect((await list({ state: 'running', joined: 1 })).length).toBeGreaterThan(0);
    const past = await list({ state: 'past', joined: 1 });
    expect(past.length).toBeGreaterThan(0);
    const [pastId] = (await world.api.call('listCompetitions', { query: { state: 'past' }, token })).json().data.map((item: { id: number }) => item.id);
    const ranking = (await world.api.call('listRankings', { query: { 'season-id': pastId }, token })).json();
    expect(ranking.data.length).toBe(2);
    // Through the ledger: welcome coins 500 − the featured one's entry fee 20 + a 250-coin package − two store orders.
    const orders = (await world.sql('SELECT sum(price) AS spent FROM orders'))[0]!.spent;
    expect((await world.api.call('getProfile', { token })).json().data.coins).toBe(500 - 20 + 250 - num(orders));
    expect(await verifyLedger(world.api.app.services.database)).toEqual([]);
  });

  it('ranks every demo competition from the start: none is being generated, the featured one lists its fan, each says when (issue 30)', async () => {
    const seeded = await world.sql<{ id: unknown; external_key: string }>("SELECT id, external_key FROM competitions WHERE external_key LIKE 'demo:%competition:%' ORDER BY id");
    expect(seeded.length).toBeGreaterThan(5);
    for (const { id, external_key: key } of seeded) {
      const { meta, data } = (await world.api.call('listRankings', { query: { 'season-id': num(id) } })).json();
      expect(meta.pending, key).toBe(false);
      expect(meta.updated_at, key).toEqual(expect.any(String));
      if (key === 'demo:competition:weekend-featured') expect(data.map((row: { user: { name: string } }) => row.user.name)).toEqual(['Karim Fan']);
    }
  });

  it('seeds groups: public ones to join, one the fan manages, and a private one the fan belongs to', async () => {
    const fanLogin = await world.api.call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: demoAccounts[2]!.email, password: demoAccounts[2]!.password } });
    const token = fanLogin.json().access_token as string;
    const mine = (await world.api.call('listGroups', { query: { mine: '1' }, token })).json().data as { name: string; type: string; member_count: number }[];
    // The fan reads Arabic: the group he runs is named and described in Arabic, as he would write it.
    expect(mine.map((group) => [group.name, group.type, group.member_count]).sort()).toEqual([
      ["Nour's Office League", 'private', 3],
      ['شلة ديربي القاهرة', 'public', 3],
    ]);
    const all = (await world.api.call('listGroups', { token })).json().data as { name: string }[];
    expect(all.map((group) => group.name)).toEqual(expect.arrayContaining(['Hadaf Fans Club', 'ملوك التوقعات']));
  });

  it('peoples the world in both languages: Arabic-named fans who read Arabic beside English-named ones (defect 16)', async () => {
    const people = await world.sql<{ name: string; language: string }>(
      "SELECT name, settings ->> 'language' AS language FROM users WHERE email IS NULL ORDER BY id",
    );
    expect(people).toEqual([
      { name: 'منى عادل', language: 'ar' },
      { name: 'يوسف حسن', language: 'ar' },
      { name: 'Sara Mostafa', language: 'en' },
    ]);
    const [arabicGroup] = await world.sql<{ description: string; manager: string }>(
      "SELECT g.description, u.name AS manager FROM groups g JOIN users u ON u.id = g.created_by WHERE g.code = 'G-MOLOK4'",
    );
    expect(arabicGroup).toEqual({ description: 'نتوقع كل مباريات الدوري المصري ونتنافس على الصدارة كل شهر.', manager: 'منى عادل' });
  });

  it('has finished, live and upcoming matches today, with the fan scored', async () => {
    const today = (await world.api.call('listGames', { query: { date: '2026-11-21' } })).json().data as { match: { state: { code: string; flags: string[] } } }[];
    expect(new Set(today.map((item) => item.match.state.code))).toEqual(new Set(['NOT_STARTED', 'LIVE', 'FINISHED']));
    expect(today.some((item) => item.match.state.flags.includes('predictable'))).toBe(true);
    for (const day of ['2026-11-14', '2026-11-18', '2026-11-28']) {
      expect((await world.api.call('listGames', { query: { date: day } })).json().data.length, day).toBe(8);
    }

    const fan = demoAccounts.find((account) => account.role === 'fan')!;
    const login = await world.api.call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: fan.email, password: fan.password } });
    expect(login.statusCode).toBe(200);
    const token = login.json().access_token as string;
    const mine = (await world.api.call('listMyPredictions', { token, locale: 'ar' })).json();
    expect(mine.meta.last_page).toBeGreaterThan(1);
    const finished = (await world.api.call('listGames', { token, query: { date: '2026-11-20', state: 'FINISHED' } })).json().data;
    expect(finished.every((item: { current_user_points: unknown }) => item.current_user_points !== null)).toBe(true);
    const profile = (await world.api.call('getProfile', { token })).json().data;
    const sum = finished.length > 0 ? (await world.sql('SELECT sum(a.points) AS s FROM predictions p JOIN answer_points a ON a.bet_id = p.bet_id AND a.value = p.value WHERE p.user_id = $1', [profile.id]))[0]!.s : 0;
    expect(profile.points).toBe(num(sum));
    // Written while he read Arabic, kept in both languages: his Arabic app reads Arabic, an English one English.
    const notes = (await world.api.call('listMyNotifications', { token, locale: 'ar' })).json().data;
    expect(notes[0].payload.title).toBe('تم احتساب توقعك');
    expect((await world.api.call('listMyNotifications', { token, locale: 'en' })).json().data[0].payload.title).toBe('Your prediction was scored');

    const admin = demoAccounts.find((account) => account.role === 'admin')!;
    const [row] = await world.sql('SELECT role, creator FROM users WHERE email = $1', [admin.email]);
    expect(row).toEqual({ role: 'admin', creator: false });
  });

  it('keeps playing: two hours later today\'s live matches are finished and scored', async () => {
    const database = world.api.app.services.database;
    const report = await simulatorTick(database, { seed: 7, speed: 1 }, () => new Date(now.getTime() + 2 * 3_600_000));
    expect(report.finished.length).toBeGreaterThanOrEqual(2);
    await world.api.app.jobs.drain();
    const unscored = await world.sql("SELECT count(*) AS n FROM matches WHERE state = 'FINISHED' AND scored_at IS NULL");
    expect(num(unscored[0]!.n)).toBe(0);
  });

  it('plays a running fantasy competition: the demo fan and creator have legal squads, points and ranks', async () => {
    const [fantasy] = await world.sql("SELECT id FROM competitions WHERE external_key = 'demo:competition:fantasy-live'");
    const id = num(fantasy!.id);
    const fan = demoAccounts.find((account) => account.role === 'fan')!;
    const login = await world.api.call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: fan.email, password: fan.password } });
    const token = login.json().access_token as string;
    const squad = (await world.api.call('getTeamSetup', { token, params: { id } })).json().data;
    expect(squad.formation).toBe('4-4-2');
    expect(squad.players).toHaveLength(15);
    // Within the 30 million budget, by the same rules the server checks a fan's own save with.
    expect(squad.players.reduce((sum: number, player: { price: number }) => sum + player.price * 10, 0) / 10).toBeLessThanOrEqual(30);
    const ranking = (await world.api.call('listRankings', { query: { 'season-id': id }, token })).json();
    expect(ranking.data).toHaveLength(2);
    expect(ranking.data.some((row: { points: number }) => row.points !== 0)).toBe(true);
  });
});
