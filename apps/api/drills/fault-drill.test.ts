import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CASH } from '../src/payments/sandbox-cash.ts';
import { sandboxSecret } from '../src/payments/sandbox-provider.ts';
import { SIGNATURE_HEADER, signBody } from '../src/payments/signature.ts';
import { loadContract } from '../src/platform/contract/load.ts';
import type { OperationId } from '../src/platform/contract/types.ts';
import { openDatabase, type Database } from '../src/platform/database/database.ts';
import { jobsSchemaOf } from '../src/platform/jobs/index.ts';
import { runPgInBackground } from '../test/operations/pg-tools.ts';
import { builtServer, isBuilt, startBuilt, type BuiltProcess } from './built-server.ts';
import { createDrillWorld, type DrillWorld } from './drill-world.ts';
import { hadUnknownAttempt, sendUntilAnswered, type Outcome } from './retrying-client.ts';

/**
 * Issue 29's fault drill, the soak a bank would run, bounded to a minute: two API processes and a worker (the built
 * server) on one PostgreSQL; 200 money operations sent at once by clients that retry with the same idempotency, while
 * one API process is killed with SIGKILL and restarted and PostgreSQL itself is restarted. Then: ledger:verify green,
 * every operation a client saw acknowledged is there exactly once, none is applied twice, no balance is negative, no
 * competition has more participants than seats, no promo code more redemptions than it allows.
 * Needs the throwaway cluster of scripts/postgres.mjs (HADAF_TEST_PG_DATA), as it restarts that server: `npm test`'s
 * drills step; skipped anywhere else.
 */
const databaseUrl = process.env.DATABASE_URL;
const clusterData = process.env.HADAF_TEST_PG_DATA;
const schema = `drill_${randomBytes(5).toString('hex')}`;
const secret = randomBytes(32).toString('hex');
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const contract = loadContract();

let scratch: string;
let database: Database;
let api: BuiltProcess[] = [];
let worker: BuiltProcess;
let world: DrillWorld;

const env = (): Record<string, string> => ({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl!,
  HADAF_DB_SCHEMA: schema,
  HADAF_DATA_DIR: scratch,
  HADAF_WEB_ROOT: path.join(scratch, 'web'),
  HADAF_SECRET: secret,
  HADAF_DEMO_DATA: 'off',
  HADAF_SIMULATOR: 'off',
  HADAF_RATE_LIMIT: '0',
  LOG_LEVEL: 'info',
  HADAF_JOB_TIMEOUT_SECONDS: '5',
  HADAF_JOB_SUPERVISE_SECONDS: '1',
  HADAF_JOB_POLL_SECONDS: '0.5',
});

