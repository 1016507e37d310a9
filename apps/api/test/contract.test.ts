import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContract } from '../src/platform/contract/load.ts';
import { migrate, readMigrations } from '../src/platform/database/migrate.ts';
import { sweepExpired } from '../src/accounts/housekeeping.ts';
import { startSession } from '../src/platform/sessions/tokens.ts';
import { createHarness, multipart, type Harness, type TestUser } from './helpers/harness.ts';

let api: Harness;
let user: TestUser;

beforeAll(async () => {
  api = await createHarness();
  user = await api.newUser();
}, 180_000);
afterAll(() => api?.close());

describe('system operations', () => {
  it('reports the database in /api/health', async () => {
    const response = await api.call('getHealth');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      ok: true,
    });
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const { database } = api.app.services;
    const ping = database.ping;
    database.ping = async () => false;
    try {
      const response = await api.call('getHealth');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: 'down', ok: false });
    } finally {
      database.ping = ping;
    }
  });

  it('answers the app settings to visitors and users alike', async () => {
    for (const token of [undefined, user.token, 'stale-token']) {
      const response = await api.call('getAppSettings', { token });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        eksab_share: 0.1,
        enable_phone_verification: true,
        referral_reward_coins: 10,
        referral_reward_coins_for_first_payment: 20,
        // Outside production the demo community group is advertised unless HADAF_COMMUNITY_URL says otherwise.
        community_group_url: 'https://www.facebook.com/groups/hadaf.community',
        // The sandbox captcha's checkbox (a real provider's widget and site key otherwise).
        captcha: { provider: 'sandbox', site_key: null, action: null, widget: 'checkbox' },
        // The sandbox social login page (Facebook's SDK, with its app id, otherwise; no button with none).
        social: { provider: 'sandbox', app_id: null, graph_version: null },
      });
    }
  });

  it('lists sandbox messages in the dev outbox to a client on this machine, filtered by recipient', async () => {
    const here = { ip: '127.0.0.1' };
    const all = await api.call('getDevOutbox', here);
    expect(all.statusCode).toBe(200);
    expect((await api.call('getDevOutbox', { ip: '::1' })).statusCode).toBe(200);
    const mine = await api.call('getDevOutbox', { ...here, query: { to: user.email } });
    expect(mine.json().data.length).toBeGreaterThan(0);
    expect(mine.json().data.every((message: { to: string }) => message.to === user.email)).toBe(true);
    const nobody = await api.call('getDevOutbox', { ...here, query: { to: 'nobody@example.com' } });
    expect(nobody.json().data).toEqual([]);
  });

  it('hides the dev outbox (live codes of every user) from other machines', async () => {
    for (const ip of ['10.1.2.3', '192.168.1.20', '::ffff:10.0.0.7']) expect((await api.call('getDevOutbox', { ip })).statusCode).toBe(404);
  });

  it('hides the dev outbox on a production server', async () => {
    api.app.services.config.production = true;
    try {
      const response = await api.call('getDevOutbox', { ip: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
    } finally {
      api.app.services.config.production = false;
    }
  });
});

