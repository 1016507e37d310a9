import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/app.ts';
import { InsufficientCoins, moveCoins, walletBalance } from '../../src/ledger/index.ts';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { testConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/database/database.ts';
import { migrate } from '../../src/platform/database/migrate.ts';
import { createHarness, type Harness } from '../helpers/harness.ts';
import { dropTestSchema } from '../helpers/schemas.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
}, 180_000);
afterAll(() => harness.close());

const db = () => harness.app.services.database;

class Rollback extends Error {
  constructor(readonly problems: Awaited<ReturnType<typeof verifyLedger>>) {
    super('rolled back on purpose');
  }
}
const credit = (userId: number, coins: number, key: string) =>
  db().transaction((tx) => moveCoins(tx, { idempotencyKey: key, kind: 'correction', from: { kind: 'house' }, to: { kind: 'wallet', userId }, coins }));

describe('the ledger', () => {
  it('moves coins once per idempotency key, however often it is asked', { tags: ['postgres'] }, async () => {
    const fan = await harness.newUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => credit(fan.id, 30, `test-credit:${fan.id}`)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    expect(await walletBalance(db(), fan.id)).toBe(30);
  });

  it('never lets a wallet or a pool go below zero, and then moves nothing at all', async () => {
    const fan = await harness.newUser();
    await credit(fan.id, 5, `test-small:${fan.id}`);
    const overdraw = db().transaction((tx) =>
      moveCoins(tx, { idempotencyKey: `test-overdraw:${fan.id}`, kind: 'competition-join', from: { kind: 'wallet', userId: fan.id }, to: { kind: 'pool', competitionId: 999 }, coins: 6 }),
    );
    await expect(overdraw).rejects.toMatchObject({ account: { kind: 'wallet', userId: fan.id }, needed: 6, available: 5 });
    await expect(overdraw).rejects.toBeInstanceOf(InsufficientCoins);
    const emptyPool = db().transaction((tx) =>
      moveCoins(tx, { idempotencyKey: `test-empty-pool:${fan.id}`, kind: 'competition-refund', from: { kind: 'pool', competitionId: 998 }, to: { kind: 'wallet', userId: fan.id }, coins: 1 }),
    );
    await expect(emptyPool).rejects.toBeInstanceOf(InsufficientCoins);
    expect(await walletBalance(db(), fan.id)).toBe(5);
    const [entries] = await db().query<{ count: number }>("SELECT count(*) AS count FROM ledger_entries WHERE idempotency_key IN ($1, $2)", [`test-overdraw:${fan.id}`, `test-empty-pool:${fan.id}`]);
    expect(Number(entries?.count)).toBe(0);
  });

  it('keeps history: postings and entries cannot be rewritten or removed', async () => {
    const fan = await harness.newUser();
    await credit(fan.id, 7, `test-history:${fan.id}`);
    await expect(db().query('UPDATE ledger_postings SET amount = 700 WHERE user_id = $1', [fan.id])).rejects.toThrow(/append-only/);
    await expect(db().query('DELETE FROM ledger_entries WHERE idempotency_key = $1', [`test-history:${fan.id}`])).rejects.toThrow(/append-only/);
  });

  it('refuses a movement of nothing, of a fraction, or from an account to itself', async () => {
    const fan = await harness.newUser();
    const wallet = { kind: 'wallet' as const, userId: fan.id };
    for (const [coins, to] of [[0, { kind: 'house' as const }], [1.5, { kind: 'house' as const }], [3, wallet]] as const) {
      await expect(db().transaction((tx) => moveCoins(tx, { idempotencyKey: `test-bad:${fan.id}:${coins}`, kind: 'correction', from: wallet, to, coins }))).rejects.toThrow();
    }
    expect(await db().query('SELECT 1 FROM ledger_entries WHERE idempotency_key LIKE $1', [`test-bad:${fan.id}:%`])).toEqual([]);
  });

  it('verify finds an entry that does not balance, naming the entry and the account it made wrong', async () => {
    const fan = await harness.newUser();
    await credit(fan.id, 9, `test-unbalanced:${fan.id}`);
    // An entry of one posting written past moveCoins, checked inside a transaction that is then rolled back.
    let entryId = 0;
    const problems = await db()
      .transaction(async (tx) => {
        const [entry] = await tx.query<{ id: number }>("INSERT INTO ledger_entries (idempotency_key, kind) VALUES ($1, 'correction') RETURNING id", [`test-one-sided:${fan.id}`]);
        entryId = Number(entry!.id);
        await tx.query("INSERT INTO ledger_postings (entry_id, account, amount, user_id) VALUES ($1, $2, 1, $3)", [entryId, `wallet:${fan.id}`, fan.id]);
        throw new Rollback(await verifyLedger(tx));
      })
      .catch((error: unknown) => (error instanceof Rollback ? error.problems : Promise.reject(error)));
    expect(problems).toEqual([{ kind: 'unbalanced-entry', entryId, sum: 1, postings: 1 }, { kind: 'balance-differs', account: `wallet:${fan.id}`, stored: 9, journal: 10 }]);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('verify finds a posting to no account of the ledger, or to a wallet its owner column does not name', async () => {
    const fan = await harness.newUser();
    const problems = await db()
      .transaction(async (tx) => {
        const [entry] = await tx.query<{ id: number }>("INSERT INTO ledger_entries (idempotency_key, kind) VALUES ($1, 'correction') RETURNING id", [`test-strangers:${fan.id}`]);
        await tx.query("INSERT INTO ledger_postings (entry_id, account, amount, user_id) VALUES ($1, 'casino', -4, NULL), ($1, $2, 4, NULL)", [entry!.id, `wallet:${fan.id}`]);
        throw new Rollback(await verifyLedger(tx));
      })
      .catch((error: unknown) => (error instanceof Rollback ? error.problems : Promise.reject(error)));
    expect(problems.map((problem) => (problem.kind === 'unknown-account' ? problem.account : problem.kind))).toEqual(['casino', `wallet:${fan.id}`]);
  });

  // PGlite runs one transaction at a time; only PostgreSQL can show two movements not waiting on each other.
  it.runIf(Boolean(process.env.DATABASE_URL))('credits from the platform’s own accounts do not queue behind each other', { tags: ['postgres'], timeout: 30_000 }, async () => {
    const [first, second] = [await harness.newUser(), await harness.newUser()];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let moved = () => {};
    const firstMoved = new Promise<void>((resolve) => (moved = resolve));
    const open = db().transaction(async (tx) => {
      await moveCoins(tx, { idempotencyKey: `test-open:${first.id}`, kind: 'voucher', from: { kind: 'promotions' }, to: { kind: 'wallet', userId: first.id }, coins: 5 });
      moved();
      await held;
    });
    await firstMoved;
    const other = db().transaction((tx) =>
      moveCoins(tx, { idempotencyKey: `test-beside:${second.id}`, kind: 'voucher', from: { kind: 'promotions' }, to: { kind: 'wallet', userId: second.id }, coins: 5 }),
    );
    const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000));
    const outcome = await Promise.race([other.then(() => 'moved'), waited]);
    release();
    await Promise.all([open, other]);
    expect(outcome).toBe('moved');
  });

  it('verify finds a stored balance that differs from its journal, naming the account', async () => {
    const fan = await harness.newUser();
    await credit(fan.id, 12, `test-verify:${fan.id}`);
    expect(await verifyLedger(db())).toEqual([]);
    await db().query('UPDATE users SET coins = coins + 1 WHERE id = $1', [fan.id]);
    expect(await verifyLedger(db())).toEqual([{ kind: 'balance-differs', account: `wallet:${fan.id}`, stored: 13, journal: 12 }]);
    await db().query('UPDATE users SET coins = coins - 1 WHERE id = $1', [fan.id]);
    expect(await verifyLedger(db())).toEqual([]);
  });
});