/** A process supervisor's restart: again until it comes up (PostgreSQL may be restarting under it). */
async function restart(name: string, port: number, role: 'api' | 'worker'): Promise<BuiltProcess> {
  for (let tries = 1; ; tries++) {
    try {
      return await startBuilt(name, env(), { port, role });
    } catch (error) {
      if (tries >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** pg_ctl restart of the throwaway cluster (fast: connections are cut, as in a failover or an upgrade's restart). */
function restartPostgres(): Promise<void> {
  const log = process.env.HADAF_TEST_PG_LOG ?? path.join(path.dirname(clusterData!), 'server.log');
  return runPgInBackground('pg_ctl', ['-D', clusterData!, '-m', 'fast', '-w', '-t', '60', '-l', log, 'restart'], { asServer: true });
}

/** A request to an operation of the contract, as a send function for the retrying client. */
function request(operationId: OperationId, { token, params = {}, body, headers = {} }: { token?: string; params?: Record<string, number>; body?: unknown; headers?: Record<string, string> }) {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId)!;
  const route = `/api${operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => String(params[name]))}`;
  return (baseUrl: string, signal: AbortSignal) =>
    fetch(`${baseUrl}${route}`, {
      method: operation.method.toUpperCase(),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? (operation.method === 'post' ? '{}' : undefined) : JSON.stringify(body),
      signal,
    });
}

interface Operation {
  kind: 'join' | 'withdrawal' | 'voucher' | 'prepaid card' | 'store order' | 'payment callback' | 'prize approval';
  send: (baseUrl: string, signal: AbortSignal) => Promise<Response>;
  /** A refusal that says an earlier attempt of this very operation took effect (a join answered "already joined"). */
  doneBefore?: (body: unknown) => boolean;
  /** How many times it took effect, read from the database afterwards. */
  effects: () => Promise<number>;
  outcome?: Outcome;
}

const count = async (text: string, params: unknown[]) => Number((await database.query<{ n: number }>(text, params))[0]!.n);
const ledgerEntries = (key: string) => count('SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key LIKE $1', [key]);
const firstError = (body: unknown, field: string) => ((body as { errors?: Record<string, string[]> } | null)?.errors?.[field] ?? [])[0];

/** The 200 operations: who does what, and how to read from the database whether (and how often) it happened. */
function operations(): Operation[] {
  const { fans, admin } = world;
  const ops: Operation[] = [];
  // 50 joins: 10 fans for each of 5 competitions of 8 seats (2 of each 10 find it full).
  world.openCompetitions.forEach((competition, c) => {
    for (let index = 0; index < 10; index++) {
      const fan = fans[(c * 10 + index) % fans.length]!;
      ops.push({
        kind: 'join',
        send: request('joinCompetition', { token: fan.token, params: { id: competition } }),
        doneBefore: (body) => firstError(body, 'competition') === 'You have already joined this competition.',
        effects: () => ledgerEntries(`competition-join:${competition}:${fan.id}:%`),
      });
    }
  });
  // 20 withdrawals from the competition those fans joined before the drill.
  for (const fan of fans.slice(0, 20)) {
    ops.push({
      kind: 'withdrawal',
      send: request('leaveCompetition', { token: fan.token, params: { id: world.joinedCompetition } }),
      doneBefore: (body) => firstError(body, 'competition') === 'You have not joined this competition.',
      effects: () => ledgerEntries(`competition-refund:${world.joinedCompetition}:${fan.id}:%`),
    });
  }
  // 30 promo code redemptions: 10 fans for each code that 8 may use.
  world.vouchers.forEach((voucher, v) => {
    for (let index = 0; index < 10; index++) {
      const fan = fans[v * 10 + index]!;
      ops.push({
        kind: 'voucher',
        send: request('redeemVoucher', { token: fan.token, body: { code: voucher.code } }),
        doneBefore: (body) => (body as { code?: number } | null)?.code === 1002,
        effects: () => ledgerEntries(`voucher:${voucher.id}:${fan.id}`),
      });
    }
  });
  // 30 prepaid cards charged: 20 cards, 10 of them raced for by two fans.
  for (let index = 0; index < 30; index++) {
    const fan = fans[index]!;
    const card = world.prepaidCards[index % world.prepaidCards.length]!;
    ops.push({
      kind: 'prepaid card',
      send: request('chargePrepaidCard', { token: fan.token, body: { code: card.code } }),
      effects: () => count('SELECT count(*)::int AS n FROM prepaid_cards WHERE id = $1 AND charged_by = $2', [card.id, fan.id]),
    });
  }
  // 30 store orders, each with the Idempotency-Key the buy modal makes.
  for (let index = 0; index < 30; index++) {
    const fan = fans[index + 10]!;
    const key = `drill-order-${index}-${randomBytes(6).toString('hex')}`;
    ops.push({
      kind: 'store order',
      send: request('placeOrder', {
        token: fan.token,
        body: { product_id: world.product, shipping_info: { name: 'Drill Fan', phone_number: '01012345678', street_address: '1 Drill St' } },
        headers: { 'idempotency-key': key },
      }),
      effects: () => count("SELECT count(*)::int AS n FROM orders o JOIN ledger_entries e ON e.idempotency_key = 'store-order:' || o.id WHERE o.user_id = $1 AND o.idempotency_key = $2", [fan.id, key]),
    });
  }
  // 25 signed payment callbacks: each payment's, and 5 sent again by the provider as new events.
  const signing = sandboxSecret(secret, SANDBOX_CASH);
  world.payments.forEach((payment, index) => {
    for (const event of index < 5 ? [`evt_drill_${index}`, `evt_drill_${index}_again`] : [`evt_drill_${index}`]) {
      const body = JSON.stringify({ event_id: event, merchant_ref: payment.merchantRef, status: 'paid', amount_piastres: payment.pricePiastres, occurred_at: new Date().toISOString() });
      ops.push({
        kind: 'payment callback',
        send: (baseUrl, signal) =>
          fetch(`${baseUrl}/api/webhooks/payments/${SANDBOX_CASH}`, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(signing, body) }, body, signal }),
        effects: () => ledgerEntries(`payment:${payment.id}`),
      });
    }
  });
  // 15 prize requests approved by an admin (paid in coins).
  for (const redemption of world.redemptions) {
    ops.push({
      kind: 'prize approval',
      send: request('adminApproveRedemption', { token: admin.token, params: { id: redemption.userPrizeId } }),
      effects: () => ledgerEntries(`prize-redemption:${redemption.id}`),
    });
  }
  return ops;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl || !clusterData)('fault drill: 200 money operations while an API process is killed and PostgreSQL restarts', () => {
  beforeAll(async () => {
    if (!isBuilt()) throw new Error(`${builtServer} is missing: build it first (node scripts/build-apps.mjs, as npm test does before this step)`);
    scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-drill-'));
    // The first migrates; the others wait on its lock.
    api = [await startBuilt('hadaf-drill-api-1', env())];
    [api[1], worker] = await Promise.all([startBuilt('hadaf-drill-api-2', env()), startBuilt('hadaf-drill-worker', env(), { role: 'worker' })]);
    database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: scratch, inMemoryDatabase: false });
    world = await createDrillWorld(database);
    // The fans who withdraw during the drill joined before it.
    for (const fan of world.fans.slice(0, 20)) {
      const joined = await request('joinCompetition', { token: fan.token, params: { id: world.joinedCompetition } })(api[0]!.url, AbortSignal.timeout(10_000));
      expect(joined.status).toBe(200);
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...api, worker].filter(Boolean).map((process) => process.stop()));
    await database?.close();
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${jobsSchemaOf({ databaseSchema: schema })}" CASCADE`);
      await client.end();
    }
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 30_000);

  it('loses no acknowledged operation and applies none twice', { timeout: 90_000 }, async () => {
    const ops = operations();
    expect(ops).toHaveLength(200);
    const started = Date.now();
    const servers = () => api.map((process) => process.url);
    const policy = { attemptTimeoutMs: 8_000, deadlineMs: 30_000 };
    // Sent within the first 4 seconds, so they meet the kill and the restarts.
    const sent = Promise.all(
      ops.map(async (op, index) => {
        await pause(Math.random() * 4_000);
        op.outcome = await sendUntilAnswered(servers, index, op.send, policy);
      }),
    );
    const chaos = (async () => {
      await pause(700);
      const killed = api[0]!;
      await killed.kill();
      const killedAt = Date.now() - started;
      // Restarted at once, as a supervisor would; meanwhile its share of the requests finds nobody there.
      const back = restart(killed.name, killed.port, 'api').then((process) => {
        api[0] = process;
        return Date.now() - started;
      });
      await pause(800);
      const restartStarted = Date.now() - started;
      await restartPostgres();
      const restartEnded = Date.now() - started;
      return { killedAt, backAt: await back, restartStarted, restartEnded };
    })();
    const [timeline] = await Promise.all([chaos, sent]);
    const elapsed = Date.now() - started;

    // What the clients saw.
    const outcomes = ops.map((op) => op.outcome!);
    const attempts = outcomes.flatMap((outcome) => outcome.attempts);
    const tally = {
      sent: ops.length,
      acknowledged: 0,
      refused: 0,
      unanswered: 0,
      retried: outcomes.filter((outcome) => outcome.attempts.length > 1).length,
      attempts: attempts.length,
      'lost answers': attempts.filter((tried) => tried.kind === 'lost').length,
      '503 answers': attempts.filter((tried) => tried.kind === 'answer' && tried.status === 503).length,
      lost: 0,
      duplicated: 0,
      'applied though refused': 0,
    };
    const serverErrors = attempts.filter((tried) => tried.kind === 'answer' && tried.status >= 500 && tried.status !== 503);
    const problems: string[] = [];
    for (const [index, op] of ops.entries()) {
      const outcome = op.outcome!;
      const effects = await op.effects();
      const final = outcome.final;
      const acknowledged = final !== null && (final.status < 300 || (hadUnknownAttempt(outcome) && op.doneBefore?.(final.body) === true));
      const refusedForSure = final !== null && !acknowledged && final.status >= 400 && !hadUnknownAttempt(outcome);
      if (acknowledged) tally.acknowledged++;
      else if (final === null) tally.unanswered++;
      else tally.refused++;
      if (effects > 1) {
        tally.duplicated++;
        problems.push(`#${index} ${op.kind}: applied ${effects} times`);
      }
      if (acknowledged && effects === 0) {
        tally.lost++;
        problems.push(`#${index} ${op.kind}: acknowledged (${final!.status}) but not applied`);
      }
      if (refusedForSure && effects > 0) {
        tally['applied though refused']++;
        problems.push(`#${index} ${op.kind}: refused (${final!.status} ${JSON.stringify(final!.body)}) but applied`);
      }
    }
    console.info(
      `fault drill (${(elapsed / 1000).toFixed(1)} s; API process killed at ${timeline.killedAt} ms, back at ${timeline.backAt} ms; ` +
        `PostgreSQL restarted ${timeline.restartStarted}–${timeline.restartEnded} ms): ${Object.entries(tally).map(([name, value]) => `${name} ${value}`).join(', ')}`,
    );

    // The answers that are faults: a 5xx other than "come back shortly", or an operation nobody could get through.
    expect(serverErrors.map((tried) => (tried.kind === 'answer' ? `${tried.status} ${JSON.stringify(tried.body)}` : '')), 'server errors').toEqual([]);
    expect(problems).toEqual([]);
    expect(tally.unanswered).toBe(0);
    // The disturbances really met the operations: some attempts went unanswered or were asked to come back.
    expect(tally['lost answers'] + tally['503 answers']).toBeGreaterThan(0);

    // The books: ledger:verify on the database, then the limits no race may pass.
    const verify = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/ledger-verify.mjs')], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl, HADAF_DB_SCHEMA: schema } });
    expect(verify.stderr).toBe('');
    expect(verify.status, verify.stdout).toBe(0);
    const [limits] = await database.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM users WHERE coins < 0) AS negative_wallets,
              (SELECT count(*)::int FROM ledger_accounts WHERE account LIKE 'pool:%' AND balance < 0) AS negative_pools,
              (SELECT count(*)::int FROM competitions c WHERE c.participants_count > c.max_participants
                 OR c.participants_count <> (SELECT count(*) FROM competition_participants p WHERE p.competition_id = c.id)) AS oversold_competitions,
              (SELECT count(*)::int FROM vouchers v WHERE v.redemptions > v.max_redemptions
                 OR v.redemptions <> (SELECT count(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id)) AS overused_vouchers,
              (SELECT count(*)::int FROM competitions WHERE id = ANY($1::bigint[]) AND participants_count = max_participants) AS full_competitions`,
      [world.openCompetitions],
    );
    expect(limits).toEqual({ negative_wallets: 0, negative_pools: 0, oversold_competitions: 0, overused_vouchers: 0, full_competitions: world.openCompetitions.length });

    // Every process is still serving after it all (ready: the database answers and each listens for notices again),
    // and the worker still works the queue: a match finished now is scored.
    const exited = [...api, worker].filter((process) => process.child.exitCode !== null || process.child.signalCode !== null);
    expect(exited.map((process) => `${process.name} exited (${process.child.exitCode ?? process.child.signalCode}):\n${process.output().split('\n').slice(-60).join('\n')}`)).toEqual([]);
    for (const process of api) await expect.poll(async () => (await fetch(`${process.url}/api/health/ready`)).status, { timeout: 15_000, interval: 250 }).toBe(200);
    const finished = await request('adminUpdateMatch', { token: world.admin.token, params: { id: world.spareMatch }, body: { state: 'FINISHED', home_goals: 1, away_goals: 0 } })(api[0]!.url, AbortSignal.timeout(10_000));
    expect(finished.status).toBe(200);
    await expect
      .poll(async () => (await database.query<{ state: string }>(`SELECT state FROM "${jobsSchemaOf({ databaseSchema: schema })}".job WHERE name = 'score-match' AND singleton_key = $1`, [String(world.spareMatch)]))[0]?.state, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('completed');
  });
});
