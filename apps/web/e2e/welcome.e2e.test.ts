import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, signIn, startJourney, untilHydrated } from './harness.ts';

/**
 * Issue 18 end to end: a visitor lands on /, sees the featured competitions, goes through onboarding in Arabic and
 * reaches /login; a fan's first visit to /matches shows the tutorial once; a fan who joined a competition and has not
 * predicted a match about to lock is reminded.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;

beforeAll(async () => {
  journey = await startJourney({ football: true });
}, 120_000);
afterAll(() => journey?.stop());

describe('first visit and coming back, against the real server', () => {
  it('a visitor lands on /, sees the featured competitions, and goes through onboarding in Arabic to /login', async () => {
    const [featured] = await journey.database.query<{ name_en: string }>(
      "SELECT name_en FROM competitions WHERE featured AND status IS NULL AND final_at IS NULL ORDER BY id LIMIT 1",
    );
    const visitor = await journey.newPage({ locale: 'en-US', viewport: { width: 375, height: 800 } });
    visitor.setDefaultTimeout(10_000);
    const errors: string[] = [];
    visitor.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(`${journey.baseUrl}/`);
    await visitor.getByRole('heading', { name: 'Predict. Play. Win.' }).waitFor();
    // The landing is prerendered: it hydrates into the live app as painted (no mismatch).
    await untilHydrated(visitor);
    expect(errors).toEqual([]);
    await visitor.getByRole('heading', { name: 'Featured competitions' }).waitFor();
    expect(featured, 'the demo world has a featured competition').toBeDefined();
    await visitor.getByText(featured!.name_en).first().waitFor();

    await visitor.getByRole('link', { name: 'Play & Win' }).first().click();
    await visitor.waitForURL('**/onboarding');
    await untilHydrated(visitor);
    await visitor.getByRole('radio', { name: 'العربية' }).click();
    await visitor.locator('html[dir="rtl"]').waitFor();
    await visitor.getByRole('heading', { name: 'توقّع النتيجة' }).waitFor();
    await visitor.getByRole('button', { name: 'الشريحة التالية' }).click();
    await visitor.getByRole('heading', { name: 'نافس والعب الفانتازي' }).waitFor();
    await visitor.getByRole('button', { name: 'الشريحة التالية' }).click();
    await visitor.getByRole('heading', { name: 'اربح الجوائز' }).waitFor();
    await visitor.getByRole('link', { name: 'العب واربح' }).click();
    await visitor.waitForURL('**/login');
    // Viewing is remembered: Play & Win on the landing now leads straight to /login.
    expect(await visitor.evaluate(() => localStorage.getItem('onboarding'))).toBe('1');
  });

  it("paints a visitor's landing and the public pages from HTML, in Arabic, before any script runs", async () => {
    const visitor = await journey.newPage({ locale: 'ar-EG', javaScriptEnabled: false });
    await visitor.goto(`${journey.baseUrl}/`);
    expect(await visitor.title()).toBe('الرئيسية | هدف');
    // Styled from the first paint: the app's stylesheet is in the page (the browser's default body margin is gone).
    expect(await visitor.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe('توقّع. العب. اربح.');
    expect(await visitor.getByRole('link', { name: 'العب واربح' }).first().getAttribute('href')).toBe('/onboarding');
    await visitor.goto(`${journey.baseUrl}/onboarding`);
    expect(await visitor.getByRole('heading', { name: 'توقّع النتيجة' }).isVisible()).toBe(true);
    expect(await visitor.getByRole('status').count()).toBe(0);
  });

  it('shows a fan the tutorial on the first visit to /matches, once', async () => {
    const fan = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 }, firstVisit: true });
    fan.setDefaultTimeout(10_000);
    await signIn(fan, journey.baseUrl, demoAccounts.creator);
    await fan.goto(`${journey.baseUrl}/matches`);
    const card = fan.getByRole('dialog', { name: /Your competitions/ });
    await card.getByText('Step 1 of 3').waitFor();
    await card.getByRole('button', { name: 'Next' }).click();
    await fan.getByRole('dialog', { name: /Pick a match/ }).getByRole('button', { name: 'Next' }).click();
    await fan.getByRole('dialog', { name: /Make your prediction/ }).getByRole('button', { name: 'Done' }).click();
    await fan.getByRole('dialog').waitFor({ state: 'detached' });
    await fan.reload();
    await fan.getByTestId('match-list').waitFor();
    await fan.waitForTimeout(500);
    expect(await fan.getByRole('dialog').count()).toBe(0);
    // A signed-in fan's / is the splash, then the landing route.
    await fan.goto(`${journey.baseUrl}/`);
    await fan.waitForURL('**/matches', { timeout: 5000 });
  });

  it('reminds a fan who joined a competition and has not predicted a match about to lock', async () => {
    await journey.jobs.send('send-reminders', {});
    await journey.jobs.drain();
    const fan = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    fan.setDefaultTimeout(10_000);
    await signIn(fan, journey.baseUrl, demoAccounts.creator);
    await fan.goto(`${journey.baseUrl}/profile/notifications`);
    await fan.getByText(/You have not predicted it yet in/).first().waitFor();
    // The card opens the match's prediction page.
    await fan.getByRole('link', { name: /You have not predicted it yet in/ }).first().click();
    await fan.waitForURL(/\/predictions\/\d+$/);
    const outbox = await fetch(`${journey.baseUrl}/api/dev/outbox`).then((response) => response.json());
    expect(JSON.stringify(outbox)).toContain('Predict now:');
  });
});
