import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGamers, esportsPlan, gamerAvatarDataUri, seedDemoEsports } from '../../src/demo/demo-esports.ts';
import { insertStandardBets } from '../../src/football/bets-repository.ts';
import { num } from '../../src/platform/database/rows.ts';
import type { TestUser } from '../helpers/harness.ts';
import { countQueries } from '../helpers/query-count.ts';
import { createWorld, NOW, type World } from './world.ts';

/** eSports (docs/decisions/esports.md): matches between named gamers, each beside a team, predicted like any match. */
let world: World;
let fan: TestUser;
let seasonId: number;
let gamers: { falcon: number; mamba: number };

interface GamerView {
  name: string;
  picture: { thumb: string | null; original: string | null } | null;
}
interface ItemView {
  id: number;
  match: { state: { code: string }; home_team: { name: string }; away_team: { name: string }; home_gamer: GamerView | null; away_gamer: GamerView | null };
  current_user_points: { amount: number } | null;
}

const dayOf = (minutesFromNow: number) => new Date(Date.parse(NOW) + minutesFromNow * 60_000).toISOString().slice(0, 10);

beforeAll(async () => {
  world = await createWorld();
  fan = await world.api.newUser({ name: 'Gamer Fan' });
  const [league] = await world.sql("INSERT INTO leagues (code, name_en, name_ar, e_sports) VALUES ('test.esports', 'Test eLeague', 'الدوري الإلكتروني التجريبي', true) RETURNING id");
  seasonId = num((await world.sql("INSERT INTO seasons (league_id, name) VALUES ($1, 'Season 1') RETURNING id", [league!.id]))[0]!.id);
  const gamer = async (en: string, ar: string, picture: string | null) =>
    num((await world.sql('INSERT INTO gamers (name_en, name_ar, picture) VALUES ($1, $2, $3) RETURNING id', [en, ar, picture]))[0]!.id);
  gamers = { falcon: await gamer('Falcon', 'فالكون', gamerAvatarDataUri('Falcon')), mamba: await gamer('Mamba', 'مامبا', null) };
}, 180_000);
afterAll(() => world?.api.close());

