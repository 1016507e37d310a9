import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/platform/config.ts';
import { jobsSchemaOf } from '../../src/platform/jobs/index.ts';
import { createCompetitionWorld, type CompetitionWorld } from '../competitions/world.ts';
import { coinsOf, firstPackage, payAtKiosk, referenceCode } from '../payments/payments-helpers.ts';
import { databaseUrlFor, runPg } from './pg-tools.ts';

/**
 * The restore drill of docs/deployment.md ("Backups and restore"): a database filled through the API with money
 * movements is dumped with pg_dump (custom format), restored with pg_restore into a database that did not exist, and
 * the restored copy passes `npm run ledger:verify`, holds the same balances and journal, and serves the same fans.
 * PostgreSQL only (PGlite is a directory, backed up by copying it with the server stopped).
 */
const databaseUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let world: CompetitionWorld;
let scratch: string;
const restoredName = `restore_${randomBytes(5).toString('hex')}`;

async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Everything about money that a restore must keep, read with the same statements on both databases. */
async function moneyOf(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path="${schema}"` });
  await client.connect();
  try {
    const read = async (sql: string) => (await client.query(sql)).rows;
    return {
      wallets: await read('SELECT id, coins FROM users ORDER BY id'),
      pools: await read('SELECT account, balance FROM ledger_accounts ORDER BY account'),
      journal: await read(
        `SELECT count(DISTINCT e.id)::int AS entries, count(*)::int AS postings,
                md5(string_agg(e.idempotency_key || ' ' || p.account || ' ' || p.amount, ',' ORDER BY e.id, p.account)) AS fingerprint
           FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id`,
      ),
      payments: await read('SELECT merchant_ref, status FROM payments ORDER BY id'),
      orders: await read('SELECT id, status FROM orders ORDER BY id'),
    };
  } finally {
    await client.end();
  }
}

describe.skipIf(!databaseUrl)('backup and restore drill (PostgreSQL: pg_dump, pg_restore, ledger:verify)', { tags: ['postgres'] }, () => {
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-backup-'));
    world = await createCompetitionWorld();
  }, 180_000);

  afterAll(async () => {
    await world?.api.close();
    if (databaseUrl) await onServer(databaseUrl, `DROP DATABASE IF EXISTS "${restoredName}"`);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('restores a dump into a fresh database with the ledger verified and every balance and fan as they were', { timeout: 120_000 }, async () => {
    const { api } = world;
    const admin = await api.newAdmin();

    // Coins bought: a reference code, paid at the sandbox kiosk, which sends its signed callback to our webhook.
    const buyer = await world.fan();
    const pkg = await firstPackage(api, buyer);
    const paid = await payAtKiosk(api, (await referenceCode(api, buyer, pkg.id)).code);
    expect(paid.json()).toEqual({ status: 'paid', webhook_status: 200 });
    // A promo code and a prepaid card.
    expect((await api.call('createVoucher', { token: admin.token, body: { code: 'BACKUP-DRILL', coins: 40, max_redemptions: 10 } })).statusCode).toBe(201);
    expect((await api.call('redeemVoucher', { token: buyer.token, body: { code: 'backup-drill' } })).statusCode).toBe(200);
    const cards = await api.call('createPrepaidCards', { token: admin.token, body: { count: 1, coins: 30 } });
    const [card] = cards.json().data.codes as string[];
    expect((await api.call('chargePrepaidCard', { token: buyer.token, body: { code: card! } })).statusCode).toBe(200);
    // Joins (one withdrawn, so a refund), and store orders (one cancelled, so a refund).
    const { id: competition } = await world.addCompetition({ entryFee: 25 });
    const other = await world.fan(60);
    expect((await api.call('joinCompetition', { token: buyer.token, params: { id: competition } })).statusCode).toBe(200);
    expect((await api.call('joinCompetition', { token: other.token, params: { id: competition } })).statusCode).toBe(200);
    expect((await api.call('leaveCompetition', { token: other.token, params: { id: competition } })).statusCode).toBe(200);
    const [product] = await world.sql<{ id: number }>(`INSERT INTO products (name_en, name_ar, price, specs_en, specs_ar) VALUES ('Scarf', 'وشاح', 45, '[]', '[]') RETURNING id`);
    const shipping = { name: 'Ahmed Samir', phone_number: '01012345678', street_address: '12 Tahrir St, Cairo' };
    const orders = [];
    for (const fan of [buyer, other]) {
      const placed = await api.call('placeOrder', { token: fan.token, body: { product_id: Number(product!.id), shipping_info: shipping }, headers: { 'idempotency-key': `backup-drill-${fan.id}` } });
      expect(placed.statusCode, placed.body).toBe(201);
      orders.push(placed.json().data.id as number);
    }
    expect((await api.call('adminUpdateOrder', { token: admin.token, params: { id: orders[1]! }, body: { status: 'cancelled' } })).statusCode).toBe(200);
    const buyerCoins = pkg.coins + 40 + 30 - 25 - 45;
    expect(await coinsOf(api, buyer)).toBe(buyerCoins);
    expect(await coinsOf(api, other)).toBe(60);

    // The backup: both schemas of this deployment (the app's and the job queue's), custom format.
    const schema = api.app.services.config.databaseSchema!;
    const dump = path.join(scratch, 'hadaf.dump');
    const started = Date.now();
    runPg('pg_dump', ['--format=custom', '--no-owner', `--schema=${schema}`, `--schema=${jobsSchemaOf({ databaseSchema: schema })}`, `--file=${dump}`, databaseUrl!]);
    const dumped = Date.now();
    // The restore, into a database that did not exist.
    await onServer(databaseUrl!, `CREATE DATABASE "${restoredName}"`);
    const restoredUrl = databaseUrlFor(databaseUrl!, restoredName);
    runPg('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${restoredUrl}`, dump]);
    const restored = Date.now();

    // `npm run ledger:verify` against the restored copy: green.
    const verify = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/ledger-verify.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: restoredUrl, HADAF_DB_SCHEMA: schema },
    });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
    expect(verify.stdout).toMatch(/ledger \(postgres\): \d+ entries, \d+ wallets, every balance matches its journal/);
    console.info(`backup drill: pg_dump ${dumped - started} ms, pg_restore ${restored - dumped} ms; ${verify.stdout.trim()}`);

    // The same wallets, pools, journal, payments and orders.
    const before = await moneyOf(databaseUrl!, schema);
    expect(before.journal[0].entries).toBeGreaterThanOrEqual(9);
    expect(await moneyOf(restoredUrl, schema)).toEqual(before);

    // A server on the restored copy serves the same fans: the password signs in, the balance is the one they had.
    const server = await buildApp(testConfig({ webRoot: path.join(scratch, 'web'), dataDir: path.join(scratch, 'data'), databaseUrl: restoredUrl, databaseSchema: schema }));
    try {
      const login = await server.inject({
        method: 'POST',
        url: '/api/v2/oauth/token',
        payload: { grant_type: 'password', client_id: 2, scope: '*', username: buyer.email, password: buyer.password },
      });
      expect(login.statusCode).toBe(200);
      const profile = await server.inject({ method: 'GET', url: '/api/v2/profile/me', headers: { authorization: `Bearer ${login.json().access_token}` } });
      expect(profile.json().data.coins).toBe(buyerCoins);
    } finally {
      await server.close();
    }
  });
});
