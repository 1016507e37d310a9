import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAt, demoAccounts, startJourney } from './harness.ts';

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
    const games = page.waitForResponse((response) => response.url().includes('/api/v2/games?') || response.url().endsWith('/api/v2/games'));
    // The live channel opens after the first paint; its answer's headers mean the server counts this tab in.
    const live = page.waitForResponse((response) => response.url().endsWith('/api/v2/live'));
    await page.goto(`${journey.baseUrl}/matches`);
    const list = (await (await games).json()) as { data: { id: number; match: { state: { code: string } } }[] };
    expect((await live).status()).toBe(200);
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