/** Falcon with Liverpool at home against Mamba with Arsenal, with the standard bets. */
async function addEsportsMatch(minutesFromNow: number, simulated = false): Promise<number> {
  const [row] = await world.sql(
    `INSERT INTO matches (season_id, home_team_id, away_team_id, home_gamer_id, away_gamer_id, start_at, simulated) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [seasonId, world.teams.home, world.teams.away, gamers.falcon, gamers.mamba, new Date(Date.parse(NOW) + minutesFromNow * 60_000), simulated],
  );
  const id = num(row!.id);
  await insertStandardBets(world.api.app.services.database, [id]);
  return id;
}

async function listDay(day: string, options: { token?: string; locale?: 'ar'; q?: string } = {}): Promise<ItemView[]> {
  const response = await world.api.call('listGames', { query: { date: day, ...(options.q ? { q: options.q } : {}) }, ...(options.token ? { token: options.token } : {}), ...(options.locale ? { locale: options.locale } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json().data as ItemView[];
}

const queriesOf = (request: () => Promise<unknown>) => countQueries(world.api.app.services.database, request);

describe('eSports matches', { timeout: 60_000 }, () => {
  it('are served with each gamer (name in the caller’s language, picture by public URL) beside their team; football matches have none', async () => {
    const esports = await addEsportsMatch(24 * 60);
    const football = await world.addMatch({ minutesFromNow: 24 * 60 + 30 });
    const items = await listDay(dayOf(24 * 60));
    const item = items.find((entry) => entry.id === esports)!;
    expect(item.match.home_team.name).toBe('Liverpool');
    expect(item.match.home_gamer).toEqual({ name: 'Falcon', picture: { thumb: expect.stringMatching(/^\/api\/emblems\/[0-9a-f]{32}\.svg$/), original: item.match.home_gamer!.picture!.thumb } });
    expect(item.match.away_gamer).toEqual({ name: 'Mamba', picture: null });
    const plain = items.find((entry) => entry.id === football)!;
    expect([plain.match.home_gamer, plain.match.away_gamer]).toEqual([null, null]);

    const picture = await world.api.app.inject({ method: 'GET', url: item.match.home_gamer!.picture!.thumb! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');

    const arabic = (await world.api.call('getGame', { params: { id: esports }, locale: 'ar' })).json().data as ItemView;
    expect([arabic.match.home_gamer?.name, arabic.match.away_gamer?.name]).toEqual(['فالكون', 'مامبا']);
    expect(arabic.match.home_team.name).toBe('ليفربول');
  });

  it('are found by a gamer’s name in either language', async () => {
    const esports = await addEsportsMatch(2 * 24 * 60);
    const football = await world.addMatch({ minutesFromNow: 2 * 24 * 60 + 30 });
    for (const q of ['falc', 'مامب']) {
      const ids = (await listDay(dayOf(2 * 24 * 60), { q })).map((item) => item.id);
      expect(ids, q).toContain(esports);
      expect(ids, q).not.toContain(football);
    }
  });

  it('are predicted and scored exactly like a football match', async () => {
    const id = await addEsportsMatch(120);
    const [score, yesNo, list, counter] = await world.betsOf(id);
    const saved = await world.api.call('savePredictions', {
      token: fan.token,
      body: {
        game_id: id,
        bets: [
          { bet_id: score!.id, value: { home_goals: 2, away_goals: 1 } },
          { bet_id: yesNo!.id, value: 'yes' },
          { bet_id: list!.id, value: '1' },
          { bet_id: counter!.id, value: 3 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.match.home_gamer.name).toBe('Falcon');
    const admin = await world.admin();
    const finished = await world.api.call('adminUpdateMatch', { token: admin.token, params: { id }, body: { state: 'FINISHED', home_goals: 2, away_goals: 1 } });
    expect(finished.statusCode).toBe(200);
    await world.api.app.jobs.drain();
    // Exact 2-1 (7) + both score (2) + margin 1 (3) + 3 goals (5), as scoring-api.test.ts gives a football match.
    const item = (await world.api.call('getGame', { token: fan.token, params: { id } })).json().data as ItemView;
    expect(item.current_user_points).toEqual({ amount: 17 });
    expect(item.match.away_gamer?.name).toBe('Mamba');
    const mine = (await world.api.call('listMyPredictions', { token: fan.token })).json().data as ItemView[];
    expect(mine.find((entry) => entry.id === id)?.match.home_gamer?.name).toBe('Falcon');
  });

  it('keep GET /v2/games at the same query count as football pages', async () => {
    const footballDay = dayOf(5 * 24 * 60);
    const esportsDay = dayOf(6 * 24 * 60);
    await world.addMatch({ minutesFromNow: 5 * 24 * 60 });
    await world.addMatch({ minutesFromNow: 6 * 24 * 60 });
    await addEsportsMatch(6 * 24 * 60 + 30);
    await listDay(footballDay, { token: fan.token });
    await listDay(esportsDay, { token: fan.token });
    // Kept pages: the version with the fan's predictions (the session is remembered: sessions/identities.ts).
    expect(await queriesOf(() => listDay(esportsDay, { token: fan.token }))).toBe(1);
    // After any change both pages are read again, at the same cost: the gamers come from the reference cache.
    await world.sql('UPDATE matches SET minute = NULL WHERE false');
    const football = await queriesOf(() => listDay(footballDay, { token: fan.token }));
    const esports = await queriesOf(() => listDay(esportsDay, { token: fan.token }));
    expect(football, 'the page was read again').toBeGreaterThan(1);
    expect(esports).toBe(football);
  });

  it('have two gamers or none', async () => {
    const id = await addEsportsMatch(3 * 24 * 60);
    await expect(world.sql('UPDATE matches SET away_gamer_id = NULL WHERE id = $1', [id])).rejects.toThrow(/matches_gamers_both_or_neither/);
    await expect(world.sql('UPDATE matches SET away_gamer_id = home_gamer_id WHERE id = $1', [id])).rejects.toThrow(/matches_gamers_differ/);
  });
});

describe('demo eSports', () => {
  // Far from the other tests' days, so their lists stay theirs.
  const demoNow = new Date('2027-03-10T16:00:00Z');
  const count = async (sql: string) => num((await world.sql(`SELECT count(*) AS n FROM ${sql}`))[0]!.n);

  it('seeds gamers beside demo teams, fixtures the simulator plays and scores, and eSports competitions, once', { timeout: 120_000 }, async () => {
    const names = { ahly: 'Al Ahly', zamalek: 'Zamalek', realmadrid: 'Real Madrid', barcelona: 'Barcelona', liverpool: 'Liverpool', mancity: 'Manchester City', inter: 'Inter', juventus: 'Juventus' } as const;
    for (const gamer of demoGamers) {
      const name = names[gamer.teamKey as keyof typeof names];
      await world.sql('INSERT INTO teams (name_en, name_ar, code, external_key) VALUES ($1, $1, $2, $3)', [name, gamer.teamKey.slice(0, 3).toUpperCase(), `demo:team:${gamer.teamKey}`]);
    }
    const creator = await world.api.newUser({ name: 'Demo Creator' });
    const accounts = { fan: fan.id, creator: creator.id };
    world.clock.set(demoNow);

    const first = await seedDemoEsports(world.api.app.services.database, accounts, { seed: 7, now: demoNow, speed: 1 });
    const fixtures = esportsPlan(demoNow).length;
    expect(first).toEqual({ gamers: demoGamers.length, matches: fixtures, competitions: 2 });
    const again = await seedDemoEsports(world.api.app.services.database, accounts, { seed: 7, now: new Date(demoNow.getTime() + 3_600_000), speed: 1 });
    expect(again).toEqual({ gamers: 0, matches: 0, competitions: 0 });
    expect(await count("gamers WHERE external_key LIKE 'demo:gamer:%'")).toBe(demoGamers.length);
    expect(await count("matches WHERE external_key LIKE 'demo:esports:match:%'")).toBe(fixtures);
    expect(await count("competitions WHERE e_sports AND external_key LIKE 'demo:esports:%'")).toBe(2);
    // Played like any simulated match, but a console's goals are not real players' events.
    expect(await count("match_events e JOIN matches m ON m.id = e.match_id WHERE m.external_key LIKE 'demo:esports:match:%'")).toBe(0);
    await world.api.app.jobs.drain();

    const today = await listDay(demoNow.toISOString().slice(0, 10), { token: fan.token, locale: 'ar' });
    const esportsToday = today.filter((item) => item.match.home_gamer !== null);
    expect(new Set(esportsToday.map((item) => item.match.state.code))).toEqual(new Set(['FINISHED', 'LIVE', 'NOT_STARTED']));
    // Each gamer always plays with their own demo team (Arabic gamer names: the fan reads Arabic).
    const teamOfGamer = new Map(demoGamers.map((gamer) => [gamer.ar, names[gamer.teamKey as keyof typeof names]]));
    for (const item of esportsToday) {
      expect(item.match.home_team.name).toBe(teamOfGamer.get(item.match.home_gamer!.name));
      expect(item.match.away_team.name).toBe(teamOfGamer.get(item.match.away_gamer!.name));
    }
    expect(esportsToday.every((item) => item.match.home_gamer!.picture?.thumb?.startsWith('/api/emblems/'))).toBe(true);
    // The demo fan predicted the finished ones before kick-off; they are scored.
    expect(esportsToday.filter((item) => item.match.state.code === 'FINISHED').every((item) => item.current_user_points !== null)).toBe(true);

    const lobby = await world.api.call('listCompetitions', { query: { 'e-sports': 1 }, token: fan.token });
    expect(lobby.statusCode).toBe(200);
    const listed = lobby.json().data as { name: string }[];
    expect(listed.map((item) => item.name).sort()).toEqual(['eLeague Matchday', 'eLeague Weekend']);
  });
});
