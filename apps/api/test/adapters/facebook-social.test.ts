import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookSocial, type FacebookSettings } from '../../src/platform/adapters/facebook-social.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createHarness, type Harness } from '../helpers/harness.ts';
import { startStandIn, type StandIn, type StandInAnswer } from './stand-in.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'fb-app-secret';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** The user tokens the stand-in knows: which app issued each, to whom, until when, and the profile behind it. */
const tokens: Record<string, { app_id: string; user_id: string; expires_at: number; is_valid: boolean; type?: string; profile?: Record<string, unknown> }> = {
  'EAA-mona': { app_id: APP_ID, user_id: '1001', expires_at: inAnHour(), is_valid: true, profile: { id: '1001', name: 'منى سامي', email: 'Mona@Example.com', picture: { data: { url: 'https://x' } } } },
  'EAA-no-email': { app_id: APP_ID, user_id: '1002', expires_at: 0, is_valid: true, profile: { id: '1002', name: 'Karim' } },
  'EAA-other-app': { app_id: '999', user_id: '1001', expires_at: inAnHour(), is_valid: true, profile: { id: '1001', name: 'Mona' } },
  'EAA-expired': { app_id: APP_ID, user_id: '1001', expires_at: Math.floor(Date.now() / 1000) - 60, is_valid: true, profile: { id: '1001', name: 'Mona' } },
  'EAA-page': { app_id: APP_ID, user_id: '1001', expires_at: 0, is_valid: true, type: 'PAGE', profile: { id: '1001', name: 'A page' } },
};

const oauthError = (message: string): StandInAnswer => ({ status: 400, json: { error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'Axyz' } } });

/** Graph API v21.0 as documented: /debug_token with the app token, /me with the user token and appsecret_proof. */
async function startGraph(): Promise<StandIn> {
  return startStandIn((request) => {
    const query = request.url.searchParams;
    if (request.url.pathname === '/v21.0/debug_token') {
      if (query.get('access_token') !== `${APP_ID}|${APP_SECRET}`) return oauthError('Invalid OAuth access token signature.');
      const token = tokens[query.get('input_token') ?? ''];
      if (!token) return { json: { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } } };
      const { profile: _profile, type = 'USER', ...data } = token;
      return { json: { data: { ...data, type, application: 'Hadaf', scopes: ['public_profile', 'email'] } } };
    }
    if (request.url.pathname === '/v21.0/me') {
      const userToken = query.get('access_token') ?? '';
      const token = tokens[userToken];
      if (!token) return oauthError('Invalid OAuth access token.');
      if (query.get('appsecret_proof') !== createHmac('sha256', APP_SECRET).update(userToken).digest('hex')) {
        return { status: 400, json: { error: { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 } } };
      }
      const fields = (query.get('fields') ?? 'id,name').split(',');
      return { json: Object.fromEntries(Object.entries(token.profile ?? {}).filter(([key]) => fields.includes(key))) };
    }
    return { status: 404, json: { error: { message: 'Unknown path', type: 'OAuthException', code: 803 } } };
  });
}

let graph: StandIn;
beforeAll(async () => {
  graph = await startGraph();
});
afterAll(() => graph?.close());

const settings = (overrides: Partial<FacebookSettings> = {}): FacebookSettings => ({ appId: APP_ID, appSecret: APP_SECRET, graphUrl: `${graph.url}/v21.0`, ...overrides });

describe('Facebook social login', () => {
  it('checks the token with debug_token and reads the profile from /me, with appsecret_proof', async () => {
    const identity = await facebookSocial(settings()).identify('EAA-mona');
    expect(identity).toEqual({ provider: 'facebook', providerUserId: '1001', name: 'منى سامي', email: 'mona@example.com', emailVerified: false });
    const me = graph.requests.at(-1)!;
    expect(me.url.searchParams.get('fields')).toBe('id,name,email,picture');
    expect(await facebookSocial(settings()).identify('EAA-no-email')).toMatchObject({ providerUserId: '1002', email: null });
  });

  it('refuses a token issued for another app, an expired, invalid or non-user one', async () => {
    const facebook = facebookSocial(settings());
    for (const token of ['EAA-other-app', 'EAA-expired', 'EAA-forged', 'EAA-page', '', 'sandbox:a@b.c:Mallory']) {
      expect(await facebook.identify(token), token).toBeNull();
    }
  });

  it('reports a wrong app secret and an unreachable Graph API as a provider fault, without the secret', async () => {
    const error = await facebookSocial(settings({ appSecret: 'stale' }))
      .identify('EAA-mona')
      .catch((caught: unknown) => caught as Error);
    expect(error).toMatchObject({ service: 'social', fault: 'provider', message: 'Graph API /debug_token error 190 (OAuthException)' });
    expect(String(error)).not.toContain('stale');
    await expect(facebookSocial(settings({ graphUrl: 'http://127.0.0.1:1/v21.0' })).identify('EAA-mona')).rejects.toMatchObject({ fault: 'provider' });
  });
});

