import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourney } from './harness.ts';

let journey: Awaited<ReturnType<typeof startJourney>>;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.stop());

describe('app shell served by the API server', () => {
  it('shows the splash at / and moves on to the landing route after a second', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    await page.goto(`${journey.baseUrl}/`);
    await page.getByRole('heading', { name: 'Hadaf' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // /matches needs a signed-in user, so a visitor lands on /login.
    await page.waitForURL('**/login', { timeout: 5000 });
    await page.waitForFunction(() => document.title === 'Login | Hadaf');
  });

  it('defaults to Arabic (rtl) when the browser prefers it', async () => {
    const page = await journey.newPage({ locale: 'ar-EG' });
    await page.goto(`${journey.baseUrl}/groups`);
    await page.waitForFunction(() => document.title.includes('|'));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.title()).toBe('المجموعات | هدف');
  });

  it('/en and /ar set the locale cookie and go to /', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    await page.goto(`${journey.baseUrl}/ar`);
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    // The cookie is written by the page's effect, which may run just after the URL changes.
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('ar');
    await page.goto(`${journey.baseUrl}/groups/all`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.goto(`${journey.baseUrl}/en`);
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await page.goto(`${journey.baseUrl}/groups/all`);
    await page.waitForFunction(() => document.title === 'All groups | Hadaf');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it("paints a visitor's /login from HTML, in the browser's language, before any script runs", async () => {
    const page = await journey.newPage({ locale: 'ar-EG', javaScriptEnabled: false });
    await page.goto(`${journey.baseUrl}/login`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.title()).toBe('تسجيل الدخول | هدف');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('تسجيل الدخول');
    expect(await page.getByRole('textbox', { name: 'كلمة المرور' }).isVisible()).toBe(true);
  });

  it('hydrates a prerendered page into the live app without a mismatch', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${journey.baseUrl}/register`);
    // The prerendered root keeps its mark until the page has hydrated.
    await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-prerendered'));
    expect(errors).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.waitForFunction(() => document.title === 'Login | Hadaf');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the 404 page for unknown paths, titled', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    await page.goto(`${journey.baseUrl}/no/such/page`);
    await page.waitForFunction(() => document.title === 'Page not found | Hadaf');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });

  it('switches language from the header without a reload', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    await page.goto(`${journey.baseUrl}/groups`);
    // At phone width the language switch is in the frame's menu drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'العربية', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.title()).toBe('المجموعات | هدف');
  });
});
