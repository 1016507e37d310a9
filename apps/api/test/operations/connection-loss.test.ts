import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCoins } from '../../src/ledger/index.ts';
import { openDatabase, type Database } from '../../src/platform/database/database.ts';
import { isDatabaseUnavailable } from '../../src/platform/database/unavailable.ts';
import { createHarness, type Harness } from '../helpers/harness.ts';

/**
 * What the fault drill (apps/api/drills/fault-drill.test.ts) found when PostgreSQL restarted under load, each pinned
 * here on its own: a connection cut inside a transaction ended the whole process (an unhandled 'error' event of the
 * checked-out client), and a request whose connection was cut answered 500 once the database was back.
 */
const databaseUrl = process.env.DATABASE_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('which errors mean the database is unavailable', () => {
  it('are the connection’s (lost, refused, shutting down), not a statement’s', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect([withCode('57P01'), withCode('57P03'), withCode('08006'), withCode('ECONNREFUSED'), new Error('Connection terminated unexpectedly')].map(isDatabaseUnavailable)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([withCode('23505'), withCode('40P01'), withCode('22P02'), new Error('boom'), 'text'].map(isDatabaseUnavailable)).toEqual([false, false, false, false, false]);
  });
});

describe.skipIf(!databaseUrl)('a connection cut by the server (PostgreSQL restarting)', { tags: ['postgres'] }, () => {
  const schema = `cut_${randomBytes(5).toString('hex')}`;
  let database: Database;
  let admin: pg.Client;
  let harness: Harness;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: '/nonexistent', inMemoryDatabase: false });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    harness = await createHarness();
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
    await database?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.end();
  });

  it('fails the transaction it cut, leaves the process running, and the next query gets a new connection', async () => {
    const failure = await database
      .transaction(async (tx) => {
        const [backend] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [backend!.pid]);
        // The server's goodbye reaches the client between two statements, with no statement waiting for it.
        await pause(200);
        await tx.query('SELECT 1');
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await database.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('answers 503 with Retry-After when the connection under a request is cut, although the database answers again', async () => {
    const fan = await harness.newUser();
    const { database: appDatabase } = harness.app.services;
    await appDatabase.transaction((tx) => moveCoins(tx, { idempotencyKey: `cut:${fan.id}`, kind: 'correction', from: { kind: 'house' }, to: { kind: 'wallet', userId: fan.id }, coins: 50 }));
    const [product] = await appDatabase.query<{ id: number }>("INSERT INTO products (name_en, name_ar, price, specs_en, specs_ar) VALUES ('Cap', 'قبعة', 20, '[]', '[]') RETURNING id");
    // The order waits on the fan's row, held here (only it waits on this holder); its connection is then cut, as a restart cuts every connection.
    const holder = new pg.Client({ connectionString: databaseUrl, options: `-c search_path="${harness.app.services.config.databaseSchema}"` });
    await holder.connect();
    try {
      const holderPid = Number((await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [fan.id]);
      const order = harness.call('placeOrder', {
        token: fan.token,
        body: { product_id: Number(product!.id), shipping_info: { name: 'Fan', phone_number: '01012345678', street_address: '1 Nile St' } },
        headers: { 'idempotency-key': `cut-order-${fan.id}` },
        locale: 'ar',
      });
      await expect
        .poll(async () => (await admin.query('SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [holderPid])).rows.length, {
          timeout: 10_000,
          interval: 50,
        })
        .toBeGreaterThan(0);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [holderPid]);
      const answer = await order;
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ message: 'الخدمة غير متاحة مؤقتًا. حاول مرة أخرى بعد قليل.' });
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    // Nothing was charged, and the retry the 503 asks for places the order once.
    const retried = await harness.call('placeOrder', {
      token: fan.token,
      body: { product_id: Number(product!.id), shipping_info: { name: 'Fan', phone_number: '01012345678', street_address: '1 Nile St' } },
      headers: { 'idempotency-key': `cut-order-${fan.id}` },
    });
    expect(retried.statusCode).toBe(201);
    expect((await harness.call('getProfile', { token: fan.token })).json().data.coins).toBe(30);
  });
});
