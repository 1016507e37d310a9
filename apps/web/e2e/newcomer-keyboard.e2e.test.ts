import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { apiAt, demoAccounts, startJourney, untilHydrated } from './harness.ts';
import { newcomerBrowsers, outboxCode, words } from './newcomer-words.ts';
import { expectAxeClean, watchPage, type Language } from './page-check.ts';

/**
 * Issue 30: the newcomer journey by keyboard alone (docs/decisions/newcomer-journeys.md). No click: Tab and Shift+Tab
 * to reach a control, Enter or Space to use it, the arrow keys inside radio groups, Escape to close; an address typed
 * where a person would type one. Axe (WCAG 2.2 AA) on every page and dialog it visits, no console error or refused
 * request, and focus never dropped to <body> after a control goes away. English at 1280 px and Arabic at 375 px.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
let page: Page;
let watch: ReturnType<typeof watchPage>;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => journey.database.query<T>(text, params);
const PRIZE = { en: 'Keyboard prize', ar: 'جائزة لوحة المفاتيح' };

/** Presses Tab (or Shift+Tab) until `target` (or something inside it) has the focus; fails if it never does. */
async function tabTo(target: Locator, { backwards = false, max = 120 } = {}) {
  await target.waitFor();
  for (let press = 0; press < max; press++) {
    // Found afresh at every press: a list that renders again replaces the element.
    const focused = await target.evaluate((node) => node === document.activeElement || node.contains(document.activeElement));
    if (focused) {
      // What has the focus is on screen (WCAG 2.4.11): the browser scrolled it into view, or the sheet it is in has
      // finished sliding in (on a loaded machine the focus can arrive while it still moves).
      const onScreen = () =>
        page.evaluate(() => {
          const box = document.activeElement!.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        });
      await expect.poll(onScreen, { message: `${target} is focused off-screen`, timeout: 2000 }).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tab to a control and press it with Enter (links, buttons) or Space (checkboxes). */
async function press(target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(target);
  await page.keyboard.press(key);
}

/** Tab to a field and type into it. */
async function typeInto(target: Locator, text: string) {
  await tabTo(target);
  await page.keyboard.type(text);
}

/** In a radio group (one Tab stop), the arrow keys move the choice until `radio` is checked. */
async function choose(radio: Locator) {
  await tabTo(radio.locator('xpath=ancestor::*[@role="radiogroup"][1]'));
  for (let step = 0; step < 8 && !(await radio.isChecked()); step++) await page.keyboard.press('ArrowDown');
  expect(await radio.isChecked()).toBe(true);
}

/** Focus went somewhere meaningful, not back to the document. */
async function expectFocusKept(what: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { message: `focus after ${what}` }).not.toBe('BODY');
}

/** Which journey is walking (for the checks' messages). */
let walking = '';

async function checked(what: string) {
  await watch.settle();
  watch.expectClean(`${what} (${walking})`);
  await expectAxeClean(page, `${what} (${walking})`);
}


const competition = async (key: string) => (await sql<{ id: unknown; name_en: string; name_ar: string }>('SELECT id, name_en, name_ar FROM competitions WHERE external_key = $1', [key]))[0]!;

beforeAll(async () => {
  journey = await startJourney({ football: true });
  await sql('INSERT INTO prizes (name_en, name_ar, amount, active) VALUES ($1, $2, 250, false)', [PRIZE.en, PRIZE.ar]);
  // More competitions waiting for review: the one approved leaves the queue, the next takes its place.
  await sql(
    `INSERT INTO competitions (name_en, name_ar, type, status, creator_id, entry_fee, min_participants, max_participants, calculate_reward, reward, winning_strategy, starts_at, ends_at, external_key)
     SELECT name_en || ' ' || n, name_ar || ' ' || n, 1, 'pending-approval', creator_id, 0, 0, 20, false, 100, 'top-1', starts_at, ends_at, 'keyboard:pending:' || n
       FROM competitions, generate_series(1, 2) AS n WHERE external_key = 'demo:competition:creator-pending'`,
  );
}, 120_000);
afterAll(() => journey?.stop());

const journeys = [
  {
    language: 'ar',
    person: { name: 'كريم المفاتيح', email: 'kareem.keys@hadaf.example', password: 'kareem-keys-2026', phone: '01055556666' },
    groupName: 'نادي لوحة المفاتيح',
    street: '٧ شارع المفاتيح، القاهرة',
    pending: 'demo:competition:creator-pending',
  },
  {
    language: 'en',
    person: { name: 'Kareem Keys', email: 'kareem.keys.en@hadaf.example', password: 'kareem-keys-2026', phone: '01077778888' },
    groupName: 'Keyboard Club',
    street: '7 Keyboard Lane, Cairo',
    pending: 'keyboard:pending:1',
  },
] as const satisfies readonly { language: Language; [key: string]: unknown }[];

for (const { language, person, groupName, street, pending } of journeys) {
  const { label, options } = newcomerBrowsers[language];
  const say = words[language];
  const nameOf = (row: { name_en: string; name_ar: string }) => (language === 'ar' ? row.name_ar : row.name_en);

  describe(`a newcomer by keyboard alone, ${label}`, () => {
    beforeAll(async () => {
      page = await journey.newPage(options);
      page.setDefaultTimeout(10_000);
      watch = watchPage(page);
      walking = label;
    });
    afterAll(() => page?.context().close());

    it('browses as a visitor and reaches sign-up from Join', async () => {
      await page.goto(`${journey.baseUrl}/`);
      await untilHydrated(page);
      await checked('the landing');
      await press(page.getByRole('link', { name: say.seeAllCompetitions }).first());
      await page.waitForURL('**/lobby/predictions');
      await page.getByRole('article').first().waitFor();
      await checked('the lobby');
      const free = await competition('demo:competition:free-friday');
      await press(page.getByRole('article', { name: nameOf(free) }).getByRole('link').first());
      await page.waitForURL(new RegExp(`/competitions/${Number(free.id)}`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await checked('a competition');
      await press(page.getByRole('button', { name: say.join, exact: true }));
      await page.waitForURL((url) => url.pathname === '/register');
    });

    it('signs up, verifies the phone, joins and predicts', async () => {
      await untilHydrated(page);
      await checked('/register');
      await typeInto(page.getByRole('textbox', { name: say.name }), person.name);
      await typeInto(page.getByRole('textbox', { name: say.email }), person.email);
      await typeInto(page.locator('input[autocomplete="new-password"]'), person.password);
      await press(page.getByRole('checkbox', { name: say.notRobot }), 'Space');
      await press(page.getByRole('button', { name: say.createAccount }));
      await page.waitForURL('**/verify-phone-number');
      await checked('/verify-phone-number');
      await typeInto(page.getByRole('textbox', { name: say.phone }), person.phone);
      await page.keyboard.press('Enter');
      const code = await outboxCode(journey.baseUrl, person.phone);
      await typeInto(page.locator('input[autocomplete="one-time-code"]'), code);
      await page.waitForURL((url) => url.pathname !== '/verify-phone-number');

      const free = await competition('demo:competition:free-friday');
      const confirm = page.getByRole('alertdialog', { name: say.joinTitle(nameOf(free)) });
      await confirm.waitFor();
      await checked('the join dialog');
      await press(confirm.getByRole('button', { name: say.join, exact: true }));
      const joined = page.getByRole('dialog', { name: say.joined });
      await joined.waitFor();
      await checked('"You joined!"');
      await press(joined.getByRole('button', { name: say.toMatches }));
      await page.waitForURL(`**/competitions/${Number(free.id)}/matches`);
      await press(page.getByTestId('match-list').locator('li button').first());
      const scores = page.getByRole('group', { name: say.scores }).getByRole('textbox');
      await typeInto(scores.nth(0), '2');
      await typeInto(scores.nth(1), '1');
      await checked('the prediction panel');
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/predictions/multiple'));
      await press(page.getByRole('button', { name: say.predictNow }));
      expect((await saved).status()).toBe(200);
      await expectFocusKept('saving a prediction');
    });

    it('buys coins and finds them in the wallet', async () => {
      await page.goto(`${journey.baseUrl}/pricing`);
      await checked('/pricing');
      await press(page.getByRole('button', { name: say.buy(say.package), exact: true }));
      await page.waitForURL('**/payment');
      await choose(page.getByRole('radio', { name: say.orange }));
      await typeInto(page.getByRole('textbox', { name: say.walletPhone }), person.phone);
      await checked('/payment');
      await press(page.getByRole('button', { name: say.payNow }));
      await page.getByText(say.waiting).waitFor();
      const [payment] = await sql<{ provider_ref: string }>("SELECT provider_ref FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND p.status = 'pending'", [person.email]);
      expect((await apiAt(journey.baseUrl).api(`/dev/payments/sandbox-cash/${payment!.provider_ref}/pay`)).status).toBe(200);
      await page.getByText(say.paid(250)).waitFor({ timeout: 15_000 });
      await checked('a payment received');
      await page.goto(`${journey.baseUrl}/profile/wallet`);
      await page.getByRole('listitem').filter({ hasText: payment!.provider_ref.slice(0, 4) }).first().waitFor();
      await checked('/profile/wallet');
    });

    it('joins the fantasy competition and picks a goalkeeper', async () => {
      const fantasy = await competition('demo:competition:fantasy-weekend');
      await page.goto(`${journey.baseUrl}/competitions/${Number(fantasy.id)}/team-setup`);
      await untilHydrated(page);
      await press(page.getByRole('button', { name: say.joinNow }));
      await press(page.getByRole('alertdialog').getByRole('button', { name: say.join, exact: true }));
      const joined = page.getByRole('dialog', { name: say.joined });
      await press(joined.getByRole('button', { name: say.close, exact: true }));
      await joined.waitFor({ state: 'detached' });
      await expectFocusKept('closing "You joined!"');
      await checked('the team setup');
      await choose(page.getByRole('radio', { name: say.formation }));
      await press(page.getByRole('button', { name: say.addGoalkeeper, exact: true }).first());
      const picker = page.getByTestId('player-picker');
      const pick = picker.getByRole('button', { name: new RegExp(`^${say.pick} `) }).first();
      await pick.waitFor();
      await checked('the player picker');
      await press(pick);
      await expect.poll(() => picker.getByRole('button', { name: new RegExp(`^${say.picked} `) }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      await expectFocusKept('closing the player picker');
      await checked('a squad with its goalkeeper');
    });

    it('creates a public group', async () => {
      await page.goto(`${journey.baseUrl}/groups`);
      await untilHydrated(page);
      await checked('/groups');
      await press(page.getByRole('button', { name: say.createGroup }).first());
      const wizard = page.getByRole('dialog', { name: say.createGroup });
      await typeInto(wizard.getByRole('textbox', { name: say.groupName }), groupName);
      await choose(wizard.getByRole('radio', { name: say.public }));
      await checked('the group wizard');
      await press(wizard.getByRole('button', { name: say.next }));
      await press(wizard.getByRole('button', { name: say.next }));
      await press(wizard.getByRole('button', { name: say.confirm }));
      await wizard.getByText(say.groupCreated).first().waitFor();
      await expectFocusKept('confirming the group');
      await checked('a group created');
      await press(wizard.getByRole('button', { name: say.goToGroup }));
      await page.getByRole('heading', { level: 1, name: groupName }).waitFor();
      await checked('the new group');
    });

    it('orders from the store', async () => {
      const [cheapest] = await sql<{ name_en: string; name_ar: string }>('SELECT name_en, name_ar FROM products WHERE active ORDER BY coalesce(discounted_price, price) LIMIT 1');
      await page.goto(`${journey.baseUrl}/store`);
      await untilHydrated(page);
      await checked('/store');
      await press(page.getByRole('button', { name: say.buyItem(nameOf(cheapest!)), exact: true }));
      const modal = page.getByRole('dialog', { name: say.buyProduct });
      await typeInto(modal.getByRole('textbox', { name: say.street }), street);
      await checked('the order form');
      await press(modal.getByRole('button', { name: say.confirm }));
      await page.getByText(say.orderPlaced).first().waitFor();
      await page.goto(`${journey.baseUrl}/profile/orders`);
      await page.getByText(street).waitFor();
      await checked('/profile/orders');
    });

    it('opens a won prize’s redemption and closes it, focus back on Redeem', async () => {
      await sql(
        `WITH won AS (INSERT INTO user_prizes (user_id, prize_id, amount, status, available_at)
                      SELECT u.id, p.id, 250, 'pending', now() - interval '1 hour' FROM users u, prizes p WHERE u.email = $1 AND p.name_en = $2 RETURNING id)
         INSERT INTO user_prize_logs (user_prize_id, status) SELECT id, 'pending' FROM won`,
        [person.email, PRIZE.en],
      );
      await page.goto(`${journey.baseUrl}/profile/prizes`);
      const redeem = page.getByRole('listitem').filter({ hasText: PRIZE[language] }).getByRole('button', { name: say.redeem });
      await redeem.waitFor();
      await checked('/profile/prizes');
      await press(redeem);
      await page.getByRole('dialog').getByRole('heading').first().waitFor();
      await checked('the redemption dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await redeem.evaluate((node) => node === document.activeElement)).toBe(true);
    });

    it('an admin signs in and approves a pending competition', async () => {
      await page.context().clearCookies();
      await page.goto(`${journey.baseUrl}/login`);
      await untilHydrated(page);
      await checked('/login');
      await typeInto(page.locator('input[name="identifier"]'), demoAccounts.admin.email);
      await typeInto(page.locator('input[name="password"]'), demoAccounts.admin.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== '/login');
      // The admin area's entry: in the header at 1280 px, in the menu on a phone.
      if (options.viewport.width < 992) await press(page.getByRole('button', { name: say.openMenu }));
      await press(page.getByRole('link', { name: say.admin, exact: true }).first());
      await page.waitForURL('**/manage/competitions');
      const row = await competition(pending);
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nameOf(row), exact: true }) });
      await item.waitFor();
      await checked('the admin area');
      await press(item.getByRole('button', { name: say.approve }));
      await item.waitFor({ state: 'detached' });
      // The queue keeps the focus: on the card that took the approved one's place.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('LI');
      await checked('the admin area after approving');
      const [status] = await sql<{ status: string }>('SELECT status FROM competitions WHERE id = $1', [row.id]);
      expect(status!.status).toBe('approved');
    });
  });
}
