import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, signIn, startJourney, walletOf as walletIn } from './harness.ts';

let journey: Awaited<ReturnType<typeof startJourney>>;
let laLiga = 0;

beforeAll(async () => {
  // The demo data seeds competitions in every state around today's fixtures.
  journey = await startJourney({ football: true });
  const [row] = await journey.database.query<{ id: unknown }>("SELECT id FROM competitions WHERE external_key = 'demo:competition:laliga-masters'");
  laLiga = Number(row!.id);
});
afterAll(() => journey?.stop());

describe('the competition page, served by the real server', () => {
  it('shows a visitor the overview, the matches and the rules, and sends Join to registration coming back to the join dialog', async () => {
    const page = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.baseUrl}/competitions/${laLiga}`);
    await page.getByRole('heading', { level: 1, name: 'La Liga Masters' }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Overview');
    expect(await page.getByText('The top 3 share the prizes').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Gold medal' }).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Matches' }).click();
    await page.waitForURL(`**/competitions/${laLiga}/matches`);
    const cards = page.getByTestId('match-list').locator('li button');
    await cards.first().waitFor();
    const [row] = await journey.database.query<{ total: unknown }>('SELECT count(*) AS total FROM competition_matches WHERE competition_id = $1', [laLiga]);
    // The list grows a card per task (useProgressiveCount): all of them within moments.
    await expect.poll(() => cards.count()).toBe(Math.min(Number(row!.total), 20));

    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByRole('heading', { name: 'Rules' }).waitFor();
    expect(await page.getByText(/exact score earns 7 points/).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/competitions/${laLiga}?joining`);
  });

  it('lets a fan join from ?joining, pay the fee, reach the matches, see himself ranked, and withdraw for a refund (in his Arabic)', async () => {
    // The demo fan reads Arabic: his browser asks for it, and signing in keeps the language of the page.
    const page = await journey.newPage({ locale: 'ar-EG', viewport: { width: 1280, height: 900 } });
    await signIn(page, journey.baseUrl, demoAccounts.fan);
    const coinsBefore = await walletOf();
    await page.goto(`${journey.baseUrl}/competitions/${laLiga}?joining`);
    const confirm = page.getByRole('alertdialog', { name: 'الاشتراك في أساتذة الليغا؟' });
    await confirm.waitFor();
    expect(await confirm.getByText(/رسوم الاشتراك: ٥٠ عملة/).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'اشترك' }).click();
    const joined = page.getByRole('dialog', { name: 'اشتركت!' });
    await joined.waitFor();
    expect(await walletOf()).toBe(coinsBefore - 50);
    await joined.getByRole('button', { name: 'إلى المباريات' }).click();
    await page.waitForURL(`**/competitions/${laLiga}/matches`);
    await page.getByText('أنت مشترك في هذه المسابقة').waitFor();

    await page.getByRole('tab', { name: 'الترتيب' }).click();
    await page.getByRole('heading', { name: 'ترتيبك' }).waitFor();
    // The re-rank after a join runs as a job; the tab looks again while it is pending.
    await page.getByRole('row', { name: /Karim Fan/ }).first().waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'انسحب' }).click();
    const withdraw = page.getByRole('alertdialog', { name: 'الانسحاب من أساتذة الليغا؟' });
    await withdraw.getByRole('button', { name: 'انسحب' }).click();
    await page.getByRole('button', { name: 'اشترك' }).waitFor();
    expect(await walletOf()).toBe(coinsBefore);
  }, 60_000);

  it('speaks Arabic on the competition page, with the Arabic rules', async () => {
    const page = await journey.newPage({ locale: 'ar-EG' });
    await page.goto(`${journey.baseUrl}/competitions/${laLiga}/rules`);
    await page.getByRole('heading', { level: 1, name: 'أساتذة الليغا' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByText(/٧ نقاط/).isVisible()).toBe(true);
  });
});

const walletOf = () => walletIn(journey.database, demoAccounts.fan.email);
