import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteverifyCaptcha, type SiteverifySettings } from '../../src/platform/adapters/siteverify-captcha.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { CAPTCHA_SOURCES, contentSecurityPolicy, type CaptchaSources } from '../../src/platform/http/security.ts';
import { createHarness, PASSWORD, uniqueEmail, type Harness } from '../helpers/harness.ts';
import { startStandIn, type StandIn, type StandInAnswer } from './stand-in.ts';

/**
 * Both providers' siteverify as documented: POST form secret, response, remoteip → JSON {success, challenge_ts,
 * hostname, error-codes, action} (+ score for reCAPTCHA v3). Tokens here name the answer the stand-in gives.
 */
const answers: Record<string, StandInAnswer> = {
  human: { json: { success: true, score: 0.9, action: 'register', hostname: 'hadaf.example', challenge_ts: '2026-11-27T10:00:00Z', 'error-codes': [] } },
  'likely-bot': { json: { success: true, score: 0.1, action: 'register', hostname: 'hadaf.example', 'error-codes': [] } },
  'other-action': { json: { success: true, score: 0.9, action: 'login', hostname: 'hadaf.example', 'error-codes': [] } },
  'other-site': { json: { success: true, score: 0.9, action: 'register', hostname: 'evil.example', 'error-codes': [] } },
  'turnstile-human': { json: { success: true, action: 'register', hostname: 'hadaf.example', cdata: '', 'error-codes': [] } },
  used: { json: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
  down: { status: 502, text: '<html>Bad gateway</html>' },
  internal: { json: { success: false, 'error-codes': ['internal-error'] } },
};

let provider: StandIn;
beforeAll(async () => {
  provider = await startStandIn((request) => {
    if (request.method !== 'POST' || request.url.pathname !== '/siteverify') return { status: 404, text: 'not found' };
    if (request.form.get('secret') !== 'the-secret') return { json: { success: false, 'error-codes': ['invalid-input-secret'] } };
    return answers[request.form.get('response') ?? ''] ?? { json: { success: false, 'error-codes': ['invalid-input-response'] } };
  });
});
afterAll(() => provider?.close());

const settings = (overrides: Partial<SiteverifySettings> = {}): SiteverifySettings => ({
  provider: 'recaptcha',
  secret: 'the-secret',
  siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  verifyUrl: `${provider.url}/siteverify`,
  minScore: null,
  action: null,
  hostnames: [],
  ...overrides,
});

describe('reCAPTCHA siteverify', () => {
  it('posts the secret, the token and the fan address as a form, and accepts a valid token', async () => {
    expect(await siteverifyCaptcha(settings()).verify('human', '197.34.1.2')).toBe(true);
    const request = provider.requests.at(-1)!;
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request.form)).toEqual({ secret: 'the-secret', response: 'human', remoteip: '197.34.1.2' });
  });

  it('refuses an invalid, used or empty token (an empty one without asking)', async () => {
    const captcha = siteverifyCaptcha(settings());
    const asked = provider.requests.length;
    expect(await captcha.verify('', '197.34.1.2')).toBe(false);
    expect(provider.requests.length).toBe(asked);
    expect(await captcha.verify('forged', '197.34.1.2')).toBe(false);
    expect(await captcha.verify('used', '197.34.1.2')).toBe(false);
  });

  it('v3: refuses a score under the threshold and another action, and checks the host when configured', async () => {
    const v3 = siteverifyCaptcha(settings({ minScore: 0.5, action: 'register', hostnames: ['hadaf.example', 'www.hadaf.example'] }));
    expect(await v3.verify('human', '1.1.1.1')).toBe(true);
    expect(await v3.verify('likely-bot', '1.1.1.1')).toBe(false);
    expect(await v3.verify('other-action', '1.1.1.1')).toBe(false);
    expect(await v3.verify('other-site', '1.1.1.1')).toBe(false);
    // Without those checks configured (v2), the same answers pass.
    expect(await siteverifyCaptcha(settings()).verify('likely-bot', '1.1.1.1')).toBe(true);
  });

  it('reports a wrong secret, a provider error or an unreadable answer as a provider fault, never as the fan failing', async () => {
    await expect(siteverifyCaptcha(settings({ secret: 'stale' })).verify('human', '1.1.1.1')).rejects.toMatchObject({
      service: 'captcha',
      fault: 'provider',
      message: 'recaptcha siteverify: invalid-input-secret',
    });
    await expect(siteverifyCaptcha(settings()).verify('internal', '1.1.1.1')).rejects.toMatchObject({ fault: 'provider' });
    await expect(siteverifyCaptcha(settings()).verify('down', '1.1.1.1')).rejects.toMatchObject({ fault: 'provider', message: 'recaptcha siteverify answered 502' });
    await expect(siteverifyCaptcha(settings({ verifyUrl: 'http://127.0.0.1:1/siteverify' })).verify('human', '1.1.1.1')).rejects.toMatchObject({ fault: 'provider' });
  });
});

