import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceRevocation } from '@hadaf/api/testing';
import { apiAt, dayOf, demoAccounts, openDay, signIn, startJourney } from './harness.ts';

/**
 * Issue 27: /matches open in a browser; an admin moves a match (the path the simulator's and admins' changes share:
 * an UPDATE of matches, announced by its trigger) and the card shows it without a reload, through GET /api/v2/live.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;

beforeAll(async () => {
  journey = await startJourney({ football: true });
}, 120_000);
afterAll(() => journey?.stop());

describe('live scores on /matches', () => {
  it('a goal reaches the open card in place within 2 s, without a reload', async () => {
    const { api, tokenOf } = apiAt(journey.baseUrl);
    const admin = await tokenOf(demoAccounts.admin);
    const page = await journey.newPage({ locale: 'en-US', timezoneId: 'UTC', viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The live channel opens after the first paint; its answer's headers mean the server counts this tab in.
    const live = page.waitForResponse((response) => response.url().endsWith('/api/v2/live'));
    await page.goto(`${journey.baseUrl}/matches`);
    expect((await live).status()).toBe(200);
    // The day's list, as the page shows it (a visitor's /matches carries it in its HTML, so no call of the page's to wait for).
    const today = dayOf(Date.now());
    const list = (await api(`/v2/games?date=${today}`, { method: 'GET' })).body as { data: { id: number; match: { state: { code: string } } }[] };
    const id = list.data.find((item) => item.match.state.code !== 'FINISHED')!.id;
    const card = page.locator(`[data-match-id="${id}"]`);
    await expect.poll(() => card.count()).toBe(1);
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { hadafLiveMark: true }));

    expect((await api(`/admin/matches/${id}`, { method: 'PATCH', token: admin, body: { state: 'LIVE', minute: 10, home_goals: 0, away_goals: 0 } })).status).toBe(200);
    await expect.poll(() => card.textContent(), { timeout: 2000 }).toMatch(/Live.*10′/);
    const started = Date.now();
    expect((await api(`/admin/matches/${id}`, { method: 'PATCH', token: admin, body: { minute: 11, home_goals: 1 } })).status).toBe(200);
    await expect.poll(() => card.getByTestId('match-score-home').first().textContent(), { timeout: 2000, interval: 50 }).toBe('1');
    const latency = Date.now() - started;
    await expect.poll(() => card.textContent()).toMatch(/11′/);
    console.info(`live e2e: a goal reached the card ${latency} ms after the admin's request was sent`);
    expect(await page.evaluate(() => 'hadafLiveMark' in window)).toBe(true);
    expect(errors).toEqual([]);
    expect(journey.cspViolations).toEqual([]);
  }, 60_000);
});


/**
 * A new fan (reading `language`) who predicted 2-1 on an open match, then kicked off by an admin: the fan's match is
 * live. Returns the account, the match, its day and how the admin moves it.
 */
async function fanWatching(language: 'en' | 'ar') {
  const { api, tokenOf } = apiAt(journey.baseUrl);
  const account = { email: `live.${language}.${Date.now()}@example.com`, password: 'hadaf-live-2026' };
  const registered = await fetch(`${journey.baseUrl}/api/v2/register/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': language },
    body: JSON.stringify({ name: language === 'ar' ? 'منى المشجعة' : 'Mona Live', email: account.email, password: account.password, recaptcha: 'sandbox' }),
  });
  expect(registered.status).toBe(201);
  const token = await tokenOf(account);
  const day = openDay();
  const games = (await fetch(`${journey.baseUrl}/api/v2/games?date=${day}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.json())) as {
    data: { id: number; game_score_bet: { id: number; active: boolean } | null }[];
  };
  const item = games.data.find((candidate) => candidate.game_score_bet?.active)!;
  const saved = await api('/v2/predictions/multiple', { token, body: { game_id: item.id, bets: [{ bet_id: item.game_score_bet!.id, value: { home_goals: 2, away_goals: 1 } }] } });
  expect(saved.status).toBe(200);
  const admin = await tokenOf(demoAccounts.admin);
  const move = async (body: Record<string, unknown>) => expect((await api(`/admin/matches/${item.id}`, { method: 'PATCH', token: admin, body })).status).toBe(200);
  await move({ state: 'LIVE', minute: 10, home_goals: 0, away_goals: 0 });
  return { account, matchId: item.id, day, move };
}

