import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright';
import { apiAt, startJourney, untilHydrated } from './harness.ts';

/**
 * Facebook Login as a fan meets it on a server with HADAF_SOCIAL=facebook (issue 29): the built app, the server's
 * settings, its Content-Security-Policy and its social grant, with Facebook's two ends stood in for (no network
 * here): its SDK at its own address (connect.facebook.net, answered by the browser's routing with a fake sdk.js
 * whose login dialog answers as the fan would) and the Graph API the server checks tokens with (a local server
 * answering /debug_token and /me as documented).
 */
const APP_ID = '1234567890';
const APP_SECRET = 'fb-app-secret';
const english = { locale: 'en-US', viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;
const arabic = { locale: 'ar-EG', viewport: { width: 375, height: 812 } } satisfies BrowserContextOptions;

/** The fan with a password account, whose Facebook profile carries that same e-mail address. */
const passwordFan = { name: 'Mona Sami', email: 'mona.sami@hadaf.example', password: 'mona-2026-pass' };
const facebookProfiles: Record<string, { id: string; name: string; email: string }> = {
  'EAA-mona': { id: '2001', name: 'Mona on Facebook', email: passwordFan.email },
};

/** Graph API v25.0 for the tokens above: anything else is an invalid token (401 from our server). */
function startGraph(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph');
    const token = url.searchParams.get(url.pathname.endsWith('/debug_token') ? 'input_token' : 'access_token') ?? '';
    const profile = facebookProfiles[token];
    const body =
      url.pathname === '/v25.0/debug_token'
        ? { data: profile ? { app_id: APP_ID, type: 'USER', is_valid: true, expires_at: 0, user_id: profile.id } : { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } }
        : profile ?? { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
    response.writeHead(url.pathname === '/v25.0/me' && !profile ? 400 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * What the real sdk.js does (defines FB, then calls fbAsyncInit), with a login dialog that gives the answers the test
 * queued in window.facebookAnswers (closed by default), a moment after the press.
 */
const fakeSdk = `
window.FB = {
  init: function (options) { window.facebookInit = options; },
  login: function (callback, options) {
    window.facebookLogins = (window.facebookLogins || []).concat([options]);
    var answer = (window.facebookAnswers || []).shift() || { status: 'unknown', authResponse: null };
    setTimeout(function () { callback(answer); }, 20);
  }
};
window.fbAsyncInit && window.fbAsyncInit();
`;

declare global {
  interface Window {
    /** What the fake SDK was initialised with, asked to log in with, and will answer next. */
    facebookInit?: unknown;
    facebookLogins?: unknown[];
    facebookAnswers?: unknown[];
  }
}

const connected = (accessToken: string) => ({ status: 'connected', authResponse: { accessToken, userID: '2001', expiresIn: 5000 } });

let journey: Awaited<ReturnType<typeof startJourney>>;
let graph: Server;

beforeAll(async () => {
  graph = await startGraph();
  const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v25.0`;
  journey = await startJourney({
    env: { HADAF_SOCIAL: 'facebook', HADAF_FACEBOOK_APP_ID: APP_ID, HADAF_FACEBOOK_APP_SECRET: APP_SECRET, HADAF_FACEBOOK_GRAPH_URL: graphUrl },
  });
}, 120_000);
afterAll(async () => {
  await journey?.stop();
  await new Promise((resolve) => graph?.close(resolve));
});

/** A page whose requests for Facebook's SDK get the fake one (or fail, offline); the addresses asked are kept. */
async function pageWithFacebook(options: BrowserContextOptions, { reachable }: { reachable: boolean }) {
  const page = await journey.newPage(options);
  page.setDefaultTimeout(10_000);
  const sdkRequests: string[] = [];
  await page.context().route('https://connect.facebook.net/**', (route) => {
    sdkRequests.push(route.request().url());
    return reachable ? route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeSdk }) : route.abort('internetdisconnected');
  });
  return { page, sdkRequests };
}

const queueAnswer = (page: Page, answer: unknown) => page.evaluate((queued) => void (window.facebookAnswers = [queued]), answer);

describe('Facebook Login with the server checking Facebook tokens', () => {
  it('signs a fan up from /login: a closed dialog says nothing, a refused token says so, a granted one goes on to the review (English, 1280 px)', async () => {
    const { api } = apiAt(journey.baseUrl);
    expect((await api('/v2/register/email', { body: { ...passwordFan, recaptcha: 'sandbox' } })).status).toBe(201);
    const [friend] = await journey.database.query<{ id: number; code: string }>(`SELECT id, settings ->> 'referral_code' AS code FROM users WHERE email = $1`, [passwordFan.email]);
    const { page, sdkRequests } = await pageWithFacebook(english, { reachable: true });
    await page.goto(`${journey.baseUrl}/login`);
    await untilHydrated(page);
    const facebook = page.getByRole('button', { name: 'Continue with Facebook' });
    await expect.poll(() => facebook.getAttribute('data-pending')).toBeNull();
    // The SDK in the page's language, set up for our app and the Graph version the server calls.
    expect(sdkRequests).toEqual(['https://connect.facebook.net/en_US/sdk.js']);
    expect(await page.evaluate(() => window.facebookInit)).toEqual({
      appId: APP_ID,
      version: 'v25.0',
      xfbml: false,
      status: false,
      cookie: false,
      autoLogAppEvents: false,
    });

    // The fan closes the dialog: nothing to say, the button works again.
    await facebook.click();
    await expect.poll(() => page.evaluate(() => window.facebookLogins?.length)).toBe(1);
    await page.waitForTimeout(200);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await facebook.isEnabled()).toBe(true);

    // A token the Graph API does not vouch for: 401 from our server, said under the button (not as a wrong password).
    await queueAnswer(page, connected('EAA-forged'));
    await facebook.click();
    await page.getByRole('alert').filter({ hasText: 'Facebook could not confirm that it is you.' }).waitFor();
    expect(await page.getByText("Email, phone number, and password don't match.").count()).toBe(0);

    // A granted token, with a friend's referral code kept from their link: a new account, reviewed next. Its Facebook
    // address belongs to the password account, so the new account has none, and the review says why.
    await page.evaluate((code) => localStorage.setItem('referrer', code), friend!.code);
    await queueAnswer(page, connected('EAA-mona'));
    await facebook.click();
    await page.waitForURL((url) => url.pathname === '/register/review');
    await page.getByRole('status').filter({ hasText: 'it already belongs to another Hadaf account' }).waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('');
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Mona on Facebook');
    const [account] = await journey.database.query<{ email: string | null; referrer_id: number | null }>(
      `SELECT users.email, users.referrer_id FROM social_accounts JOIN users ON users.id = social_accounts.user_id WHERE provider = 'facebook' AND provider_user_id = '2001'`,
    );
    expect(account).toEqual({ email: null, referrer_id: friend!.id });
    expect(await page.evaluate(() => window.facebookLogins)).toEqual([
      { scope: 'public_profile,email' },
      { scope: 'public_profile,email' },
      { scope: 'public_profile,email' },
    ]);
    expect(journey.cspViolations).toEqual([]);
  });

  it('says on /login-facebook when Facebook cannot be reached, and leaves the password login one link away (Arabic, 375 px)', async () => {
    const { page, sdkRequests } = await pageWithFacebook(arabic, { reachable: false });
    await page.goto(`${journey.baseUrl}/login-facebook`);
    await untilHydrated(page);
    await page.getByRole('alert').filter({ hasText: 'تعذّر الوصول إلى فيسبوك' }).waitFor();
    expect(await page.getByRole('button', { name: 'المتابعة باستخدام فيسبوك' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'تسجيل الدخول' }).last().getAttribute('href')).toBe('/login');
    expect(sdkRequests).toEqual(['https://connect.facebook.net/ar_AR/sdk.js']);
    expect(journey.cspViolations).toEqual([]);
  });
});
