import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStandardBets } from '../../src/football/index.ts';
import { SCORE_MATCH_JOB } from '../../src/football/score-queue.ts';
import { loadContract } from '../../src/platform/contract/load.ts';
import type { OperationId } from '../../src/platform/contract/types.ts';
import { openDatabase, type Database } from '../../src/platform/database/database.ts';
import { jobsSchemaOf } from '../../src/platform/jobs/index.ts';
import { startS3StandIn, type S3StandIn } from '../adapters/s3-stand-in.ts';
import { GIF, multipart } from '../helpers/harness.ts';
import { connectSse } from '../live/sse-client.ts';
import { type ServerProcess, startServer, waitFor } from './processes.ts';
import { dropTestSchema } from '../helpers/schemas.ts';

/**
 * Issue 12, "Several servers, one PostgreSQL": two API processes and two workers, each a real `node src/main.ts`,
 * on one database. PGlite is embedded in one process (the one-process default), so this needs DATABASE_URL:
 * `npm test` runs it in its PostgreSQL step (scripts/postgres.mjs).
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `multi_${randomBytes(5).toString('hex')}`;
const jobs = `"${jobsSchemaOf({ databaseSchema: schema })}".job`;
const contract = loadContract();
let scratch: string;
let database: Database;
let api1: ServerProcess;
let api2: ServerProcess;
let workers: ServerProcess[] = [];
let s3: S3StandIn | undefined;

interface Call {
  token?: string;
  params?: Record<string, number>;
  body?: unknown;
  ip?: string;
}

/** Calls an operation of the contract on one server over HTTP. */
async function call(server: ServerProcess, operationId: OperationId, { token, params = {}, body, ip }: Call = {}) {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId)!;
  const url = `${server.url}/api${operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => String(params[name]))}`;
  const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(ip ? { 'x-forwarded-for': ip } : {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: operation.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => null)) as AnswerBody | null };
}

/** The fields of an answer this test reads. */
interface AnswerBody {
  data: { id: number };
  access_token: string;
}

