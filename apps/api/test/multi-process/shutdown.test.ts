import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_EXPIRED_JOB } from '../../src/accounts/housekeeping.ts';
import { openDatabase, type Database } from '../../src/platform/database/database.ts';
import { jobsSchemaOf, openJobQueue, type JobQueue } from '../../src/platform/jobs/index.ts';
import { GIF, multipart } from '../helpers/harness.ts';
import { type ServerProcess, startServer, waitFor } from './processes.ts';
import { dropTestSchema } from '../helpers/schemas.ts';

/**
 * Issue 29, graceful shutdown: real `node src/main.ts` processes sent SIGTERM while a request, a live stream and a
 * job are in flight. PostgreSQL only (a job is held by a row lock the test takes from outside the process).
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `shutdown_${randomBytes(5).toString('hex')}`;
const jobTable = `"${jobsSchemaOf({ databaseSchema: schema })}".job`;
let scratch: string;
let database: Database | undefined;
let queue: JobQueue | undefined;
const servers: ServerProcess[] = [];
/** Row locks still held (a failed test must not leave the schema's drop waiting on them). */
const blockers = new Set<pg.Client>();

/** The test's own queue (to send the job) logs nothing. */
const silentLog = Fastify({ logger: false }).log;

function environment(extra: Record<string, string>): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl!,
    HADAF_DB_SCHEMA: schema,
    HADAF_DATA_DIR: scratch,
    HADAF_WEB_ROOT: path.join(scratch, 'web'),
    HADAF_SECRET: 'shutdown-test-secret',
    NODE_ENV: 'test',
    HADAF_DEMO_DATA: 'off',
    HADAF_SIMULATOR: 'off',
    HADAF_RATE_LIMIT: '0',
    // A held job left active would wait this long to be taken for lost: longer than this test, so it proves nothing
    // but the hand-back brings the job back.
    HADAF_JOB_TIMEOUT_SECONDS: '300',
    HADAF_JOB_POLL_SECONDS: '0.5',
    ...extra,
  };
}

async function start(name: string, role: 'all' | 'worker', extra: Record<string, string>) {
  const server = await startServer(name, role, environment(extra));
  servers.push(server);
  return server;
}

/** The test's own view of the database (once a server has migrated it) and a queue to send jobs with. */
async function connect() {
  database ??= await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: scratch, inMemoryDatabase: false });
  queue ??= await openJobQueue({
    config: { role: 'api', databaseUrl, databaseSchema: schema, jobs: { timeoutSeconds: 300, pollSeconds: 1, superviseSeconds: 30 } },
    database,
    log: silentLog,
    declarations: { [SWEEP_EXPIRED_JOB]: { run: async () => {} } },
    schedules: [],
    context: {},
  });
}

/** Resolves with the exit code and how long after `since` the process exited. */
function exitOf(server: ServerProcess, since: number): Promise<{ code: number | null; seconds: number }> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve({ code: server.child.exitCode, seconds: 0 });
    server.child.once('exit', (code) => resolve({ code, seconds: (Date.now() - since) / 1000 }));
  });
}

async function signUp(server: ServerProcess): Promise<string> {
  const email = `leaving.${randomBytes(4).toString('hex')}@example.com`;
  const post = (url: string, body: unknown) => fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/v2/register/email', { name: 'Leaving', email, password: 'secret123', recaptcha: 'sandbox' })).status).toBe(201);
  const login = await post('/api/v2/oauth/token', { grant_type: 'password', client_id: 2, scope: '*', username: email, password: 'secret123' });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A sweep-expired job that blocks on a row this client holds locked (an expired throttle hit it must delete). */
async function heldJob(): Promise<{ id: string; release(): Promise<void> }> {
  await database!.query("INSERT INTO throttle_hits (key, hit_at) VALUES ('shutdown-test', now() - interval '1 day')");
  const blocker = new pg.Client({ connectionString: databaseUrl, options: `-c search_path="${schema}"` });
  await blocker.connect();
  blockers.add(blocker);
  await blocker.query('BEGIN');
  await blocker.query("SELECT id FROM throttle_hits WHERE key = 'shutdown-test' FOR UPDATE");
  await queue!.send(SWEEP_EXPIRED_JOB, {});
  const [job] = await waitFor('the job to be taken', () => jobRows(), (rows) => rows.some((row) => row.state === 'active'));
  await waitFor(
    'its worker to block on the held row',
    () => blocker.query("SELECT 1 FROM pg_stat_activity WHERE application_name LIKE 'hadaf-%' AND wait_event_type = 'Lock'").then((result) => result.rows),
    (rows) => rows.length > 0,
  );
  return {
    id: job!.id,
    release: async () => {
      blockers.delete(blocker);
      await blocker.query('ROLLBACK');
      await blocker.end();
    },
  };
}

const jobRows = () => database!.query<{ id: string; state: string; retry_count: number }>(`SELECT id, state, retry_count FROM ${jobTable} WHERE name = $1 ORDER BY created_on`, [SWEEP_EXPIRED_JOB]);

/** A profile picture upload whose body is sent in two halves: in flight until `finish`. */
async function startUpload(server: ServerProcess, token: string) {
  const { payload, headers } = multipart({}, { profile_picture: { filename: 'me.gif', content: GIF, type: 'image/gif' } });
  const request = httpRequest(`${server.url}/api/v2/profile`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(payload.length), authorization: `Bearer ${token}` },
  });
  const answered = new Promise<IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject));
  const half = Math.floor(payload.length / 2);
  await new Promise<void>((resolve) => request.write(payload.subarray(0, half), () => resolve()));
  return {
    async finish() {
      request.end(payload.subarray(half));
      const response = await answered;
      let body = '';
      for await (const chunk of response) body += String(chunk);
      return { status: response.statusCode, connection: response.headers.connection, body };
    },
  };
}

