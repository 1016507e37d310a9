import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { apiAt, demoAccounts, signIn, startJourney } from './harness.ts';

/**
 * Issue 30, the competition pages as a newcomer meets them (defects 3, 9, 13, 14, 17, 18 and the populated ranking),
 * against the real server and the built app: English at 1280 px, Arabic at 375 px.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
const ids: Record<string, number> = {};
let groupId = 0;

const sql = <T>(text: string, params: unknown[] = []) => journey.database.query<T>(text, params);

beforeAll(async () => {
  journey = await startJourney({ football: true });
  const rows = await sql<{ id: unknown; external_key: string }>("SELECT id, external_key FROM competitions WHERE external_key LIKE 'demo:competition:%'");
  for (const row of rows) ids[row.external_key.replace('demo:competition:', '')] = Number(row.id);
  const [group] = await sql<{ id: unknown }>("SELECT id FROM groups WHERE code = 'G-DERBY2'");
  groupId = Number(group!.id);
}, 120_000);
afterAll(() => journey?.stop());

const english = () => journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

/** An Arabic phone: the browser prefers Arabic and the saved language cookie says so. */
async function arabicPhone(): Promise<Page> {
  const page = await journey.newPage({ locale: 'ar-EG', viewport: { width: 375, height: 812 } });
  await page.context().addCookies([{ name: 'locale', value: 'ar', url: journey.baseUrl }]);
  return page;
}

