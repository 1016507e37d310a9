import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { announceRevocation, buildApp, DAY_MS, loadConfig, startFootball, utcDay } from '@hadaf/api/testing';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { TUTORIAL_STORAGE_KEY } from '@hadaf/domain';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The match list's day (a UTC day, as the server counts them) of an instant. */
export const dayOf = (at: number) => utcDay(new Date(at));

/**
 * The day after tomorrow (UTC): every demo match of that day is NOT_STARTED and open to predictions.
 * (Not tomorrow: late in the UTC evening today's locked match, kicking off in half an hour, falls on tomorrow.)
 */
export const openDay = () => dayOf(Date.now() + 2 * DAY_MS);

/**
 * A prerendered page (a visitor's /login, /register, /groups…) paints before its code runs; a press before it has
 * hydrated reaches no handler. A fan waits for the page to answer; a test waits for the root to lose its mark.
 */
export function untilHydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
}

/**
 * Holds back the scripts whose address matches (a slow network for the app's code): the page shows what it painted
 * from HTML, and the test acts on it before it can answer. Returns what lets them through.
 */
export async function holdScripts(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's errors from now on: uncaught ones and the console's (React's hydration mismatches among them). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The demo accounts the seed creates (apps/api/src/demo/seed-demo.ts). */
export const demoAccounts = {
  fan: { email: 'fan@hadaf.example', password: 'hadaf-fan-2026' },
  creator: { email: 'creator@hadaf.example', password: 'hadaf-creator-2026' },
  admin: { email: 'admin@hadaf.example', password: 'hadaf-admin-2026' },
} as const;

/** Signs in on /login as a user would and waits to leave the page. */
export async function signIn(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await untilHydrated(page);
  await page.locator('input[name="identifier"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A user's wallet as the ledger keeps it (users.coins moves only with the ledger's postings). */
export async function walletOf(database: { query<T>(text: string, params?: unknown[]): Promise<T[]> }, email: string): Promise<number> {
  const [row] = await database.query<{ coins: unknown }>('SELECT coins FROM users WHERE email = $1', [email]);
  return Number(row!.coins);
}

export interface JourneyOptions {
  /** Seed the demo football data (teams, matches around today, bets), as main.ts does; the live simulator stays off. */
  football?: boolean;
  /** Server variables (HADAF_SOCIAL=facebook…) read as an operator's would be: their adapters, providers and settings. */
  env?: Record<string, string>;
}

/** The real server (serving the built web app) on a free port, and a Chromium to drive it. */
export async function startJourney({ football = false, env }: JourneyOptions = {}) {
  const configured = env ? loadConfig(env) : null;
  const providers = configured ? { adapters: configured.adapters, providers: configured.providers, appSettings: configured.appSettings } : {};
  // Every page of the journey comes from one address: the per-address ceiling is tested in apps/api.
  const app = await buildApp({ webRoot, rateLimitPerMinute: 0, ...providers });
  if (football) await startFootball(app.services, { demoData: true, simulator: false, speed: 1, tickMs: 5000 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await chromium.launch(chromiumLaunchOptions());
  /** What the browser refused under the app's Content-Security-Policy: the built app must need nothing it refuses. */
  const cspViolations: string[] = [];
  return {
    cspViolations,
    baseUrl: address,
    /** The app's database (fresh, in memory): lets a test change server-side state, e.g. expire tokens. */
    database: app.services.database,
    /** Every access token stops existing, as if each had reached its end (the refresh tokens live on). */
    expireAccessTokens: async () => {
      await app.services.database.query('DELETE FROM access_tokens');
      // The server remembers verified tokens for its busiest operations: it forgets them as it would revoked ones.
      await announceRevocation(app.services.database, 'all');
    },
    /** The app's job queue: a test runs a scheduled job now instead of waiting for its minute. */
    jobs: app.jobs,
    /** A new browser page; `firstVisit: true` leaves out the tutorial-seen flag the other journeys start with. */
    newPage: async ({ firstVisit = false, ...options }: BrowserContextOptions & { firstVisit?: boolean } = {}) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 800 }, ...options });
      // The first visit's tutorial would cover /matches in every journey: only the one about it sees it.
      if (!firstVisit) await context.addInitScript((key) => localStorage.setItem(key, '1'), TUTORIAL_STORAGE_KEY);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) cspViolations.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    stop: async () => {
      await browser.close();
      await app.close();
    },
  };
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/** The server's API as a test calls it directly (what admin tools or another device would do), and a user's token. */
export function apiAt(baseUrl: string) {
  async function api(path: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<ApiAnswer> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: options.method ?? 'POST',
      headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  }
  async function tokenOf(account: { email: string; password: string }): Promise<string> {
    const response = await api('/v2/oauth/token', { body: { grant_type: 'password', client_id: 2, scope: '*', username: account.email, password: account.password } });
    return String(response.body!.access_token);
  }
  return { api, tokenOf };
}
