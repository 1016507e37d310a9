import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features } from '../../src/features.ts';
import { SCORE_MATCH_JOB } from '../../src/football/score-queue.ts';
import { updateMatch } from '../../src/football/match-admin.ts';
import { schedulesOf } from '../../src/platform/feature.ts';
import { everyCron, jobsSchemaOf, openJobQueue, type JobQueue } from '../../src/platform/jobs/index.ts';
import { sourceFiles } from '../../../../scripts/lib/route-literals.mjs';
import { sharedDatabase, type TestServer } from './servers.ts';

const shared = sharedDatabase();
let server: TestServer;
let jobsTable: string;

beforeAll(async () => {
  // An API-only server: it enqueues but works nothing, so each test decides when jobs run (drain).
  server = await shared.start('api');
  jobsTable = `"${jobsSchemaOf(server.services.config)}".job`;
  await server.services.database.query('CREATE TABLE job_test_effects (key text PRIMARY KEY, attempts int NOT NULL DEFAULT 1)');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await shared.drop();
});

const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => server.services.database.query<Row>(text, params);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A queue beside the server's with one job that applies its effect idempotently and then fails on its first attempt. */
async function flakyQueue(attempts: Date[]): Promise<JobQueue> {
  const { config, database } = server.services;
  return openJobQueue({
    config,
    database,
    log: server.log,
    schedules: [],
    context: database,
    declarations: {
      'test-flaky-effect': {
        retries: 3,
        retryDelaySeconds: 1,
        run: async (db, data) => {
          attempts.push(new Date());
          await db.query('INSERT INTO job_test_effects (key) VALUES ($1) ON CONFLICT (key) DO UPDATE SET attempts = job_test_effects.attempts + 1', [data.key]);
          if (attempts.length === 1) throw new Error('the first attempt fails after its effect');
        },
      },
    },
  });
}

async function finishedMatch() {
  const [league] = await sql<{ id: number }>("SELECT id FROM leagues WHERE code = 'en.1'");
  const [season] = await sql<{ id: number }>('INSERT INTO seasons (league_id, name) VALUES ($1, $2) RETURNING id', [league!.id, `jobs ${Date.now()}`]);
  const teams = await sql<{ id: number }>("INSERT INTO teams (name_en, name_ar, code) VALUES ('Home', 'Home', 'HOM'), ('Away', 'Away', 'AWA') RETURNING id");
  const [match] = await sql<{ id: number }>('INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, $4) RETURNING id', [
    season!.id,
    teams[0]!.id,
    teams[1]!.id,
    new Date(Date.now() - 2 * 3_600_000),
  ]);
  return match!.id;
}