describe('choosing Facebook by configuration', () => {
  it('reads the app id, secret and Graph address; refuses them missing; satisfies production for social login', () => {
    const facebook = loadConfig({ HADAF_SOCIAL: 'facebook', HADAF_FACEBOOK_APP_ID: APP_ID, HADAF_FACEBOOK_APP_SECRET: 's' });
    expect(facebook.providers.facebook).toEqual({ appId: APP_ID, appSecret: 's', graphUrl: 'https://graph.facebook.com/v25.0' });
    // The login pages learn the public app id and the pinned version, never the secret.
    expect(facebook.appSettings.social).toEqual({ provider: 'facebook', app_id: APP_ID, graph_version: 'v25.0' });
    expect(JSON.stringify(facebook.appSettings)).not.toContain('"s"');
    expect(loadConfig({}).appSettings.social).toEqual({ provider: 'sandbox', app_id: null, graph_version: null });
    expect(loadConfig({ HADAF_SOCIAL: 'none' }).appSettings.social).toEqual({ provider: 'none', app_id: null, graph_version: null });
    expect(() => loadConfig({ HADAF_SOCIAL: 'facebook', HADAF_FACEBOOK_APP_ID: APP_ID })).toThrow(/HADAF_FACEBOOK_APP_SECRET must be set/);
    expect(() => loadConfig({ HADAF_SOCIAL: 'facebook', HADAF_FACEBOOK_APP_ID: 'hadaf', HADAF_FACEBOOK_APP_SECRET: 's' })).toThrow(/numeric id/);
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's', HADAF_SOCIAL: 'facebook', HADAF_FACEBOOK_APP_ID: APP_ID, HADAF_FACEBOOK_APP_SECRET: 's' })).toThrow(
      /sandbox adapters \(sms, email, captcha, payments\)/,
    );
  });
});

describe('the API with Facebook login', () => {
  let api: Harness;
  beforeAll(async () => {
    // Configured as an operator would, the Graph address pointing at the stand-in (with its version).
    const configured = loadConfig({ HADAF_SOCIAL: 'facebook', HADAF_FACEBOOK_APP_ID: APP_ID, HADAF_FACEBOOK_APP_SECRET: APP_SECRET, HADAF_FACEBOOK_GRAPH_URL: `${graph.url}/v21.0/` });
    api = await createHarness({ adapters: configured.adapters, providers: configured.providers, appSettings: configured.appSettings });
  }, 180_000);
  afterAll(() => api?.close());

  it("tells the login pages Facebook's app id and the version the server calls, and lets them load the SDK and its popup", async () => {
    const settings = await api.call('getAppSettings');
    expect(settings.json().data.social).toEqual({ provider: 'facebook', app_id: APP_ID, graph_version: 'v21.0' });
    const csp = String(settings.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://connect.facebook.net;");
    expect(csp).toContain("frame-src 'self' https://www.facebook.com https://staticxx.facebook.com;");
    expect(csp).toContain("connect-src 'self' https://www.facebook.com;");
    // The login dialog is a popup that answers the page: same-origin would sever it, and the login would never return.
    expect(settings.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  const socialGrant = (access_token: string) => ({ grant_type: 'social', client_id: 2, scope: '*', access_token });

  it('registers then logs in the same Facebook user, and answers 401 (not 5xx) for another app token and 503 when Graph refuses us', async () => {
    const first = await api.call('issueToken', { body: socialGrant('EAA-no-email') });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ user: { name: 'Karim' }, extra: { type: 'register' } });
    const again = await api.call('issueToken', { body: socialGrant('EAA-no-email') });
    expect(again.json()).toMatchObject({ user: { id: first.json().user.id }, extra: { type: 'login' } });

    const otherApp = await api.call('issueToken', { body: socialGrant('EAA-other-app') });
    expect(otherApp.statusCode).toBe(401);
    expect(otherApp.json()).toEqual({ message: 'invalid_creds' });

    api.app.services.adapters.social = facebookSocial(settings({ appSecret: 'stale' }));
    const refused = await api.call('issueToken', { body: socialGrant('EAA-mona') });
    expect(refused.statusCode).toBe(503);
  });
});
