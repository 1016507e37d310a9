import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDay, startJourney, untilHydrated } from './harness.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let journey: Awaited<ReturnType<typeof startJourney>>;
let page: Page;

// One new account per run: the database is fresh and in memory, so the journey is repeatable.
const account = { name: 'Journey Fan', email: 'journey.fan@hadaf.example', password: 'journey-pass-2026', phone: '01012345678' };
const axeResults: Record<string, number> = {};

async function expectNoAxeViolations(name: string) {
  // Colours are checked as painted: an overlay still fading or sliding in reads as low contrast.
  // (Endless ones, a spinner or a live badge's pulse, never finish and are left out.)
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected inline <script>.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    // react-aria's live announcer (a visually hidden region that speaks toasts) is third-party markup, left out.
    const result = await axe.run({ exclude: [['[data-live-announcer]']] } as unknown as Document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 3) }));
  });
  axeResults[name] = violations.length;
  expect(violations, `axe on ${name}`).toEqual([]);
}

async function outboxCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${journey.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: { body: string }[] };
    const code = data[0]?.body.match(/\d{6}/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code sent to ${to}`);
}

const selectedMatchId = () => Number(new URL(page.url()).searchParams.get('match'));

beforeAll(async () => {
  journey = await startJourney({ football: true });
  page = await journey.newPage({ locale: 'en-US', timezoneId: 'UTC', viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(8000);
  page.on('pageerror', (error) => console.error('pageerror', error.message));
});
afterAll(async () => {
  console.info('axe violations per page:', JSON.stringify(axeResults));
  await journey?.stop();
});

describe('the journey of a new fan', () => {
  let firstMatchId = 0;

  it('registers (sandbox captcha) and verifies the phone with the code from the sandbox SMS', async () => {
    await page.goto(`${journey.baseUrl}/register`);
    await page.waitForFunction(() => document.title === 'Register | Hadaf');
    await untilHydrated(page);
    await expectNoAxeViolations('/register');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.locator('input[autocomplete="new-password"]').fill(account.password);
    await page.getByText("I'm not a robot").click();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Phone verification is on and the new user has no number: the session sends them there.
    await page.waitForURL('**/verify-phone-number');
    await page.getByText('Your account has been created.').waitFor();
    await expectNoAxeViolations('/verify-phone-number');
    await page.getByLabel('Phone number').fill(account.phone);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('A verification code has been sent to your phone.').waitFor();
    const code = await outboxCode(account.phone);
    await page.locator('input[autocomplete="one-time-code"]').click();
    await page.keyboard.type(code);
    // Six digits submit on their own, then the page returns to the landing route.
    await page.waitForURL((url) => url.pathname === '/matches');
    await page.getByText('Your phone number has been verified.').first().waitFor();
  });

  it('predicts a score and every bonus question type, saves, and moves on to the next match', async () => {
    await page.goto(`${journey.baseUrl}/matches?state=not-started&date=${openDay()}`);
    await page.waitForFunction(() => document.title === 'Matches | Hadaf');
    const cards = page.getByTestId('match-list').locator('li button');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(1);
    await cards.first().click();
    await page.waitForURL((url) => url.searchParams.has('match'));
    firstMatchId = selectedMatchId();
    const panel = page.getByTestId('prediction-panel');
    await panel.waitFor();
    await expectNoAxeViolations('/matches (panel open)');
    // The left column: a new fan has joined no competition yet, and is pointed to the lobby.
    await page.getByText('You have not joined any competitions yet.').waitFor();
    expect(await page.getByRole('link', { name: 'Find a competition to join' }).getAttribute('href')).toBe('/lobby/predictions');

    const autoNavigate = panel.getByRole('switch', { name: 'Go to the next match after predicting' });
    // New accounts start with the setting on; turn it on through the switch if it is not.
    if (!(await autoNavigate.isChecked())) {
      const settingSaved = page.waitForResponse((response) => response.url().endsWith('/api/me/settings') && response.ok());
      await autoNavigate.check();
      await settingSaved;
    }
    expect(await autoNavigate.isChecked()).toBe(true);

    const scores = panel.getByRole('group', { name: 'Score prediction' }).getByRole('textbox');
    await scores.nth(0).fill('2');
    await scores.nth(1).fill('1');
    const bonus = panel.getByRole('region', { name: 'Bonus predictions' });
    // YES_NO: a radio group.
    await bonus.getByRole('radiogroup').locator('label').first().click();
    expect(await bonus.getByRole('radiogroup').getByRole('radio').first().isChecked()).toBe(true);
    // SELECT_LIST: a select; its options open in a popover.
    await bonus.locator('button[aria-haspopup="listbox"]').click();
    await page.getByRole('option').nth(1).click();
    // COUNTER: a number field.
    await bonus.getByRole('textbox').last().fill('3');
    await bonus.getByRole('textbox').last().blur();

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/predictions/multiple') && response.request().method() === 'POST');
    await panel.getByRole('button', { name: 'Predict Now' }).click();
    expect((await saved).status()).toBe(200);
    await panel.getByText('Saved').waitFor();
    // After the saved icon (1 s) the panel opens the next match of the list.
    await page.waitForURL((url) => Number(url.searchParams.get('match')) !== firstMatchId, { timeout: 5000 });
    expect(selectedMatchId()).not.toBe(firstMatchId);
  });

  it('shows the prediction on /predictions after a reload', async () => {
    await page.goto(`${journey.baseUrl}/predictions`);
    await page.waitForFunction(() => document.title === 'My predictions | Hadaf');
    const item = page.locator(`[data-testid="prediction-item"][data-match-id="${firstMatchId}"]`);
    await item.waitFor();
    const predicted = item.getByTestId('predicted-score');
    // The score bet is the score, never a bonus line ("[object Object]"); answers add no colon after a "?".
    const text = (await item.textContent()) ?? '';
    expect(text).not.toContain('[object Object]');
    expect(text).not.toMatch(/[?؟]:/u);
    expect(await item.getByTestId('bonus-answer').count()).toBeGreaterThan(0);
    expect(await predicted.getByTestId('match-score-home').textContent()).toBe('2');
    expect(await predicted.getByTestId('match-score-away').textContent()).toBe('1');
    // Home goals first in reading order (left in English), like the home team in the heading.
    const [home, away] = await Promise.all([predicted.getByTestId('match-score-home').boundingBox(), predicted.getByTestId('match-score-away').boundingBox()]);
    expect(home!.x).toBeLessThan(away!.x);
    await expectNoAxeViolations('/predictions');
  });

  it('switches to Arabic: rtl, Arabic text, scores not mirrored', async () => {
    await page.getByRole('button', { name: 'العربية', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    await page.getByRole('heading', { level: 1, name: 'توقعاتي' }).waitFor();
    expect(await page.title()).toBe('توقعاتي | هدف');
    const score = page.locator(`[data-testid="prediction-item"][data-match-id="${firstMatchId}"] [data-testid="predicted-score"]`);
    const home = score.getByTestId('match-score-home');
    const away = score.getByTestId('match-score-away');
    // Each number is its own <bdi>, so its digits never mirror; Arabic-Indic digits in Arabic.
    expect(await home.evaluate((element) => element.tagName)).toBe('BDI');
    expect(await away.evaluate((element) => element.tagName)).toBe('BDI');
    expect(await home.textContent()).toBe('٢');
    expect(await away.textContent()).toBe('١');
    // Home goals first in reading order: on the right in Arabic, like the home team in the heading.
    const [homeBox, awayBox] = await Promise.all([home.boundingBox(), away.boundingBox()]);
    expect(homeBox!.x).toBeGreaterThan(awayBox!.x);
    // Screen readers hear one reading with the sides named.
    expect(await score.textContent()).toContain('المضيف ٢، الضيف ١');
    await expectNoAxeViolations('/predictions (ar)');
  });

  it('at 375 px the panel is an overlay and nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${journey.baseUrl}/matches?state=not-started&date=${openDay()}&match=${firstMatchId}`);
    // Below 992 px the panel is a drawer over the page.
    const overlay = page.getByRole('dialog');
    await overlay.getByRole('button', { name: 'توقع الآن' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations('/matches (375 px, ar)');
  });

  it('refreshes an access token that expired mid-session without the user noticing', async () => {
    const before = (await page.context().cookies()).find((cookie) => cookie.name === 'refresh-token')?.value;
    const seen: { url: string; status: number }[] = [];
    const record = (response: { url(): string; status(): number }) => seen.push({ url: new URL(response.url()).pathname, status: response.status() });
    page.on('response', record);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v2/oauth/token') && response.status() === 200);
    // Every access token of the server stops existing: the next call answers 401 'Unauthenticated.'.
    await journey.expireAccessTokens();
    const panel = page.getByRole('dialog');
    await panel.getByRole('group', { name: 'توقع النتيجة' }).getByRole('textbox').nth(0).fill('3');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/predictions/multiple') && response.status() === 200);
    await panel.getByRole('button', { name: 'توقع الآن' }).click();
    await saved;
    await refreshed;
    await panel.getByText('تم الحفظ').waitFor();
    page.off('response', record);
    // A call met the expired token, the client refreshed once and the save went through: no trip to /login.
    expect(seen.some((response) => response.status === 401)).toBe(true);
    expect(seen.filter((response) => response.url === '/api/v2/oauth/token').map((response) => response.status)).toEqual([200]);
    expect(new URL(page.url()).pathname).toBe('/matches');
    const after = (await page.context().cookies()).find((cookie) => cookie.name === 'refresh-token');
    expect(after?.value).toBeTruthy();
    expect(after?.value).not.toBe(before);
    // Out of reach of page scripts.
    expect(after).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('refresh-token');
  });

  it('after logging out /profile sends to /login, and signing in returns to /profile', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${journey.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations('/profile (ar)');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForFunction(() => !document.cookie.includes('logged-in='));
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'refresh-token')).toBe(false);
    await page.goto(`${journey.baseUrl}/profile`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator('input[name="identifier"]').waitFor();
    await expectNoAxeViolations('/login (ar)');
    await page.locator('input[name="identifier"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText(account.email).waitFor();
  });

  it("the account menu's Settings item opens the profile at its settings", async () => {
    // A short window: the settings sit below the fold unless the page scrolls to them.
    await page.setViewportSize({ width: 1280, height: 520 });
    await page.goto(`${journey.baseUrl}/matches`);
    await page.getByRole('button', { name: 'قائمة الحساب' }).click();
    await page.getByRole('menuitem', { name: 'الإعدادات' }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.hash === '#settings');
    const settings = page.locator('#settings');
    await settings.getByRole('heading', { name: 'الإعدادات' }).waitFor();
    await expect
      .poll(() => settings.evaluate((section) => section.getBoundingClientRect().top < window.innerHeight / 2))
      .toBe(true);
  });

  it('needed nothing the Content-Security-Policy refuses, on any page of the journey', () => {
    expect(journey.cspViolations).toEqual([]);
  });

  it('a fan with no friends yet gets their invitation link on the Friends tab', async () => {
    await page.goto(`${journey.baseUrl}/profile/friends`);
    const link = page.getByRole('textbox', { name: 'رابط دعوتك' });
    await link.waitFor();
    expect(await link.inputValue()).toMatch(new RegExp(`^${journey.baseUrl}/register\\?referrer=\\w+$`));
    await page.getByRole('button', { name: 'نسخ الرابط' }).waitFor();
    // The tab's label names the list; no second "Friends" heading inside it.
    expect(await page.getByRole('heading', { name: 'الأصدقاء', exact: true }).count()).toBe(1);
  });
});