const digits = (language: 'en' | 'ar', text: string) => (language === 'ar' ? text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!).replace('.', '٫') : text);

describe('a fan watching their match live', () => {
  for (const { language, viewport } of [
    { language: 'ar', viewport: { width: 375, height: 812 } },
    { language: 'en', viewport: { width: 1280, height: 900 } },
  ] as const) {
    it(`sees the score and their points change without a reload, and misses nothing across a dropped connection (${language}, ${viewport.width} px)`, async () => {
      const { account, matchId, day, move } = await fanWatching(language);
      const page = await journey.newPage({ locale: language === 'ar' ? 'ar-EG' : 'en-US', timezoneId: 'UTC', viewport });
      await page.context().addCookies([{ name: 'locale', value: language, url: journey.baseUrl }]);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, journey.baseUrl, account);
      const live = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/live');
      await page.goto(`${journey.baseUrl}/matches?state=live&date=${day}&match=${matchId}`);
      expect((await live).status()).toBe(200);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const card = page.locator(`[data-match-id="${matchId}"]`);
      // The panel: beside the list at 1280 px, a drawer over it at 375 px.
      const panel = viewport.width < 992 ? page.getByRole('dialog') : page.getByTestId('prediction-panel');
      const panelHome = panel.getByTestId('prediction-match').getByTestId('match-score-home');
      await expect.poll(() => panelHome.textContent()).toBe(digits(language, '0'));
      await page.evaluate(() => Object.assign(window, { hadafLiveMark: true }));

      // A goal of the fan's match: the score moves in place, flagged on the card and said politely. (How soon is the
      // first test's to judge, alone: here, with the rest of the suite running beside it, 2 s was once not enough.)
      await move({ minute: 20, home_goals: 1 });
      await expect.poll(() => panelHome.textContent(), { timeout: 5000, interval: 50 }).toBe(digits(language, '1'));
      await expect.poll(() => card.getByTestId('match-score-home').first().textContent(), { timeout: 5000 }).toBe(digits(language, '1'));
      await expect.poll(() => page.getByRole('status').filter({ hasText: language === 'ar' ? /^هدف!/ : /^Goal!/ }).count()).toBe(1);
      // Seen as well, over the card (at 1280 px; at 375 px the panel's drawer covers the list): for a few seconds.
      if (viewport.width >= 992) {
        const flag = card.locator('.hd-goal-flash');
        expect(await flag.isVisible()).toBe(true);
        await expect.poll(() => flag.isVisible(), { timeout: 6000 }).toBe(false);
      }

      // The connection drops (the server ends it); a goal comes while it is down; EventSource comes back with
      // Last-Event-ID and is sent what it missed: no reload, no refetch of the list.
      const listRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v2/games') listRequests.push(request.url());
      });
      const reconnected = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v2/live', { timeout: 10_000 });
      await announceRevocation(journey.database, 'all');
      await move({ minute: 30, home_goals: 2 });
      const again = await reconnected;
      expect(Number((await again.allHeaders())['last-event-id'])).toBeGreaterThan(0);
      await expect.poll(() => panelHome.textContent(), { timeout: 5000, interval: 50 }).toBe(digits(language, '2'));
      expect(listRequests).toEqual([]);

      // Full time: the points are counted by the scoring job and reach the panel in place.
      await move({ state: 'FINISHED', minute: 90, home_goals: 2, away_goals: 1 });
      await journey.jobs.drain();
      await expect.poll(() => panel.getByTestId('prediction-points').textContent(), { timeout: 10_000 }).toBe(digits(language, '7.00'));
      expect(await page.evaluate(() => 'hadafLiveMark' in window)).toBe(true);
      expect(errors).toEqual([]);
      expect(journey.cspViolations).toEqual([]);
      await page.context().close();
    }, 90_000);
  }
});