let userCounter = 0;
async function signUp(server: ServerProcess, name: string) {
  const email = `${name}.${schema}.${++userCounter}@example.com`;
  const registered = await call(server, 'registerEmail', { body: { name, email, password: 'secret123', recaptcha: 'sandbox' } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const login = await call(server, 'issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: email, password: 'secret123' } });
  expect(login.status).toBe(200);
  return { id: Number(registered.body!.data.id), token: String(login.body!.access_token) };
}

const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<Row>(text, params);

/** A match two hours ahead with its standard bets, on which `fan` predicts 2-1 (through `server`). */
async function predictedMatch(server: ServerProcess, fan: { token: string }) {
  const [league] = await sql<{ id: number }>("SELECT id FROM leagues WHERE code = 'en.1'");
  const [season] = await sql<{ id: number }>('INSERT INTO seasons (league_id, name) VALUES ($1, $2) RETURNING id', [league!.id, `multi ${randomBytes(3).toString('hex')}`]);
  const teams = await sql<{ id: number }>("INSERT INTO teams (name_en, name_ar, code) VALUES ('Home', 'Home', 'HOM'), ('Away', 'Away', 'AWA') RETURNING id");
  const [match] = await sql<{ id: number }>('INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, $4) RETURNING id', [
    season!.id,
    teams[0]!.id,
    teams[1]!.id,
    new Date(Date.now() + 2 * 3_600_000),
  ]);
  const matchId = match!.id;
  await insertStandardBets(database, [matchId]);
  const [scoreBet] = await sql<{ id: number }>('SELECT id FROM bets WHERE match_id = $1 ORDER BY position LIMIT 1', [matchId]);
  const saved = await call(server, 'savePredictions', { token: fan.token, body: { game_id: matchId, bets: [{ bet_id: scoreBet!.id, value: { home_goals: 2, away_goals: 1 } }] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return matchId;
}

const pointsOf = async (userId: number) => Number((await sql<{ points: number }>('SELECT points FROM users WHERE id = $1', [userId]))[0]!.points);
const scoringJobs = (matchId: number) =>
  sql<{ state: string; retry_count: number }>(`SELECT state, retry_count FROM ${jobs} WHERE name = $1 AND singleton_key = $2`, [SCORE_MATCH_JOB, String(matchId)]);
const scoringNotes = async (userId: number) => Number((await sql<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [userId]))[0]!.n);

describe.skipIf(!databaseUrl)('several servers on one PostgreSQL (skipped on PGlite: it is embedded in one process)', { tags: ['postgres'] }, () => {
  beforeAll(async () => {
    const started = Date.now();
    scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-multi-'));
    // Files in an S3-compatible bucket (a stand-in in this process); each process has a data directory of its own.
    s3 = await startS3StandIn();
    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl!,
      HADAF_DB_SCHEMA: schema,
      HADAF_WEB_ROOT: path.join(scratch, 'web'),
      // One secret for all: codes and refresh tokens issued by one server are checked by another.
      HADAF_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'test',
      HADAF_DEMO_DATA: 'off',
      HADAF_SIMULATOR: 'off',
      // The per-address rate limit is per process; this test is about what the database shares.
      HADAF_RATE_LIMIT: '0',
      HADAF_TRUST_PROXY: '1',
      // Short enough that a job whose worker died is retried within seconds.
      HADAF_JOB_TIMEOUT_SECONDS: '3',
      HADAF_JOB_SUPERVISE_SECONDS: '1',
      HADAF_JOB_POLL_SECONDS: '0.5',
    };
    // The first migrates; the others start at once and wait on the migration and queue-schema locks.
    const own = (name: string) => ({ ...env, HADAF_DATA_DIR: path.join(scratch, name) });
    [api1, api2, ...workers] = await Promise.all([
      startServer('hadaf-api-1', 'api', own('api-1')),
      startServer('hadaf-api-2', 'api', own('api-2')),
      startServer('hadaf-worker-1', 'worker', own('worker-1')),
      startServer('hadaf-worker-2', 'worker', own('worker-2')),
    ]);
    database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: scratch, inMemoryDatabase: false });
    console.info(`several servers: 2 API processes and 2 workers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([api1, api2, ...workers].filter(Boolean).map((server) => server.stop()));
    await database?.close();
    await s3?.close();
    if (databaseUrl) await dropTestSchema(databaseUrl, schema);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 30_000);

  it('serves on the second API process a user who signed in on the first (sessions are in the database)', async () => {
    const fan = await signUp(api1, 'Fan');
    const profile = await call(api2, 'getProfile', { token: fan.token });
    expect(profile.status).toBe(200);
    expect(profile.body!.data.id).toBe(fan.id);
  });

  it('serves on the second API process a picture uploaded to the first: the bucket is shared, no common volume', async () => {
    const fan = await signUp(api1, 'Picture');
    const { payload, headers } = multipart({}, { profile_picture: { filename: 'me.gif', content: GIF, type: 'image/gif' } });
    const uploaded = await fetch(`${api1.url}/api/v2/profile`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${fan.token}` }, body: payload });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { photo: { original: string } } };
    const served = await fetch(`${api2.url}${data.photo.original}`, { headers: { authorization: `Bearer ${fan.token}` } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(GIF)).toBe(true);
  });

  it('refuses on the second API process a token it remembered, once the login ended on the first', async () => {
    const fan = await signUp(api1, 'Leaving');
    // An unknown match: 404 while the token is good, 401 once it is not.
    const save = () => call(api2, 'savePredictions', { token: fan.token, body: { game_id: 999_999, bets: [{ bet_id: 1, value: 'yes' }] } });
    expect((await save()).status).toBe(404);
    expect((await call(api1, 'logout', { token: fan.token })).status).toBe(204);
    // The revocation reaches the other process by LISTEN/NOTIFY as it commits: within moments.
    const started = Date.now();
    await expect.poll(async () => (await save()).status, { timeout: 2000, interval: 10 }).toBe(401);
    console.info(`a logout on one API process refused on the other within ${Date.now() - started} ms`);
  });

  it('counts an OTP throttle over requests sent to both API processes', async () => {
    const fan = await signUp(api2, 'Phone');
    const phone = `010${String(Date.now()).slice(-8)}`;
    const statuses: number[] = [];
    // 3 codes per number in 5 minutes (sendPhoneOtp), asked alternately of each server.
    for (const server of [api1, api2, api1, api2]) {
      statuses.push((await call(server, 'sendPhoneOtp', { token: fan.token, body: { phone_number: phone }, ip: '198.51.100.7' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('scores a final whistle exactly once although two workers poll for the job', { timeout: 30_000 }, async () => {
    const admin = await signUp(api1, 'Admin');
    await sql("UPDATE users SET role = 'admin' WHERE id = $1", [admin.id]);
    const fan = await signUp(api2, 'Scorer');
    const matchId = await predictedMatch(api2, fan);
    const [before, notesBefore] = [await pointsOf(fan.id), await scoringNotes(fan.id)];
    // Issue 27: the fan watches on the first API process; the points are made by whichever worker scores.
    const live = await connectSse(`${api1.url}/api/v2/live`, undefined, { authorization: `Bearer ${fan.token}` });

    const finished = await call(api1, 'adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: { state: 'FINISHED', home_goals: 2, away_goals: 1 } });
    expect(finished.status).toBe(200);
    const [job] = await waitFor('the scoring job to complete', () => scoringJobs(matchId), (rows) => rows[0]?.state === 'completed');
    // One job, run once (no retry), and the exact score counted once.
    expect(await scoringJobs(matchId)).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(job!.retry_count).toBe(0);
    expect((await pointsOf(fan.id)) - before).toBe(7);
    // The notification follows the points, by its own job: once.
    await waitFor('the scoring notification', () => scoringNotes(fan.id), (count) => count === notesBefore + 1);
    try {
      // A worker's transactions reached the fan's stream on another process: their points, then the bell.
      const points = await live.next((event) => event.event === 'points', 10_000);
      expect(points.data).toMatchObject({ type: 'points', match_id: matchId, points: 7 });
      await live.next((event) => event.event === 'notifications' && (event.data as { new_count: number }).new_count === notesBefore + 1, 10_000);
    } finally {
      live.close();
    }
  });

  it('retries the job of a worker killed mid-job, and the points are still counted once', { timeout: 40_000 }, async () => {
    const admin = await signUp(api2, 'Admin2');
    await sql("UPDATE users SET role = 'admin' WHERE id = $1", [admin.id]);
    const fan = await signUp(api1, 'Patient');
    const matchId = await predictedMatch(api1, fan);
    const [before, notesBefore] = [await pointsOf(fan.id), await scoringNotes(fan.id)];

    // Hold the fan's account row: the worker that takes the job blocks inside its scoring transaction, when it moves
    // the fan's running total.
    const blocker = new pg.Client({ connectionString: databaseUrl, options: `-c search_path="${schema}"` });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [fan.id]);
      const finished = await call(api2, 'adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: { state: 'FINISHED', home_goals: 2, away_goals: 1 } });
      expect(finished.status).toBe(200);
      const [stuck] = await waitFor(
        'a worker to block on the held rows',
        () => blocker.query<{ application_name: string }>("SELECT application_name FROM pg_stat_activity WHERE application_name LIKE 'hadaf-worker-%' AND wait_event_type = 'Lock'").then((result) => result.rows),
        (rows) => rows.length > 0,
      );
      const victim = workers.find((worker) => worker.name === stuck!.application_name)!;
      victim.child.kill('SIGKILL');
      await new Promise((resolve) => victim.child.once('exit', resolve));
    } finally {
      // Released: the killed worker's transaction never commits (its client is gone), so nothing of it remains.
      await blocker.query('COMMIT');
      await blocker.end();
    }

    const started = Date.now();
    await waitFor('the retried job to complete', () => scoringJobs(matchId), (rows) => rows[0]?.state === 'completed', 30_000);
    console.info(`several servers: the killed worker's job completed on the other ${((Date.now() - started) / 1000).toFixed(1)} s after the kill`);
    // Retried at least once: under load the first worker's own 3 s handler timeout may hand the job back before the
    // kill, and the worker killed is then the second one blocked on the same row (a third attempt completes it).
    const [retried] = await scoringJobs(matchId);
    expect(retried!.state).toBe('completed');
    expect(retried!.retry_count).toBeGreaterThanOrEqual(1);
    expect((await pointsOf(fan.id)) - before).toBe(7);
    // The notification follows the points, by its own job: once.
    await waitFor('the scoring notification', () => scoringNotes(fan.id), (count) => count === notesBefore + 1);
  });
});
