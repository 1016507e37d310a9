import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, PASSWORD, type Harness, type TestUser } from './helpers/harness.ts';

/**
 * Rotating HADAF_SECRET (docs/deployment.md, "Rotating HADAF_SECRET"): the same database served in turn under the old
 * secret, under the new one with HADAF_SECRET_PREVIOUS set to the old, and under the new one alone. Embedded PGlite in
 * one data directory, so each server in turn opens what the one before wrote.
 */
const OLD = 'old-secret-0123456789abcdef0123456789abcdef';
const NEW = 'new-secret-fedcba9876543210fedcba9876543210';

let scratch: string;
let server: Harness | undefined;

/** Stops the running server and starts another on the same data under the given secrets. */
async function serveWith(secret: string, previousSecret?: string): Promise<Harness> {
  await server?.close();
  server = await createHarness({ dataDir: scratch, inMemoryDatabase: false, databaseUrl: undefined, databaseSchema: undefined, secret, previousSecret });
  return server;
}

const refreshGrant = (refresh_token: string) => ({ grant_type: 'refresh_token', client_id: '2', scope: '*', refresh_token });
const refresh = (api: Harness, refreshToken: string) => api.call('issueToken', { body: refreshGrant(refreshToken) });
/** A profile read (the full session check) and a prediction for an unknown match (the remembered identity's check: 404 when signed in). */
const sessionWorks = async (api: Harness, accessToken: string) => {
  const profile = (await api.call('getProfile', { token: accessToken })).statusCode;
  const predictions = (await api.call('savePredictions', { token: accessToken, body: { game_id: 999_999, bets: [{ bet_id: 1, value: 'yes' }] } })).statusCode;
  return { profile, predictions };
};
const SIGNED_IN = { profile: 200, predictions: 404 };
const SIGNED_OUT = { profile: 401, predictions: 401 };

let phones = 0;
const newPhone = () => `0101${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;

interface Pair {
  access_token: string;
  refresh_token: string;
}

describe('rotating HADAF_SECRET', () => {
  // Issued under the old secret, before the rotation.
  let active: TestUser;
  let activePair: Pair;
  let away: Pair;
  let loggedInOnly: TestUser;
  let twoTabs: { spent: string; pair: Pair };
  let code: { user: TestUser; phone: string; otp: string };
  let lateCode: { user: TestUser; phone: string; otp: string };
  let addCardUrl: string;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-rotation-'));
    const api = await serveWith(OLD);
    // A refresh derives the next pair from the secret: these are the tokens a rotation could break.
    active = await api.newUser();
    activePair = (await refresh(api, active.refreshToken)).json();
    away = (await refresh(api, (await api.newUser()).refreshToken)).json();
    // A login's first pair is random, tied to no secret.
    loggedInOnly = await api.newUser();
    // A refresh the second of two tabs will repeat within the grace window, on a server given the new secret.
    const tab = await api.newUser();
    twoTabs = { spent: tab.refreshToken, pair: (await refresh(api, tab.refreshToken)).json() };
    // Codes in flight: sent before the rotation, typed after it.
    const codeFor = async () => {
      const user = await api.newUser();
      const phone = newPhone();
      expect((await api.call('sendPhoneOtp', { token: user.token, body: { phone_number: phone } })).statusCode).toBe(200);
      return { user, phone, otp: await api.lastCode(phone) };
    };
    code = await codeFor();
    lateCode = await codeFor();
    addCardUrl = (await api.call('listPaymentCards', { token: active.token, params: { provider: 'card' } })).json().add_card_url;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('keeps everyone signed in with the previous secret beside the new one, and re-issues refreshed tokens under the new one', async () => {
    const api = await serveWith(NEW, OLD);
    expect(await sessionWorks(api, activePair.access_token)).toEqual(SIGNED_IN);
    expect(await sessionWorks(api, loggedInOnly.token)).toEqual(SIGNED_IN);
    // The second tab's refresh within the grace window gets the pair the old secret derived, not a revoked login.
    const secondTab = await refresh(api, twoTabs.spent);
    expect(secondTab.statusCode).toBe(200);
    expect(secondTab.json()).toMatchObject(twoTabs.pair);
    // A code sent before the rotation is still good.
    const changed = await api.call('changePhoneNumber', { token: code.user.token, body: { phone_number: code.phone, otp: code.otp } });
    expect(changed.statusCode).toBe(200);
    // The add-card page address signed before the rotation still opens.
    expect((await api.app.inject({ method: 'GET', url: addCardUrl })).statusCode).toBe(200);

    const renewed = await refresh(api, activePair.refresh_token);
    expect(renewed.statusCode).toBe(200);
    activePair = renewed.json();
    expect(await sessionWorks(api, activePair.access_token)).toEqual(SIGNED_IN);
  });

  it('once the previous secret is removed, keeps the re-issued and random tokens, and refuses what only the old secret derived', async () => {
    const api = await serveWith(NEW);
    // Refreshed during the overlap: derived under the new secret, so it still works and refreshes.
    expect(await sessionWorks(api, activePair.access_token)).toEqual(SIGNED_IN);
    expect((await refresh(api, activePair.refresh_token)).statusCode).toBe(200);
    // A login's random tokens depend on no secret.
    expect(await sessionWorks(api, loggedInOnly.token)).toEqual(SIGNED_IN);
    expect((await refresh(api, loggedInOnly.refreshToken)).statusCode).toBe(200);
    // Derived under the old secret and not refreshed while it still verified: refused, like an expired login.
    expect(await sessionWorks(api, away.access_token)).toEqual(SIGNED_OUT);
    const stale = await refresh(api, away.refresh_token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: 'invalid_creds' });
    // A code hashed under the old secret no longer verifies, nor does a page address it signed.
    const changed = await api.call('changePhoneNumber', { token: lateCode.user.token, body: { phone_number: lateCode.phone, otp: lateCode.otp } });
    expect(changed.json().errors).toEqual({ otp: ['otp-error'] });
    expect((await api.app.inject({ method: 'GET', url: addCardUrl })).statusCode).toBe(400);
    // Signing in again works as always.
    const login = await api.call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: active.email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });
});
