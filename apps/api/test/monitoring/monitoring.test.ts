import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_LEDGER_JOB } from '../../src/ledger/verification-job.ts';
import { jobsSchemaOf } from '../../src/platform/jobs/index.ts';
import { createMetrics } from '../../src/platform/monitoring/metrics.ts';
import { Readiness } from '../../src/platform/monitoring/readiness.ts';
import { monitoringRoutes } from '../../src/platform/monitoring/routes.ts';
import { createHarness, type Harness, type TestUser } from '../helpers/harness.ts';
import { connectSse } from '../live/sse-client.ts';

/** Issue 29, "Operating it": liveness, readiness and the Prometheus metrics of an API process. */
const TOKEN = randomBytes(24).toString('hex');
let api: Harness;
let fan: TestUser;
let origin: string;

beforeAll(async () => {
  api = await createHarness({ metricsToken: TOKEN });
  fan = await api.newUser();
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => api?.close());

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
const scrape = async () => {
  const response = await get('/api/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one sample of the exposition, or undefined when it is absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('liveness and readiness', () => {
  it('answers live without asking the database, and ready with what it checked', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'applied',
      listeners: { revocations: 'connected', live: 'connected' },
      shutting_down: false,
    });
  });

  it('is not ready while a migration this build ships is missing from the database, and keeps GET /api/health as it was', async () => {
    const { database } = api.app.services;
    const [last] = await database.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1');
    await database.query('DELETE FROM schema_migrations WHERE version = $1', [last!.version]);
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not-ready', database: 'up', migrations: 'missing' });
      // The contract's health check answers for the database alone (proxies configured with it keep working).
      const health = await api.call('getHealth');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', database: 'up' });
    } finally {
      await database.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last!.version, last!.name]);
    }
  });

  it('reports a database that does not answer, or a listener that dropped, as not ready', async () => {
    const readiness = new Readiness({ query: () => Promise.reject(new Error('connection refused')) }, ['0001']);
    let listening = true;
    readiness.addListener('revocations', () => listening);
    expect((await readiness.report()).body).toMatchObject({ database: 'down', migrations: 'unknown', listeners: { revocations: 'connected' } });
    const answering = new Readiness({ query: async <Row,>() => [{ applied: 1 }] as Row[] }, ['0001']);
    answering.addListener('revocations', () => listening);
    expect((await answering.report()).ready).toBe(true);
    listening = false;
    expect(await answering.report()).toMatchObject({ ready: false, body: { listeners: { revocations: 'disconnected' } } });
  });
});

describe('GET /api/metrics', () => {
  it('needs the configured bearer token: 401 in the caller’s language without it, 404 on a server without one', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const refused = await get('/api/metrics', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="hadaf-metrics"');
      expect(refused.body).not.toContain('hadaf_');
    }
    expect((await get('/api/metrics', { 'x-locale': 'ar' })).json()).toEqual({ message: 'تُقرأ المقاييس باستخدام رمز الوصول المخصص لها.' });

    // Without HADAF_METRICS_TOKEN the endpoint does not exist, and nothing is counted.
    const bare = Fastify();
    const metrics = await createMetrics({ enabled: false, log: bare.log });
    await bare.register(monitoringRoutes, { readiness: new Readiness({ query: async () => [] }, []), metrics, metricsToken: undefined });
    const missing = await bare.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(missing.statusCode).toBe(404);
    await bare.close();
  });

  it('reports the last ledger verification (a scheduled job), a wrong balance included, and the queue per job and state', async () => {
    const { database } = api.app.services;
    // A balance that its journal does not explain, as a bug or a hand edit would leave it.
    await database.query('UPDATE users SET coins = coins + 5 WHERE id = $1', [fan.id]);
    try {
      await api.app.jobs.send(VERIFY_LEDGER_JOB, {});
      await api.app.jobs.drain();
      const [run] = await database.query<{ problems: number; details: string[] }>('SELECT problems, details FROM ledger_verifications ORDER BY id DESC LIMIT 1');
      expect(run).toEqual({ problems: 1, details: [`wallet:${fan.id}: stored balance 5, journal says 0`] });
      // A job that failed for good, as the queue keeps it.
      await database.query(`UPDATE "${jobsSchemaOf(api.app.services.config)}".job SET state = 'failed' WHERE name = $1`, [VERIFY_LEDGER_JOB]);
      const text = await scrape();
      expect(sample(text, 'hadaf_ledger_verification_ok')).toBe(0);
      expect(sample(text, 'hadaf_ledger_verification_problems')).toBe(1);
      expect(Math.abs(sample(text, 'hadaf_ledger_verification_timestamp_seconds')! - Date.now() / 1000)).toBeLessThan(60);
      expect(sample(text, 'hadaf_jobs{job="verify-ledger",state="failed"}')).toBe(1);
      // Every declared job has every state, zeros included.
      expect(sample(text, 'hadaf_jobs{job="score-match",state="retry"}')).toBe(0);
    } finally {
      await database.query('UPDATE users SET coins = coins - 5 WHERE id = $1', [fan.id]);
    }
  });

  it('counts requests and their latency per operation, labelled by operationId or route, never by the URL', async () => {
    const fileId = randomUUID();
    const unknownPath = `/api/v2/no-such-thing-${randomUUID()}`;
    for (let index = 0; index < 3; index++) expect((await api.call('listGames', { token: fan.token })).statusCode).toBe(200);
    expect((await get(`/api/files/${fileId}`, { authorization: `Bearer ${fan.token}` })).statusCode).toBe(404);
    expect((await get(unknownPath)).statusCode).toBe(404);
    const text = await scrape();
    expect(text).toContain('# TYPE hadaf_http_requests_total counter');
    expect(sample(text, 'hadaf_http_requests_total{operation="listGames",status="200"}')).toBe(3);
    expect(sample(text, 'hadaf_http_request_duration_seconds_count{operation="listGames"}')).toBe(3);
    expect(sample(text, 'hadaf_http_request_duration_seconds_bucket{le="+Inf",operation="listGames"}')).toBe(3);
    expect(sample(text, 'hadaf_http_requests_total{operation="/api/files/:id",status="404"}')).toBe(1);
    expect(sample(text, 'hadaf_http_requests_total{operation="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(fileId);
    expect(text).not.toContain('no-such-thing');
    // The process's own: CPU, memory, event-loop delay.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect((await get('/api/metrics', { authorization: `Bearer ${TOKEN}` })).headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('reports the open live streams of this process', async () => {
    const client = await connectSse(`${origin}/api/v2/live`);
    try {
      expect(sample(await scrape(), 'hadaf_live_streams')).toBe(1);
    } finally {
      client.close();
    }
    await expect.poll(async () => sample(await scrape(), 'hadaf_live_streams')).toBe(0);
  });

});