describe('migrations', () => {
  it('are recorded and applied once', async () => {
    const { database, config } = api.app.services;
    expect(await migrate(database, config.migrationsDir)).toEqual([]);
    const rows = await database.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows[0]).toEqual({ version: '0001', name: 'platform' });
    expect(rows.map((row) => row.version)).toEqual(readMigrations(config.migrationsDir).map((migration) => migration.version));
  });

  it('refuse badly named files and duplicate versions', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'hadaf-migrations-'));
    try {
      writeFileSync(path.join(directory, '0001_a.sql'), 'SELECT 1');
      writeFileSync(path.join(directory, '0001_b.sql'), 'SELECT 1');
      expect(() => readMigrations(directory)).toThrow(/share version 0001/);
      writeFileSync(path.join(directory, 'two.sql'), 'SELECT 1');
      expect(() => readMigrations(directory)).toThrow(/0001_name\.sql: two\.sql/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('housekeeping', () => {
  it('deletes long-expired codes and old throttle hits, keeping live ones', async () => {
    const { database } = api.app.services;
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await database.query(`INSERT INTO throttle_hits (key, hit_at) VALUES ('sweep:old', $1), ('sweep:new', now())`, [old]);
    await database.query(
      `INSERT INTO otps (purpose, target, code_hash, expires_at) VALUES ('password_reset', 'sweep-old', 'x', $1), ('password_reset', 'sweep-live', 'y', $2)`,
      [old, new Date(Date.now() + 60_000)],
    );
    await sweepExpired(api.app.services);
    expect(await database.query(`SELECT key FROM throttle_hits WHERE key LIKE 'sweep:%'`)).toEqual([{ key: 'sweep:new' }]);
    expect(await database.query(`SELECT target FROM otps WHERE target LIKE 'sweep-%'`)).toEqual([{ target: 'sweep-live' }]);
  });
});

describe('the contract as routes', () => {
  const contract = loadContract();

  it('registers a route for each of the 88 operations, none failing with a 5xx', async () => {
    expect(contract.operations).toHaveLength(88);
    // Its own user: the sweep calls logout too.
    const sweeper = await api.newUser();
    for (const operation of contract.operations) {
      expect(api.app.hasRoute({ method: operation.method as 'GET', url: `/api${operation.url}` }), operation.operationId).toBe(true);
      const url = `/api${operation.path.replace(/\{[^}]+\}/g, '1')}`;
      const response = await api.app.inject({ method: operation.method as 'GET', url, headers: { authorization: `Bearer ${sweeper.token}` } });
      const description = `${operation.method} ${url}: ${response.statusCode} ${response.body}`;
      expect(response.statusCode < 500, description).toBe(true);
    }
  });

  it('has a handler for every operation: none answers 501, and admin operations still check the token first', async () => {
    const admin = await api.newAdmin();
    for (const operation of contract.operations) {
      // A session of its own for each call: the sweep calls logout too.
      const { access_token: token } = await startSession(api.app.services, admin.id);
      const url = `/api${operation.path.replace(/\{[^}]+\}/g, '1')}`;
      const response = await api.app.inject({ method: operation.method as 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, `${operation.operationId}: ${response.body}`).not.toBe(501);
    }
    expect((await api.call('adminApproveRedemption', { params: { id: 1 } })).statusCode).toBe(401);
    const fan = await api.call('adminApproveRedemption', { token: user.token, params: { id: 1 } });
    expect(fan.statusCode).toBe(403);
    expect(fan.json()).toEqual({ message: 'This action is unauthorized.' });
    const arabic = await api.call('adminApproveRedemption', { token: user.token, params: { id: 1 }, locale: 'ar' });
    expect(arabic.json().message).toBe('غير مسموح لك بهذا الإجراء.');
    // The fan's redemption operations answer (here: no such prize) instead of 501.
    expect((await api.call('generateRedemptionForms', { token: user.token, ...multipart({ user_prize_id: '1', national_id: '29001011234567' }) })).statusCode).toBe(404);
  });

  it('validates input before anything else (bad input is never a 5xx)', async () => {
    const response = await api.call('placeOrder', { token: user.token, body: { product_id: 'one' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['product_id', 'shipping_info']));
  });
});

describe('request validation', () => {
  it('lists every failing field with messages in English by default', async () => {
    const response = await api.call('registerEmail', { body: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['This field is required.'],
        email: ['Enter a valid email address.'],
        password: ['This field is required.'],
        recaptcha: ['This field is required.'],
      },
    });
  });

  it('answers in Arabic with X-Locale: ar', async () => {
    const response = await api.call('registerEmail', { body: { email: 'x@example.com', name: 'A', password: 'secret123' }, locale: 'ar' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'البيانات المدخلة غير صالحة.', errors: { recaptcha: ['هذا الحقل مطلوب.'] } });
  });

  it('names the fields of the chosen token grant only', async () => {
    const response = await api.call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'username']);
    const unknownGrant = await api.call('issueToken', { body: { grant_type: 'client_credentials', client_id: 2, scope: '*' } });
    expect(unknownGrant.statusCode).toBe(422);
    expect(unknownGrant.json().errors).toEqual({ grant_type: ['The selected value is invalid.'] });
  });

  it('treats a missing body as an empty one', async () => {
    const response = await api.call('forgetPassword');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['identifier', 'recaptcha']);
  });

  it('answers malformed JSON with 422 and a clear message', async () => {
    const response = await api.call('issueToken', { payload: '{"grant_type": ', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', errors: { body: ['The request body is not valid JSON.'] } });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/v2/oauth/token', payload: 'grant_type=password', headers: { 'content-type': 'text/csv' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'This content type is not supported here.' });
  });

  it('checks query parameters with their types', async () => {
    const bad = await api.call('listUsers', { token: user.token, query: { per_page: 'many' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ per_page: ['The value has the wrong type.'] });
    const tooBig = await api.call('listUsers', { token: user.token, query: { per_page: 51 } });
    expect(tooBig.json().errors).toEqual({ per_page: ['The value may not be greater than 50.'] });
  });

  it('falls back to English for an unsupported X-Locale', async () => {
    const response = await api.call('registerEmail', { body: {}, headers: { 'x-locale': 'fr' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The given data was invalid.');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v2/nothing', headers: { 'x-locale': 'ar' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'غير موجود.' });
  });

  it('rejects secured operations without a valid token with the exact message the client refreshes on', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await api.call('getProfile', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });
});