describe('job queue (pg-boss on the server database)', { tags: ['postgres'] }, () => {
  it('retries a job that failed, after a backoff, and its effect is there once', { timeout: 30_000 }, async () => {
    const attempts: Date[] = [];
    const queue = await flakyQueue(attempts);
    try {
      await queue.send('test-flaky-effect', { key: 'retried' });
      expect(await queue.drain({ timeoutMs: 20_000 })).toBe(2);
      expect(attempts).toHaveLength(2);
      // The retry waited for its delay (1 s, with backoff) instead of running at once.
      expect(attempts[1]!.getTime() - attempts[0]!.getTime()).toBeGreaterThanOrEqual(900);
      expect(await sql('SELECT key FROM job_test_effects')).toEqual([{ key: 'retried' }]);
      const [job] = await sql(`SELECT state, retry_count FROM ${jobsTable} WHERE name = 'test-flaky-effect'`);
      expect(job).toEqual({ state: 'completed', retry_count: 1 });
    } finally {
      await queue.stop();
    }
  });

  it('collapses duplicate requests: a match finished twice before a worker comes is one scoring job', async () => {
    const matchId = await finishedMatch();
    const finish = () => updateMatch(server.services.database, matchId, { state: 'FINISHED', home_goals: 2, away_goals: 1 }, new Date(), 'en');
    await finish();
    await finish();
    await server.jobs.send(SCORE_MATCH_JOB, { matchId }, String(matchId));
    const jobs = await sql(`SELECT state FROM ${jobsTable} WHERE name = $1 AND singleton_key = $2`, [SCORE_MATCH_JOB, String(matchId)]);
    expect(jobs).toEqual([{ state: 'created' }]);
    // The scoring, then the re-ranking it asks for; and the players' fantasy points (one job for both changes too).
    expect(await server.jobs.drain()).toBe(3);
    const [match] = await sql<{ scored_at: Date | null }>('SELECT scored_at FROM matches WHERE id = $1', [matchId]);
    expect(match!.scored_at).toBeInstanceOf(Date);
  });

  it('enqueues in the caller transaction: a rolled-back change leaves no job', async () => {
    const matchId = await finishedMatch();
    const failed = server.services.database.transaction(async (tx) => {
      await server.jobs.enqueue(tx, SCORE_MATCH_JOB, { matchId }, String(matchId));
      throw new Error('the change fails after enqueueing');
    });
    await expect(failed).rejects.toThrow('the change fails');
    expect(await sql(`SELECT id FROM ${jobsTable} WHERE singleton_key = $1`, [String(matchId)])).toEqual([]);
  });

  it('works nothing in an API-only process: jobs wait for a worker', async () => {
    const matchId = await finishedMatch();
    await server.jobs.send(SCORE_MATCH_JOB, { matchId }, String(matchId));
    await sleep(2_500);
    const jobs = await sql(`SELECT state FROM ${jobsTable} WHERE singleton_key = $1`, [String(matchId)]);
    expect(jobs).toEqual([{ state: 'created' }]);
    await server.jobs.drain();
  });
});

describe('scheduled work', () => {
  it('is declared in one place, the features, and a worker makes the stored schedules exactly those', { timeout: 60_000 }, async () => {
    // Its own database: PGlite files are opened by one server at a time.
    const own = sharedDatabase();
    const stored = (worker: TestServer) =>
      worker.services.database.query<{ name: string; cron: string }>(`SELECT name, cron FROM "${jobsSchemaOf(worker.services.config)}".schedule ORDER BY name`);
    try {
      // A schedule left by an earlier start (here the simulator's) is removed when a worker starts without it.
      process.env.HADAF_SIMULATOR = 'on';
      const withSimulator = await own.start('worker').finally(() => delete process.env.HADAF_SIMULATOR);
      expect((await stored(withSimulator)).map((row) => row.name)).toEqual([
        'auto-cancel-competitions',
        'expire-payments',
        'release-held-prizes',
        'reset-monthly-points',
        'send-reminders',
        'simulator-tick',
        'sweep-expired',
        'verify-ledger',
      ]);
      await withSimulator.close();

      const worker = await own.start('worker');
      const declared = schedulesOf(features).map(({ job, cron }) => ({ name: job, cron }));
      expect(declared).toEqual([
        { name: 'sweep-expired', cron: '0 * * * *' },
        { name: 'reset-monthly-points', cron: '0 * * * *' },
        { name: 'verify-ledger', cron: '*/15 * * * *' },
        { name: 'auto-cancel-competitions', cron: '* * * * *' },
        { name: 'release-held-prizes', cron: '* * * * *' },
        { name: 'expire-payments', cron: '* * * * *' },
        { name: 'send-reminders', cron: '*/5 * * * *' },
      ]);
      expect(await stored(worker)).toEqual([...declared].sort((a, b) => a.name.localeCompare(b.name)));
      await worker.close();
    } finally {
      await own.drop();
    }
  });

  it('ticks the simulator at most once a minute, the finest period of a schedule', () => {
    expect([everyCron(5_000), everyCron(60_000), everyCron(300_000)]).toEqual(['* * * * *', '* * * * *', '*/5 * * * *']);
  });

  it('has no timer loops outside the queue: no setInterval in the server but the live streams\' heartbeat', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const timers = sourceFiles([root]).filter((file: string) => /\bsetInterval\s*\(/.test(readFileSync(file, 'utf8')));
    // Not background work: each API process keeps its own open event streams alive for the proxies between
    // (a comment line every 15 s), which no job on another process could do.
    expect(timers.map((file: string) => path.relative(root, file))).toEqual([path.join('live', 'hub.ts')]);
  });
});
