import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdScripts, pageErrors, startJourney, untilHydrated } from './harness.ts';

let journey: Awaited<ReturnType<typeof startJourney>>;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.stop());

describe('app shell served by the API server', () => {
  it('shows a visitor the landing at / (the splash and its redirect are for signed-in fans)', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    await page.goto(`${journey.baseUrl}/`);
    await page.getByRole('heading', { name: 'Predict. Play. Win.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForFunction(() => document.title === 'Home | Hadaf');
  });

  it('defaults to Arabic (rtl) when the browser prefers it', async () => {
    const page = await journey.newPage({ locale: 'ar-EG' });
    await page.goto(`${journey.baseUrl}/groups/all`);
    await page.waitForFunction(() => document.title.includes('|'));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.title()).toBe('كل المجموعات | هدف');
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

  it("paints a visitor's /matches frame from HTML before any script runs, in English and in Arabic", async () => {
    const expected = {
      'en-US': { title: 'Matches | Hadaf', heading: 'Matches', search: 'Search matches', tab: 'Not Started', dir: 'ltr' },
      'ar-EG': { title: 'المباريات | هدف', heading: 'المباريات', search: 'ابحث في المباريات', tab: 'لم تبدأ', dir: 'rtl' },
    };
    for (const [locale, texts] of Object.entries(expected)) {
      const page = await journey.newPage({ locale, javaScriptEnabled: false });
      await page.goto(`${journey.baseUrl}/matches`);
      expect(await page.title()).toBe(texts.title);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(texts.dir);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.heading);
      expect(await page.getByRole('searchbox', { name: texts.search }).isVisible()).toBe(true);
      expect(await page.getByRole('tab', { name: texts.tab }).isVisible()).toBe(true);
      // Where the day's list comes: its skeleton, the size of the cards, not the start-up loader.
      expect(await page.locator('[data-testid="match-list"] [aria-busy="true"]').isVisible()).toBe(true);
      expect(await page.locator('.boot').count()).toBe(0);
    }
  });

  it("hydrates a visitor's /matches without a mismatch, keeping a search typed before it could answer", async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    const errors = pageErrors(page);
    const release = await holdScripts(page, /\/assets\/main-[^/]*\.js$/);
    await page.goto(`${journey.baseUrl}/matches`);
    await page.getByRole('searchbox', { name: 'Search matches' }).fill('Ahly');
    release();
    await untilHydrated(page);
    await page.waitForURL((url) => url.searchParams.get('q') === 'Ahly');
    // The address changes first; the field shows the search once the page has rendered it.
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search matches' }).inputValue()).toBe('Ahly');
    expect(errors).toEqual([]);
  });

  it("paints a visitor's first /matches with the tutorial's first card, docked on a phone, and takes it over as it hydrates", async () => {
    const page = await journey.newPage({ locale: 'ar-EG', viewport: { width: 375, height: 812 }, firstVisit: true });
    page.setDefaultTimeout(8000);
    const errors = pageErrors(page);
    const release = await holdScripts(page, /\/assets\/main-[^/]*\.js$/);
    await page.goto(`${journey.baseUrl}/matches`);
    // Before any of the app's code: the card is there, a phone's first step, docked at the bottom of the screen.
    const card = page.getByRole('dialog', { name: 'اختر مباراة' });
    expect(await card.getByText('الخطوة ١ من ٢').isVisible()).toBe(true);
    const box = (await page.getByTestId('tutorial-card').boundingBox())!;
    expect(Math.round(812 - (box.y + box.height))).toBe(12);
    await page.evaluate(() => ((window as { paintedCard?: Element }).paintedCard = document.querySelector('[data-testid="tutorial-card"]')!));
    // The fan starts a search and presses Next before the page can answer: neither is lost.
    await page.getByRole('searchbox', { name: 'ابحث في المباريات' }).fill('الأهلي');
    await card.getByRole('button', { name: 'التالي' }).click();
    release();
    await untilHydrated(page);
    await page.waitForURL((url) => url.searchParams.get('q') === 'الأهلي');
    await page.getByRole('dialog', { name: 'سجّل توقعك' }).getByText('الخطوة ٢ من ٢').waitFor();
    // The same card, taken over by the app (not painted again).
    expect(await page.evaluate(() => (window as { paintedCard?: Element }).paintedCard === document.querySelector('[data-testid="tutorial-card"]'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("hides the prerendered tutorial card from a visitor who has seen it, from the first paint, and never loads its code", async () => {
    const page = await journey.newPage({ locale: 'en-US', viewport: { width: 375, height: 812 } });
    const tutorialCode: string[] = [];
    page.on('request', (request) => {
      if (/MatchesTutorial-[^/]*\.js$/.test(request.url())) tutorialCode.push(request.url());
    });
    await page.goto(`${journey.baseUrl}/matches`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('tutorial-card').isVisible()).toBe(false);
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(tutorialCode).toEqual([]);
  });

  it('hydrates a prerendered page into the live app without a mismatch', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    const errors = pageErrors(page);
    await page.goto(`${journey.baseUrl}/register`);
    // The prerendered root keeps its mark until the page has hydrated.
    await untilHydrated(page);
    expect(errors).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.waitForFunction(() => document.title === 'Login | Hadaf');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('keeps a press on a prerendered form made before the page hydrated, and answers it once it has', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    page.setDefaultTimeout(8000);
    // The app's code is held back: the fan sees the prerendered form and presses Log in before it can answer.
    const release = await holdScripts(page, /\/assets\/main-[^/]*\.js$/);
    await page.goto(`${journey.baseUrl}/login`);
    await page.locator('input[name="identifier"]').fill('early.fan@hadaf.example');
    await page.locator('input[name="password"]').fill('pressed-too-early');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Nothing left the page the browser's way (no GET with the password in the address).
    expect(page.url()).toBe(`${journey.baseUrl}/login`);
    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/v2/oauth/token'));
    release();
    await untilHydrated(page);
    // The held press is sent again with what the fan typed: the server answers (no such account here).
    expect((await signIn).status()).toBe(401);
    await page.getByText("Email, phone number, and password don't match.").waitFor();
    expect(await page.locator('input[name="identifier"]').inputValue()).toBe('early.fan@hadaf.example');
  });

  it('shows the 404 page for unknown paths, titled', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    await page.goto(`${journey.baseUrl}/no/such/page`);
    await page.waitForFunction(() => document.title === 'Page not found | Hadaf');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });

  it('switches language from the header without a reload', async () => {
    const page = await journey.newPage({ locale: 'en-US' });
    await page.goto(`${journey.baseUrl}/groups/all`);
    await untilHydrated(page);
    // At phone width the language switch is in the frame's menu drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'العربية', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // The title follows on the next render of the page, which may come a moment after the direction.
    await page.waitForFunction(() => document.title === 'كل المجموعات | هدف', undefined, { timeout: 5000 });
  });
});
