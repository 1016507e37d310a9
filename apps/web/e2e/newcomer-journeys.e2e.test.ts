import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { apiAt, demoAccounts, signIn, startJourney, untilHydrated } from './harness.ts';
import { newcomerBrowsers, outboxCode, words } from './newcomer-words.ts';
import { checkPage, expectAxeClean, expectLanguage, expectLinksResolve, expectNothingClipped, watchPage, type Language } from './page-check.ts';

/**
 * Issue 30's newcomer journeys (docs/decisions/newcomer-journeys.md): a visitor browses, signs up, joins and predicts,
 * buys coins, builds a squad, creates a group, orders from the store, opens a won prize, and an admin reviews a
 * pending competition; once in Arabic at 375 px and once in English at 1280 px. Every page on the way is checked for
 * what a person sees: no console error, no request refused that they did not cause, every link's target, nothing
 * clipped, every string in the page's language.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => journey.database.query<T>(text, params);



const competitionNamed = async (key: string) => (await sql<{ id: unknown; name_en: string; name_ar: string }>('SELECT id, name_en, name_ar FROM competitions WHERE external_key = $1', [key]))[0]!;

const PRIZE = { en: 'Journey prize', ar: 'جائزة الرحلة' };

beforeAll(async () => {
  journey = await startJourney({ football: true });
  // A second competition waiting for review (the demo's own is the Arabic journey's), and a prize to win.
  await sql(
    `INSERT INTO competitions (name_en, name_ar, type, status, creator_id, entry_fee, min_participants, max_participants, calculate_reward, reward, winning_strategy, starts_at, ends_at, external_key)
     SELECT 'Journey Review Cup', 'كأس المراجعة', 1, 'pending-approval', creator_id, 0, 0, 20, false, 100, 'top-1', starts_at, ends_at, 'journey:pending'
       FROM competitions WHERE external_key = 'demo:competition:creator-pending'`,
  );
  await sql("INSERT INTO prizes (name_en, name_ar, amount, active) VALUES ($1, $2, 250, false)", [PRIZE.en, PRIZE.ar]);
}, 120_000);
afterAll(() => journey?.stop());

describe('the page checks', () => {
  it('fail on what a person would meet: an error, a refused request, a broken link, clipped or English text, an unnamed button', async () => {
    const page = await journey.newPage({ locale: 'ar-EG', viewport: { width: 375, height: 812 } });
    const watch = watchPage(page);
    await page.goto(`${journey.baseUrl}/about-us`);
    await untilHydrated(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The page as it is passes.
    await checkPage(page, watch, 'ar', 'about us', { axe: true });
    await page.evaluate(async () => {
      console.error('boom');
      await fetch('/api/v2/no-such-thing');
    });
    expect(() => watch.expectClean('after an error')).toThrow(/console error on \/about-us: boom[\s\S]*404 for GET \/api\/v2\/no-such-thing/);
    watch.expectAnswer({ status: 404, path: '/api/v2/no-such-thing' });
    await page.evaluate(() => fetch('/api/v2/no-such-thing'));
    watch.expectClean('a refusal the person caused');

    const add = (html: string) => page.evaluate((markup) => document.querySelector('main')!.insertAdjacentHTML('beforeend', markup), html);
    await add('<a href="/groups/4/https:/wa.me/?text=hi">واتساب</a>');
    await expect(expectLinksResolve(page, 'a link through the router')).rejects.toThrow(/holds an address/);
    await page.evaluate(() => document.querySelector('main a:last-of-type')!.remove());
    await add('<p style="inline-size: 900px">نص أعرض من الشاشة</p>');
    await expect(expectNothingClipped(page, 'wide text')).rejects.toThrow(/scrolls sideways/);
    await page.evaluate(() => document.querySelector('main p:last-of-type')!.remove());
    await add('<div style="overflow: hidden; block-size: 4px"><p>نص مقصوص</p></div>');
    await expect(expectNothingClipped(page, 'text in a short box')).rejects.toThrow(/نص مقصوص" is cut by/);
    await page.evaluate(() => document.querySelector('main div:last-of-type')!.remove());
    await add('<p>Leaderboard</p>');
    await expect(expectLanguage(page, 'ar', 'an English word')).rejects.toThrow(/Leaderboard/);
    await add('<button type="button"></button>');
    await expect(expectAxeClean(page, 'an unnamed button')).rejects.toThrow(/button-name/);
    await page.context().close();
  });
});

const journeys = [
  {
    language: 'ar',
    person: { name: 'ليلى حسن', email: 'laila.journey@hadaf.example', password: 'laila-journey-2026', phone: '01011112222' },
    groupName: 'أصدقاء الجمعة',
    pending: 'demo:competition:creator-pending',
    street: '٥ كورنيش النيل، الجيزة',
  },
  {
    language: 'en',
    person: { name: 'Omar Newcomer', email: 'omar.journey@hadaf.example', password: 'omar-journey-2026', phone: '01033334444' },
    groupName: 'Friday Friends',
    pending: 'journey:pending',
    street: '5 Nile Corniche, Giza',
  },
] as const satisfies readonly { language: Language; [key: string]: unknown }[];

for (const { language, person, groupName, street, pending } of journeys) {
  const { label, options } = newcomerBrowsers[language];
  const say = words[language];

  describe(`a newcomer's journey, ${label}`, () => {
    let page: Page;
    let watch: ReturnType<typeof watchPage>;
    const check = (what: string) => checkPage(page, watch, language, `${what} (${label})`);

    beforeAll(async () => {
      page = await journey.newPage(options);
      page.setDefaultTimeout(10_000);
      watch = watchPage(page);
    });

    it('browses as a visitor: the landing, the lobby, a competition', async () => {
      await page.goto(`${journey.baseUrl}/`);
      await untilHydrated(page);
      await check('the landing');
      await page.getByRole('link', { name: say.seeAllCompetitions }).first().click();
      await page.waitForURL('**/lobby/predictions');
      await page.getByRole('article').first().waitFor();
      await check('the lobby');
      const free = await competitionNamed('demo:competition:free-friday');
      await page.getByRole('article', { name: language === 'ar' ? free.name_ar : free.name_en }).getByRole('link').first().click();
      await page.waitForURL(new RegExp(`/competitions/${Number(free.id)}`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check('a competition, as a visitor');
    });

    it('signs up from Join, verifies the phone, and comes back to join', async () => {
      await page.getByRole('button', { name: say.join, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/register');
      await untilHydrated(page);
      await check('/register');
      await page.getByRole('textbox', { name: say.name }).fill(person.name);
      await page.getByRole('textbox', { name: say.email }).fill(person.email);
      await page.locator('input[autocomplete="new-password"]').fill(person.password);
      await page.getByText(say.notRobot).click();
      await page.getByRole('button', { name: say.createAccount }).click();
      await page.waitForURL('**/verify-phone-number');
      await check('/verify-phone-number');
      await page.getByLabel(say.phone).fill(person.phone);
      await page.getByRole('button', { name: say.verify }).click();
      const code = await outboxCode(journey.baseUrl, person.phone);
      await page.locator('input[autocomplete="one-time-code"]').click();
      await page.keyboard.type(code);
      // Back where Join was pressed, to join.
      const free = await competitionNamed('demo:competition:free-friday');
      await page.waitForURL((url) => url.pathname === `/competitions/${Number(free.id)}`);
    });

    it('joins the free competition and predicts its first match', async () => {
      const free = await competitionNamed('demo:competition:free-friday');
      const name = language === 'ar' ? free.name_ar : free.name_en;
      const confirm = page.getByRole('alertdialog', { name: say.joinTitle(name) });
      await confirm.waitFor();
      await check('the join dialog');
      await confirm.getByRole('button', { name: say.join, exact: true }).click();
      const joined = page.getByRole('dialog', { name: say.joined });
      await joined.waitFor();
      await check('"You joined!"');
      await joined.getByRole('button', { name: say.toMatches }).click();
      await page.waitForURL(`**/competitions/${Number(free.id)}/matches`);
      const cards = page.getByTestId('match-list').locator('li button');
      await cards.first().click();
      const scores = page.getByRole('group', { name: say.scores }).getByRole('textbox');
      await scores.nth(0).fill('2');
      await scores.nth(1).fill('1');
      await check('the prediction panel');
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/predictions/multiple'));
      await page.getByRole('button', { name: say.predictNow }).click();
      expect((await saved).status()).toBe(200);
      await check('a saved prediction');
    });

    it('buys coins with mobile cash and finds them in the wallet', async () => {
      await page.goto(`${journey.baseUrl}/pricing`);
      const buy = page.getByRole('button', { name: say.buy(say.package), exact: true });
      await buy.waitFor();
      await check('/pricing');
      await buy.click();
      await page.waitForURL('**/payment');
      await page.getByRole('radio', { name: say.orange }).check({ force: true });
      await page.getByRole('textbox', { name: say.walletPhone }).fill(person.phone);
      await check('/payment');
      await page.getByRole('button', { name: say.payNow }).click();
      await page.getByText(say.waiting).waitFor();
      const [payment] = await sql<{ provider_ref: string }>(
        "SELECT provider_ref FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email = $1 AND p.status = 'pending'",
        [person.email],
      );
      const kiosk = await apiAt(journey.baseUrl).api(`/dev/payments/sandbox-cash/${payment!.provider_ref}/pay`);
      expect(kiosk.status).toBe(200);
      await page.getByText(say.paid(250)).waitFor({ timeout: 15_000 });
      await check('a payment received');
      await page.goto(`${journey.baseUrl}/profile/wallet`);
      await page.getByRole('listitem').filter({ hasText: payment!.provider_ref.slice(0, 4) }).first().waitFor();
      await check('/profile/wallet');
    });

    it('joins the fantasy competition and picks a goalkeeper for the squad', async () => {
      const fantasy = await competitionNamed('demo:competition:fantasy-weekend');
      await page.goto(`${journey.baseUrl}/competitions/${Number(fantasy.id)}/team-setup`);
      await page.getByRole('button', { name: say.joinNow }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: say.join, exact: true }).click();
      await page.getByRole('dialog', { name: say.joined }).getByRole('button', { name: say.close, exact: true }).click();
      await check('the team setup');
      await page.locator('label').filter({ hasText: new RegExp(`^${say.formation}$`) }).click();
      await page.getByRole('button', { name: say.addGoalkeeper, exact: true }).first().click();
      const picker = page.getByTestId('player-picker');
      await picker.getByRole('button', { name: new RegExp(`^${say.pick} `) }).first().waitFor();
      await check('the player picker');
      await picker.getByRole('button', { name: new RegExp(`^${say.pick} `) }).first().click();
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      await check('a squad with its goalkeeper');
    });

    it('creates a public group', async () => {
      await page.goto(`${journey.baseUrl}/groups`);
      await page.getByRole('button', { name: say.createGroup }).first().click();
      await page.waitForURL('**/groups/create');
      const wizard = page.getByRole('dialog', { name: say.createGroup });
      await wizard.getByRole('textbox', { name: say.groupName }).fill(groupName);
      await wizard.getByRole('radio', { name: say.public }).check({ force: true });
      await check('the group wizard');
      await wizard.getByRole('button', { name: say.next }).click();
      await wizard.getByRole('button', { name: say.next }).click();
      await wizard.getByRole('button', { name: say.confirm }).click();
      await wizard.getByText(say.groupCreated).first().waitFor();
      await check('a group created');
      await wizard.getByRole('button', { name: say.goToGroup }).click();
      await page.getByRole('heading', { level: 1, name: groupName }).waitFor();
      await check('the new group');
    });

    it('orders the cheapest product from the store', async () => {
      const [cheapest] = await sql<{ name_en: string; name_ar: string }>(
        'SELECT name_en, name_ar FROM products WHERE active ORDER BY coalesce(discounted_price, price) LIMIT 1',
      );
      const product = language === 'ar' ? cheapest!.name_ar : cheapest!.name_en;
      await page.goto(`${journey.baseUrl}/store`);
      const buy = page.getByRole('button', { name: say.buyItem(product), exact: true });
      await buy.waitFor();
      await check('/store');
      await buy.click();
      const modal = page.getByRole('dialog', { name: say.buyProduct });
      await modal.getByRole('textbox', { name: say.street }).fill(street);
      await check('the order form');
      await modal.getByRole('button', { name: say.confirm }).click();
      await page.getByText(say.orderPlaced).first().waitFor();
      await page.goto(`${journey.baseUrl}/profile/orders`);
      await page.getByText(street).waitFor();
      await check('/profile/orders');
    });

    it('finds a won prize and opens its redemption', async () => {
      await sql(
        `WITH won AS (INSERT INTO user_prizes (user_id, prize_id, amount, status, available_at)
                      SELECT u.id, p.id, 250, 'pending', now() - interval '1 hour' FROM users u, prizes p WHERE u.email = $1 AND p.name_en = $2 RETURNING id)
         INSERT INTO user_prize_logs (user_prize_id, status) SELECT id, 'pending' FROM won`,
        [person.email, PRIZE.en],
      );
      await page.goto(`${journey.baseUrl}/profile/prizes`);
      const prize = page.getByRole('listitem').filter({ hasText: PRIZE[language] });
      await prize.waitFor();
      await check('/profile/prizes');
      await prize.getByRole('button', { name: say.redeem }).click();
      await page.getByRole('dialog').getByRole('heading').first().waitFor();
      await check('the redemption dialog');
      await page.keyboard.press('Escape');
    });

    it('an admin reviews a pending competition and approves it', async () => {
      const admin = await journey.newPage(options);
      admin.setDefaultTimeout(10_000);
      const adminWatch = watchPage(admin);
      await signIn(admin, journey.baseUrl, demoAccounts.admin);
      const competition = await competitionNamed(pending);
      const name = language === 'ar' ? competition.name_ar : competition.name_en;
      await admin.goto(`${journey.baseUrl}/manage/competitions`);
      const item = admin.getByRole('listitem').filter({ hasText: name });
      await item.waitFor();
      await checkPage(admin, adminWatch, language, `the admin area (${label})`);
      await item.getByRole('button', { name: say.approve }).click();
      await item.waitFor({ state: 'detached' });
      await checkPage(admin, adminWatch, language, `the admin area after approving (${label})`);
      const [row] = await sql<{ status: string }>('SELECT status FROM competitions WHERE id = $1', [competition.id]);
      expect(row!.status).toBe('approved');
      await admin.context().close();
    });

    afterAll(() => page?.context().close());
  });
}