describe('the migration that opens the ledger', () => {
  it('gives the coins users held before it an opening balance, so the ledger holds on an upgraded database', async () => {
    // The schema as it was before the ledger (migrations up to 0013), then users with coins, then the upgrade.
    const { migrationsDir } = testConfig({ webRoot: '/nowhere', dataDir: '/nowhere' });
    const before = mkdtempSync(path.join(tmpdir(), 'hadaf-before-ledger-'));
    for (const file of readdirSync(migrationsDir).filter((name) => name < '0014')) copyFileSync(path.join(migrationsDir, file), path.join(before, file));
    const database = await openDatabase({ inMemoryDatabase: true, dataDir: before, databaseUrl: undefined, databaseSchema: undefined });
    try {
      await migrate(database, before);
      const users = await database.query<{ id: number }>(
        "INSERT INTO users (name, email, settings, coins) VALUES ('Rich', 'rich@example.com', '{}', 120), ('Poor', 'poor@example.com', '{}', 0) RETURNING id",
      );
      expect(await migrate(database, migrationsDir)).toContain('0014_ledger');
      expect(await verifyLedger(database)).toEqual([]);
      const [rich, poor] = users.map((user) => Number(user.id));
      expect(await database.query('SELECT kind, amount FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id WHERE p.user_id = $1', [rich])).toEqual([
        { kind: 'opening-balance', amount: 120 },
      ]);
      expect(await database.query('SELECT 1 FROM ledger_postings WHERE user_id = $1', [poor])).toEqual([]);
      // The opened balance spends like any other.
      await database.transaction((tx) =>
        moveCoins(tx, { idempotencyKey: 'after-upgrade', kind: 'competition-join', from: { kind: 'wallet', userId: rich! }, to: { kind: 'pool', competitionId: 1 }, coins: 120 }),
      );
      expect(await walletBalance(database, rich!)).toBe(0);
      expect(await verifyLedger(database)).toEqual([]);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('npm run ledger:verify', { tags: ['postgres'] }, () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const verify = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [path.join(root, 'scripts/ledger-verify.mjs')], { encoding: 'utf8', env: { ...process.env, ...env } });

  it('reads the database the server is configured with: exit 0 when it holds, 1 naming the account when not', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-ledger-verify-'));
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const schema = databaseUrl ? `verify_${randomBytes(5).toString('hex')}` : undefined;
    const config = testConfig({ webRoot: path.join(scratch, 'web'), dataDir: path.join(scratch, 'data'), databaseUrl, databaseSchema: schema, inMemoryDatabase: false });
    const env = { HADAF_DATA_DIR: config.dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl, HADAF_DB_SCHEMA: schema } : {}) };
    const openApp = async () => {
      const app = await buildApp(config);
      await app.ready();
      return app;
    };
    try {
      let app = await openApp();
      const [user] = await app.services.database.query<{ id: number }>("INSERT INTO users (name, email, settings) VALUES ('Verify', 'verify@example.com', '{}') RETURNING id");
      await app.services.database.transaction((tx) => moveCoins(tx, { idempotencyKey: 'verify-cli', kind: 'correction', from: { kind: 'house' }, to: { kind: 'wallet', userId: user!.id }, coins: 40 }));
      await app.close(); // PGlite's files belong to one process at a time

      const healthy = verify(env);
      expect(healthy.status, healthy.stderr).toBe(0);
      expect(healthy.stdout).toMatch(/every balance matches its journal/);

      app = await openApp();
      await app.services.database.query('UPDATE users SET coins = 41 WHERE id = $1', [user!.id]);
      await app.close();
      const broken = verify(env);
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain(`wallet:${user!.id}: stored balance 41, journal says 40`);
    } finally {
      if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