/** A live stream (as EventSource opens it); `ended` resolves when the server ends it. */
async function openLiveStream(server: ServerProcess) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    httpGet(`${server.url}/api/v2/live`, { agent: false, headers: { accept: 'text/event-stream' } }, resolve).once('error', reject);
  });
  const ended = new Promise<void>((resolve) => {
    response.on('data', () => {});
    response.once('end', resolve);
    response.once('close', resolve);
  });
  return { status: response.statusCode, ended };
}

describe.skipIf(!databaseUrl)('graceful shutdown of real processes (PostgreSQL)', { tags: ['postgres'] }, () => {
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-shutdown-'));
  });

  afterAll(async () => {
    for (const blocker of blockers) await blocker.end().catch(() => {});
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await queue?.stop({ graceMs: 0 });
    await database?.close();
    if (databaseUrl) await dropTestSchema(databaseUrl, schema);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 30_000);

  it('answers not ready, finishes the request in flight, ends live streams, lets its worker finish its job, and exits 0', { timeout: 60_000 }, async () => {
    const server = await start('hadaf-all-1', 'all', { HADAF_SHUTDOWN_DELAY_SECONDS: '1', HADAF_SHUTDOWN_TIMEOUT_SECONDS: '20' });
    await connect();
    const token = await signUp(server);
    const live = await openLiveStream(server);
    expect(live.status).toBe(200);
    const job = await heldJob();
    const upload = await startUpload(server, token);
    // One round trip after the first half: the upload's connection is accepted and its request is being read.
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);

    const signalled = Date.now();
    const exit = exitOf(server, signalled);
    server.child.kill('SIGTERM');

    // Still serving during HADAF_SHUTDOWN_DELAY_SECONDS, but not ready, and asking clients to leave the connection.
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not-ready', shutting_down: true });
    expect(ready.headers.get('connection')).toBe('close');

    // Live streams end so their clients reconnect to another process.
    await live.ended;
    // The job it holds finishes once its row is free; the upload in flight completes.
    await job.release();
    const answer = await upload.finish();
    expect(answer.status, answer.body).toBe(200);
    expect(answer.connection).toBe('close');
    expect(await exit, server.output()).toMatchObject({ code: 0 });
    expect((await exit).seconds).toBeLessThan(20);

    expect(await jobRows()).toEqual([{ id: job.id, state: 'completed', retry_count: 0 }]);
    const [picture] = await database!.query<{ count: number }>("SELECT count(*)::int AS count FROM files WHERE purpose = 'profile_picture'");
    expect(picture!.count).toBe(1);
    console.info(`graceful shutdown: a request, a live stream and a job in flight, exit 0 after ${(await exit).seconds.toFixed(1)} s`);
  });

  it('hands back a job it cannot finish within the bound (no wait for the job timeout), exits 0 in time, and another worker completes it', { timeout: 60_000 }, async () => {
    const worker = await start('hadaf-worker-1', 'worker', { HADAF_SHUTDOWN_TIMEOUT_SECONDS: '7' });
    await connect();
    await database!.query(`DELETE FROM ${jobTable} WHERE name = $1`, [SWEEP_EXPIRED_JOB]);
    const job = await heldJob();
    const signalled = Date.now();
    const exit = exitOf(worker, signalled);
    worker.child.kill('SIGTERM');
    expect(await exit, worker.output()).toMatchObject({ code: 0 });
    expect((await exit).seconds).toBeLessThan(7);
    // Back in the queue, to be retried after its short backoff, not left active for HADAF_JOB_TIMEOUT_SECONDS (300).
    expect(await jobRows()).toEqual([{ id: job.id, state: 'retry', retry_count: 0 }]);

    await job.release();
    await start('hadaf-worker-2', 'worker', {});
    const started = Date.now();
    await waitFor('another worker to complete the job', () => jobRows(), (rows) => rows[0]?.state === 'completed');
    // Its second attempt (pg-boss counts a retry when it is taken again).
    expect(await jobRows()).toEqual([{ id: job.id, state: 'completed', retry_count: 1 }]);
    console.info(`graceful shutdown: the job handed back after ${(await exit).seconds.toFixed(1)} s was completed by another worker ${((Date.now() - started) / 1000).toFixed(1)} s after it started`);
  });
});
