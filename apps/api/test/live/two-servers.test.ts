import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { updateMatch } from '../../src/football/match-admin.ts';
import { testConfig } from '../../src/platform/config.ts';
import { connectSse } from './sse-client.ts';
import { dropTestSchema } from '../helpers/schemas.ts';

/**
 * Issue 27, across processes: two servers on one PostgreSQL schema; a match changed through one (the admins' path)
 * reaches an SSE client connected to the other, through LISTEN/NOTIFY. PGlite lives in one process: PostgreSQL only.
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `live_${randomBytes(5).toString('hex')}`;
const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-live-'));
type App = Awaited<ReturnType<typeof buildApp>>;
const apps: App[] = [];

const start = (name: string) =>
  buildApp(testConfig({ webRoot: path.join(scratch, 'web'), dataDir: path.join(scratch, name), databaseUrl, databaseSchema: schema, role: 'api' }));

describe.skipIf(!databaseUrl)('live events across servers on one PostgreSQL', { tags: ['postgres'] }, () => {
  beforeAll(async () => {
    apps.push(await start('one'));
    apps.push(await start('two'));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dropTestSchema(databaseUrl!, schema);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a score committed through one server reaches a client of the other, in commit order', async () => {
    const [one, two] = apps as [App, App];
    const address = await two.listen({ port: 0, host: '127.0.0.1' });
    const client = await connectSse(`${address}/api/v2/live`);
    try {
      const database = one.services.database;
      const [season] = await database.query<{ id: number }>("INSERT INTO seasons (league_id, name) SELECT id, 'live' FROM leagues LIMIT 1 RETURNING id");
      const teams = await database.query<{ id: number }>("INSERT INTO teams (name_en, name_ar, code) VALUES ('A', 'أ', 'AAA'), ('B', 'ب', 'BBB') RETURNING id");
      const [match] = await database.query<{ id: number }>('INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, now()) RETURNING id', [
        season!.id,
        teams[0]!.id,
        teams[1]!.id,
      ]);
      const id = match!.id;
      await updateMatch(database, id, { state: 'LIVE', minute: 1 }, new Date(), 'en');
      await updateMatch(database, id, { minute: 2, home_goals: 1 }, new Date(), 'en');
      const goal = await client.next((event) => (event.data as { home_goals?: number }).home_goals === 1);
      expect(goal.data).toEqual({ type: 'match', id, state: 'LIVE', minute: 2, home_goals: 1, away_goals: 0 });
      expect(client.events.map((event) => (event.data as { minute: number }).minute)).toEqual([1, 2]);
      // A transaction that rolls back announces nothing.
      await database
        .transaction(async (tx) => {
          await tx.query('UPDATE matches SET home_goals = 9 WHERE id = $1', [id]);
          throw new Error('rolled back');
        })
        .catch(() => {});
      await updateMatch(database, id, { minute: 3 }, new Date(), 'en');
      await client.next((event) => (event.data as { minute?: number }).minute === 3);
      expect(client.events.some((event) => (event.data as { home_goals?: number }).home_goals === 9)).toBe(false);
    } finally {
      client.close();
    }
  });
});