/** What has the keyboard focus: its role and its text, or 'body' when focus fell out of the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const role = element.getAttribute('role') ?? (element.tagName === 'A' ? 'link' : element.tagName.toLowerCase());
    return `${role}:${(element.textContent ?? '').trim()}`;
  });

describe('creating a competition: a start with no time for review and joins is refused (defect 3), and every message says what happens (defect 9)', () => {
  it('refuses a first match within the day, says what will happen, and the Created dialog agrees with the card', async () => {
    const page = await english();
    page.setDefaultTimeout(10_000);
    await signIn(page, journey.baseUrl, demoAccounts.creator);
    await page.goto(`${journey.baseUrl}/lobby/predictions`);
    await page.getByRole('button', { name: 'Create Competition' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a competition' });
    await wizard.getByRole('textbox', { name: /Competition name/ }).fill('Too Soon Cup');
    await wizard.getByRole('radio', { name: /Prediction/ }).check({ force: true });
    await wizard.getByRole('button', { name: 'Next' }).click();
    // The list starts with the soonest match allowed: the demo's is within the day a competition needs.
    const [soonest] = await sql<{ start_at: Date }>(
      `SELECT m.start_at FROM matches m JOIN seasons s ON s.id = m.season_id JOIN leagues l ON l.id = s.league_id
        WHERE l.allowed_for_user_competitions AND m.state = 'NOT_STARTED' AND m.start_at > now() ORDER BY m.start_at LIMIT 1`,
    );
    expect(new Date(soonest!.start_at).getTime() - Date.now()).toBeLessThan(24 * 3_600_000);
    const first = wizard.getByRole('checkbox').first();
    await first.waitFor();
    await first.press('Space');
    await wizard.getByText('1 of 500 matches selected').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('alert').filter({ hasText: /starts too soon/ }).waitFor();
    expect(await wizard.getByText('Step 2 of 4').isVisible()).toBe(true);
    expect(await wizard.getByRole('heading', { name: 'Check your competition' }).count()).toBe(0);

    // A match days away is accepted; the review says who reviews it, until when players join, and when it is cancelled.
    await first.press('Space');
    await wizard.getByRole('checkbox').last().press('Space');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: 'The winner takes all' }).check({ force: true });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Check your competition' }).waitFor();
    const next = wizard.getByRole('region', { name: 'What happens next' });
    expect(await next.textContent()).toMatch(/An admin reviews it/);
    expect(await next.textContent()).toMatch(/players can join until the first match starts/);
    expect(await next.textContent()).toMatch(/fewer than 10 players.*cancelled and every entry fee is refunded/);
    await wizard.getByRole('button', { name: 'Submit' }).click();

    const created = page.getByRole('dialog', { name: 'Competition created' });
    await created.waitFor();
    const said = (await created.textContent()) ?? '';
    expect(said).not.toMatch(/ready for players/);
    expect(said).toMatch(/waiting for an admin/);
    await created.getByRole('button', { name: 'Close' }).click();
    const card = page.getByRole('article', { name: 'Too Soon Cup' });
    await card.getByText('Waiting for approval').waitFor();
    const [row] = await sql<{ status: string; starts_at: Date }>("SELECT status, starts_at FROM competitions WHERE name_en = 'Too Soon Cup'");
    expect(row!.status).toBe('pending-approval');
    expect(new Date(row!.starts_at).getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000 - 60_000);
  }, 90_000);
});

describe('the competition page looks finished (defect 13)', () => {
  it('shows each prize place with its coins, never "Reward 0 coins", and a designed banner instead of a blown-up star', async () => {
    const page = await english();
    page.setDefaultTimeout(10_000);
    await page.goto(`${journey.baseUrl}/competitions/${ids['laliga-masters']}`);
    await page.getByRole('heading', { level: 1, name: 'La Liga Masters' }).waitFor();
    const prizes = page.getByRole('region', { name: 'Prizes' });
    for (const place of ['1st place', '2nd place', '3rd place']) {
      expect(await prizes.getByRole('listitem').filter({ hasText: place }).textContent()).toMatch(/Up to [\d,]+ coins/);
    }
    expect(await page.getByRole('region', { name: 'Details' }).textContent()).not.toMatch(/Reward0 coins/);
    // The demo's cover is a square emblem: shown whole on a designed banner, not stretched across the header.
    const banner = page.getByTestId('competition-banner').first();
    expect(await banner.getAttribute('data-cover')).toBe('emblem');
    const [bannerBox, imageBox] = [await banner.boundingBox(), await banner.locator('img').boundingBox()];
    expect(imageBox!.width).toBeLessThanOrEqual(bannerBox!.height);

    await page.goto(`${journey.baseUrl}/lobby/predictions`);
    await page.getByTestId('competition-card').first().waitFor();
    const rewards = await page.getByTestId('competition-card').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(rewards.length).toBeGreaterThan(3);
    for (const text of rewards) expect(text).not.toMatch(/Reward\s*0 coins/);
    expect(rewards.join('\n')).toMatch(/Up to [\d,]+ coins/);
  });
});

describe('tab rows on a phone (defect 14) and by keyboard (defect 17)', () => {
  it('scroll on a 375 px Arabic phone, show that they do, and keep the selected tab in view (competition, profile and group)', async () => {
    const page = await arabicPhone();
    page.setDefaultTimeout(10_000);
    await signIn(page, journey.baseUrl, demoAccounts.fan);
    for (const [path, selected] of [
      [`/competitions/${ids['fantasy-weekend']}/rules`, 'القواعد'],
      ['/profile/orders', 'الطلبات'],
      [`/groups/${groupId}/rules`, 'القواعد'],
    ] as const) {
      await page.goto(`${journey.baseUrl}${path}`);
      await page.getByRole('tab', { name: selected, selected: true }).waitFor();
      await page.waitForTimeout(400);
      const row = await page.getByRole('tab', { name: selected, selected: true }).evaluate((tab) => {
        const list = tab.closest('[role="tablist"]') as HTMLElement;
        const shown = list.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return {
          scrolls: list.scrollWidth > list.clientWidth + 1,
          inView: box.left >= shown.left - 1 && box.right <= shown.right + 1,
          hint: list.getAttribute('data-overflow'),
          mask: getComputedStyle(list).maskImage,
          dir: getComputedStyle(list).direction,
        };
      });
      expect(row.dir, path).toBe('rtl');
      expect(row.inView, path).toBe(true);
      if (path.startsWith('/groups')) {
        // Four short Arabic tabs may fit: a hint only when there is more to see.
        expect(row.hint ?? '', path).toBe(row.scrolls ? 'start' : '');
        continue;
      }
      expect(row.scrolls, path).toBe(true);
      // The last tab is selected, so the more to see lies at the start (the right, in Arabic), faded there.
      expect(row.hint, path).toBe('start');
      expect(row.mask, path).toMatch(/gradient/);
    }
  }, 60_000);

  it('keeps the focus on the tabs as the arrow keys move through the routes (competition, fantasy, profile and group)', async () => {
    const page = await english();
    page.setDefaultTimeout(10_000);
    await signIn(page, journey.baseUrl, demoAccounts.creator);
    const walk = async (start: string, steps: readonly (readonly [key: string, path: string, tab: string])[]) => {
      await page.goto(`${journey.baseUrl}${start}`);
      await page.getByRole('tab', { selected: true }).focus();
      for (const [key, path, tab] of steps) {
        await page.keyboard.press(key);
        await page.waitForURL((url) => url.pathname === path);
        await page.waitForTimeout(300);
        expect(await focused(page), `${key} to ${path}`).toBe(`tab:${tab}`);
      }
    };
    const laLiga = ids['laliga-masters'];
    await walk(`/competitions/${laLiga}`, [
      ['ArrowRight', `/competitions/${laLiga}/matches`, 'Matches'],
      ['ArrowRight', `/competitions/${laLiga}/ranking`, 'Ranking'],
      ['ArrowLeft', `/competitions/${laLiga}/matches`, 'Matches'],
    ]);
    const fantasy = ids['fantasy-weekend'];
    await walk(`/competitions/${fantasy}`, [
      ['ArrowRight', `/competitions/${fantasy}/team-setup`, 'Team Setup'],
      ['ArrowRight', `/competitions/${fantasy}/matches`, 'Matches'],
    ]);
    await walk('/profile', [
      ['ArrowRight', '/profile/predictions', 'Predictions'],
      ['ArrowRight', '/profile/friends', 'Friends'],
    ]);
    await walk(`/groups/${groupId}`, [
      ['ArrowRight', `/groups/${groupId}/competitions`, 'Competitions'],
      ['ArrowRight', `/groups/${groupId}/leaderboard`, 'Leaderboard'],
    ]);
  }, 60_000);
});

describe('joining and the ranking, on an Arabic phone', () => {
  it('returns the focus to Predict Now after "You joined!" closes (defect 18), and the Ranking tab never contradicts the joined badge (defect 9)', async () => {
    const page = await arabicPhone();
    page.setDefaultTimeout(10_000);
    await signIn(page, journey.baseUrl, demoAccounts.fan);
    const id = ids['champions-ten'];
    await page.goto(`${journey.baseUrl}/competitions/${id}`);
    await page.getByRole('button', { name: 'اشترك', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'اشترك', exact: true }).click();
    const joined = page.getByRole('dialog', { name: 'اشتركت!' });
    await joined.getByRole('button', { name: 'إغلاق' }).focus();
    await page.keyboard.press('Enter');
    await joined.waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    expect(await focused(page)).toBe('link:توقّع الآن');

    await page.getByRole('tab', { name: 'الترتيب' }).click();
    await page.getByRole('heading', { name: 'ترتيبك' }).waitFor();
    // Joined: the own-rank section never asks to join; the fan's row arrives within seconds of the join.
    expect(await page.getByText('يظهر بعد اشتراكك').count()).toBe(0);
    await page.getByRole('row', { name: /Karim Fan/ }).first().waitFor({ timeout: 15_000 });
  }, 60_000);

  it('shows the seeded rankings from the start, says when they were updated, and brings a scored match in within seconds', async () => {
    const page = await arabicPhone();
    page.setDefaultTimeout(10_000);
    await signIn(page, journey.baseUrl, demoAccounts.fan);
    // The featured competition the demo fan joined: ranked from the start, not 'being generated'.
    await page.goto(`${journey.baseUrl}/competitions/${ids['weekend-featured']}/ranking`);
    await page.getByRole('heading', { name: 'ترتيبك' }).waitFor();
    await page.getByRole('row', { name: /Karim Fan/ }).first().waitFor();
    expect(await page.getByText('يجري إعداد قائمة الترتيب').count()).toBe(0);
    // The ranking says when it was updated (the header's own standing says it too, once the fan is ranked).
    const ranking = page.getByRole('tabpanel', { name: 'الترتيب' });
    expect(await ranking.getByText(/^آخر تحديث /).textContent()).toMatch(/[٠-٩]|الآن|دقيقة|ثانية/);

    // A match of the running competition ends (the admin's whistle): the ranking is there within seconds.
    const { api, tokenOf } = apiAt(journey.baseUrl);
    const admin = await tokenOf(demoAccounts.admin);
    const running = ids['running-today'];
    const before = await api(`/rankings?season-id=${running}`, { method: 'GET' });
    const updatedBefore = (before.body!.meta as { updated_at: string | null }).updated_at;
    expect(updatedBefore).not.toBeNull();
    const [match] = await sql<{ id: unknown }>(
      "SELECT m.id FROM competition_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.competition_id = $1 AND m.state <> 'FINISHED' ORDER BY m.start_at LIMIT 1",
      [running],
    );
    const whistle = Date.now();
    expect((await api(`/admin/matches/${Number(match!.id)}`, { method: 'PATCH', token: admin, body: { state: 'FINISHED', minute: 90, home_goals: 1, away_goals: 0 } })).status).toBe(200);
    await expect
      .poll(
        async () => {
          const { body } = await api(`/rankings?season-id=${running}`, { method: 'GET' });
          const meta = body!.meta as { pending: boolean; updated_at: string | null };
          return !meta.pending && meta.updated_at !== null && Date.parse(meta.updated_at) >= whistle - 1000;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await page.goto(`${journey.baseUrl}/competitions/${running}/ranking`);
    await page.getByRole('row', { name: /Karim Fan/ }).first().waitFor();
    expect(await page.getByText('يجري إعداد قائمة الترتيب').count()).toBe(0);
    await ranking.getByText(/^آخر تحديث /).waitFor();
  }, 60_000);
});