describe('Cloudflare Turnstile siteverify, behind the same interface', () => {
  it('accepts a valid token (no score) with its action, refuses an invalid one', async () => {
    const turnstile = siteverifyCaptcha(settings({ provider: 'turnstile', action: 'register' }));
    expect(await turnstile.verify('turnstile-human', '1.1.1.1')).toBe(true);
    expect(await turnstile.verify('used', '1.1.1.1')).toBe(false);
    expect(await turnstile.verify('other-action', '1.1.1.1')).toBe(false);
  });
});

describe('choosing a captcha by configuration', () => {
  const siteKey = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

  it('reads the secret, the site key, v3 checks and the provider default address; refuses a missing secret or site key, or a Turnstile score', () => {
    const recaptcha = loadConfig({
      HADAF_CAPTCHA: 'recaptcha',
      HADAF_CAPTCHA_SECRET: 's',
      HADAF_CAPTCHA_SITE_KEY: siteKey,
      HADAF_CAPTCHA_MIN_SCORE: '0.5',
      HADAF_CAPTCHA_ACTION: 'register',
      HADAF_CAPTCHA_HOSTNAMES: 'a.example, b.example',
    });
    expect(recaptcha.providers.captcha).toEqual({
      provider: 'recaptcha',
      secret: 's',
      siteKey,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
      action: 'register',
      hostnames: ['a.example', 'b.example'],
    });
    const turnstile = { HADAF_CAPTCHA: 'turnstile', HADAF_CAPTCHA_SECRET: 's', HADAF_CAPTCHA_SITE_KEY: '0x4AAAAAAABkMYinukE8nzY' };
    expect(loadConfig(turnstile).providers.captcha?.verifyUrl).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(() => loadConfig({ HADAF_CAPTCHA: 'recaptcha', HADAF_CAPTCHA_SITE_KEY: siteKey })).toThrow(/HADAF_CAPTCHA_SECRET must be set/);
    expect(() => loadConfig({ HADAF_CAPTCHA: 'recaptcha', HADAF_CAPTCHA_SECRET: 's' })).toThrow(/HADAF_CAPTCHA_SITE_KEY must be set/);
    expect(() => loadConfig({ ...turnstile, HADAF_CAPTCHA_SITE_KEY: '<script>' })).toThrow(/HADAF_CAPTCHA_SITE_KEY must be the provider's site key/);
    expect(() => loadConfig({ ...turnstile, HADAF_CAPTCHA_MIN_SCORE: '0.5' })).toThrow(/Turnstile gives no score/);
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's', ...turnstile })).toThrow(/sandbox adapters \(sms, email, social, payments\)/);
  });

  it('tells the web forms which widget to show, with the public site key only, and lets the page load it (CSP)', () => {
    expect(loadConfig({}).appSettings.captcha).toEqual({ provider: 'sandbox', site_key: null, action: null, widget: 'checkbox' });
    const v3 = loadConfig({ HADAF_CAPTCHA: 'recaptcha', HADAF_CAPTCHA_SECRET: 's', HADAF_CAPTCHA_SITE_KEY: siteKey, HADAF_CAPTCHA_MIN_SCORE: '0.5', HADAF_CAPTCHA_ACTION: 'register' });
    expect(v3.appSettings.captcha).toEqual({ provider: 'recaptcha', site_key: siteKey, action: 'register', widget: 'score' });
    expect(JSON.stringify(v3.appSettings)).not.toContain('"s"');
    const turnstile = loadConfig({ HADAF_CAPTCHA: 'turnstile', HADAF_CAPTCHA_SECRET: 's', HADAF_CAPTCHA_SITE_KEY: '0x4AAAAAAABkMYinukE8nzY' });
    expect(turnstile.appSettings.captcha).toEqual({ provider: 'turnstile', site_key: '0x4AAAAAAABkMYinukE8nzY', action: null, widget: 'checkbox' });

    const policy = (captcha?: CaptchaSources) => contentSecurityPolicy({ inline: { scripts: [], styles: [] }, https: true, captcha });
    expect(policy(CAPTCHA_SOURCES.turnstile)).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(policy(CAPTCHA_SOURCES.turnstile)).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    expect(policy(CAPTCHA_SOURCES.recaptcha)).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;");
    // The sandbox loads nothing from elsewhere.
    expect(policy()).not.toContain('frame-src');
    expect(policy()).toContain("script-src 'self';");
  });
});

describe('the API with reCAPTCHA', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness();
    api.app.services.adapters.captcha = siteverifyCaptcha(settings({ minScore: 0.5, action: 'register' }));
  }, 180_000);
  afterAll(() => api?.close());

  it('registers with a passing token, answers 422 recaptcha-error for a failing one and 503 while the provider is down', async () => {
    const register = (recaptcha: string) => api.call('registerEmail', { body: { name: 'Captcha Fan', email: uniqueEmail(), password: PASSWORD, recaptcha } });
    expect((await register('human')).statusCode).toBe(201);
    const refused = await register('likely-bot');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ recaptcha: ['recaptcha-error'] });
    expect((await register('sandbox')).statusCode).toBe(422);
    const down = await register('down');
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
  });
});
