import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num } from '../../src/platform/database/rows.ts';
import type { OpenfootballSeason } from '../../src/football/importer/openfootball.ts';
import { ensureAllSquads } from '../../src/football/squads/index.ts';
import type { TestUser } from '../helpers/harness.ts';
import { createWorld, type World } from './world.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const openfootballDir = path.resolve(apiRoot, '../../../shared/data/openfootball');
const available = existsSync(openfootballDir);
if (!available) console.warn(`Skipping the openfootball import tests on real data: ${openfootballDir} is absent (it exists only in the shared workplace).`);
const season = (file: string) => JSON.parse(readFileSync(path.join(openfootballDir, file), 'utf8')) as OpenfootballSeason;

let world: World;
let admin: TestUser;
let fan: TestUser;

beforeAll(async () => {
  world = await createWorld();
  admin = await world.admin();
  fan = await world.api.newUser({ name: 'Fan' });
}, 180_000);
afterAll(() => world?.api.close());

const importSeason = (body: unknown, locale?: 'ar') => world.api.call('adminImportOpenfootball', { token: admin.token, body, ...(locale ? { locale } : {}) });
const count = async (sql: string, params: unknown[] = []) => num((await world.sql(sql, params))[0]!.n);

describe('POST /admin/imports/openfootball', () => {
  it('refuses documents it cannot place, with field errors', async () => {
    const unknown = await importSeason({ name: 'Bundesliga 2024/25', matches: [] }, 'ar');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ name: ['هذا الموسم لا ينتمي إلى دوري مدعوم.'] });
    const badDate = await importSeason({ name: 'English Premier League 2030/31', matches: [{ date: '2030-02-30', team1: 'A', team2: 'B' }] });
    expect(badDate.statusCode).toBe(422);
    const shape = await importSeason({ name: 'English Premier League 2030/31', matches: [{ date: '2030-02-01', team1: 'A' }] });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors)).toEqual(['matches.team2']);
    expect(await count("SELECT count(*) AS n FROM seasons WHERE name = '2030/31'")).toBe(0);
  });

  it('gives every imported team a generated squad of 23 with photos served as emblems; a re-import adds none', { timeout: 60_000 }, async () => {
    const document = {
      name: 'Italian Serie A 2031/32',
      matches: [{ round: 'Matchday 1', date: '2031-08-20', time: '18:45', team1: 'Squadra Uno FC', team2: 'Squadra Due FC' }],
    };
    expect((await importSeason(document)).statusCode).toBe(200);
    const squadSizes = () =>
      world.sql("SELECT t.name_en, count(p.id)::int AS n FROM teams t LEFT JOIN players p ON p.team_id = t.id WHERE t.name_en LIKE 'Squadra %' GROUP BY t.name_en ORDER BY t.name_en");
    expect(await squadSizes()).toEqual([
      { name_en: 'Squadra Due FC', n: 23 },
      { name_en: 'Squadra Uno FC', n: 23 },
    ]);
    expect((await importSeason(document)).statusCode).toBe(200);
    expect(await squadSizes()).toEqual([
      { name_en: 'Squadra Due FC', n: 23 },
      { name_en: 'Squadra Uno FC', n: 23 },
    ]);
    const [league] = await world.sql("SELECT id FROM leagues WHERE code = 'it.1'");
    const players = (await world.api.call('listPlayers', { token: fan.token, query: { competition: num(league!.id), q: '.' } })).json();
    const imported = players.data.filter((player: { team: { name: string } }) => player.team.name.startsWith('Squadra'));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.every((player: { image: { thumb: string } | null }) => /^\/api\/emblems\/[0-9a-f]+\.svg$/.test(player.image?.thumb ?? ''))).toBe(true);
  });

  it('tops up every team short of a squad as football starts (a database seeded before squads), once', async () => {
    const database = world.api.app.services.database;
    expect(await count('SELECT count(*) AS n FROM teams t WHERE (SELECT count(*) FROM players p WHERE p.team_id = t.id) < 23')).toBeGreaterThan(0);
    expect(await database.transaction((tx) => ensureAllSquads(tx))).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM teams t WHERE (SELECT count(*) FROM players p WHERE p.team_id = t.id) < 23')).toBe(0);
    expect(await database.transaction((tx) => ensureAllSquads(tx))).toBe(0);
  });

  it.skipIf(!available)('imports a whole real season: fixtures, results and teams; a re-import changes nothing', { timeout: 120_000 }, async () => {
    const document = season('2024-25_en.1.json');
    const first = await importSeason(document);
    expect(first.statusCode).toBe(200);
    const { season_id: seasonId, ...counts } = first.json().data;
    expect(counts).toEqual({ created: 380, updated: 0, skipped: 0 });
    expect(await count('SELECT count(*) AS n FROM matches WHERE season_id = $1', [seasonId])).toBe(380);
    expect(await count("SELECT count(*) AS n FROM matches WHERE season_id = $1 AND state = 'FINISHED' AND home_goals IS NOT NULL", [seasonId])).toBe(380);
    expect(await count('SELECT count(*) AS n FROM bets b JOIN matches m ON m.id = b.match_id WHERE m.season_id = $1', [seasonId])).toBe(380 * 4);
    const seasonTeams = 'SELECT home_team_id AS id FROM matches WHERE season_id = $1 UNION SELECT away_team_id FROM matches WHERE season_id = $1';
    expect(await count(`SELECT count(*) AS n FROM (${seasonTeams}) t`, [seasonId])).toBe(20);
    expect(await count(`SELECT count(*) AS n FROM players WHERE team_id IN (${seasonTeams})`, [seasonId])).toBe(20 * 23);

    const opener = (
      await world.api.call('listGames', { query: { date: '2024-08-16', q: 'Fulham' } })
    ).json().data[0];
    expect(opener.match).toMatchObject({ start: '2024-08-16T20:00:00.000Z', home_goals: 1, away_goals: 0, state: { code: 'FINISHED' } });
    expect(opener.match.home_team).toMatchObject({ name: 'Manchester United FC', code: 'MUN' });
    expect(opener.season).toMatchObject({ name: '2024/25', competition: { name: 'English Premier League' } });

    const again = await importSeason(document);
    expect(again.json().data).toEqual({ season_id: seasonId, created: 0, updated: 0, skipped: 380 });
    expect(await count('SELECT count(*) AS n FROM matches WHERE season_id = $1', [seasonId])).toBe(380);
  });

  it.skipIf(!available)('imports fixtures without results as upcoming, and a later result re-scores predictions', { timeout: 120_000 }, async () => {
    const document = season('2025-26_en.1.json');
    const played = document.matches.filter((match) => match.score?.ft).length;
    const first = (await importSeason(document)).json().data;
    expect(first).toMatchObject({ created: 380, updated: 0, skipped: 0 });
    expect(await count("SELECT count(*) AS n FROM matches WHERE season_id = $1 AND state = 'FINISHED'", [first.season_id])).toBe(played);
    expect(await count("SELECT count(*) AS n FROM matches WHERE season_id = $1 AND state = 'NOT_STARTED'", [first.season_id])).toBe(380 - played);

    // An unplayed fixture: move the clock before it so the fan can predict, then publish a result.
    const index = document.matches.findIndex((match) => !match.score?.ft && !('status' in match));
    const fixture = document.matches[index]!;
    const [row] = await world.sql('SELECT id, start_at FROM matches WHERE external_key LIKE $1', [`openfootball:en.1:2025/26:%:${fixture.team1}:${fixture.team2}`]);
    const matchId = num(row!.id);
    world.clock.set(new Date((row!.start_at as Date).getTime() - 3 * 3_600_000));
    const [score] = await world.betsOf(matchId);
    const saved = await world.api.call('savePredictions', { token: fan.token, body: { game_id: matchId, bets: [{ bet_id: score!.id, value: { home_goals: 2, away_goals: 0 } }] } });
    expect(saved.statusCode).toBe(200);
    const before = num((await world.sql('SELECT points FROM users WHERE id = $1', [fan.id]))[0]!.points);

    const withResult = structuredClone(document);
    withResult.matches[index]!.score = { ft: [2, 0] };
    expect((await importSeason(withResult)).json().data).toEqual({ season_id: first.season_id, created: 0, updated: 1, skipped: 379 });
    await world.api.app.jobs.drain();
    expect(num((await world.sql('SELECT points FROM users WHERE id = $1', [fan.id]))[0]!.points) - before).toBe(7);

    withResult.matches[index]!.score = { ft: [2, 1] };
    expect((await importSeason(withResult)).json().data).toMatchObject({ updated: 1, skipped: 379 });
    await world.api.app.jobs.drain();
    expect(num((await world.sql('SELECT points FROM users WHERE id = $1', [fan.id]))[0]!.points) - before).toBe(3);
    // Importing the same corrected file again does not count the points twice.
    expect((await importSeason(withResult)).json().data).toMatchObject({ updated: 0, skipped: 380 });
    await world.api.app.jobs.drain();
    expect(num((await world.sql('SELECT points FROM users WHERE id = $1', [fan.id]))[0]!.points) - before).toBe(3);
    world.clock.set('2026-11-21T12:00:00Z');
  });

  it.skipIf(!available)('imports every other real season file (Egypt, Champions League, La Liga)', { timeout: 180_000 }, async () => {
    for (const [file, code] of [
      ['2024-25_eg.1.json', 'eg.1'],
      ['2024-25_uefa.cl.json', 'uefa.cl'],
      ['2025-26_es.1.json', 'es.1'],
    ] as const) {
      const document = season(file);
      const result = (await importSeason(document)).json().data;
      expect(result, file).toMatchObject({ created: document.matches.length, updated: 0, skipped: 0 });
      const [league] = await world.sql('SELECT l.code FROM seasons s JOIN leagues l ON l.id = s.league_id WHERE s.id = $1', [result.season_id]);
      expect(league!.code).toBe(code);
    }
  });
});

describe.skipIf(!available)('scripts/import-openfootball.ts', () => {
  it('imports a file into a database directory and is idempotent', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hadaf-import-'));
    const file = path.join(dataDir, 'season.json');
    const document = season('2024-25_uefa.cl.json');
    writeFileSync(file, JSON.stringify({ ...document, matches: document.matches.slice(0, 20) }));
    const run = () =>
      promisify(execFile)(process.execPath, ['--conditions=@hadaf/source', '--import', 'tsx', path.join(apiRoot, 'scripts/import-openfootball.ts'), file], {
        cwd: apiRoot,
        env: { ...process.env, HADAF_DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
      });
    try {
      expect((await run()).stdout).toMatch(/20 created, 0 updated, 0 unchanged, 20 queued for scoring/);
      expect((await run()).stdout).toMatch(/0 created, 0 updated, 20 unchanged, 0 queued for scoring/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
