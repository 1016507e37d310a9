import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, signIn, startJourney, untilHydrated } from './harness.ts';

let journey: Awaited<ReturnType<typeof startJourney>>;

beforeAll(async () => {
  // The demo data seeds competitions in every state around today's fixtures.
  journey = await startJourney({ football: true });
});
afterAll(() => journey?.stop());

describe('the lobby, served by the real server', () => {
  it('shows a visitor the featured and upcoming prediction competitions, each leading to its matches', async () => {
    const page = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.baseUrl}/lobby/predictions`);
    await untilHydrated(page);
    await page.getByRole('heading', { name: 'Featured' }).waitFor();
    // A visitor sees the Upcoming tab only (competitions §6).
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Upcoming']);
    const featured = page.getByRole('article', { name: 'Premier League Weekend' });
    await featured.waitFor();
    expect(await featured.getByText('500 coins').isVisible()).toBe(true);
    // The featured and the upcoming lists are two requests: the upcoming one may come second.
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(2);
    expect(await featured.getByRole('link').getAttribute('href')).toMatch(/^\/competitions\/\d+\/matches$/);
  });

  it('speaks Arabic, right to left, with Arabic digits', async () => {
    const page = await journey.newPage({ locale: 'ar-EG' });
    await page.goto(`${journey.baseUrl}/lobby/fantasy`);
    await untilHydrated(page);
    const card = page.getByRole('article', { name: 'فانتازي عطلة الإنجليزي' });
    await card.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await card.getByText('رسوم الاشتراك').isVisible()).toBe(true);
    expect(await card.textContent()).toMatch(/[٠-٩]/);
  });

  it('shows the demo creator his running competitions in the lobby, and in his profile what he joined or created', async () => {
    const page = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(page, journey.baseUrl, demoAccounts.creator);

    await page.goto(`${journey.baseUrl}/lobby/predictions?running`);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Running');
    await page.getByRole('article', { name: 'Matchday Live' }).waitFor();

    await page.goto(`${journey.baseUrl}/profile`);
    const created = page.getByRole('article', { name: "Nour's Friday League" });
    await created.waitFor();
    expect(await created.getByText('Waiting for approval').isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: 'Matchday Live' }).getByText('Joined').isVisible()).toBe(true);

    // Up to 1224 px a fan's invitation card comes after the 3rd competition; "Created by fans" keeps only those.
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto(`${journey.baseUrl}/lobby/predictions`);
    const invitation = page.getByRole('complementary', { name: 'Invite your friends' });
    await invitation.waitFor();
    const position = await invitation.evaluate((card) => {
      const item = card.closest('li')!;
      return [...item.parentElement!.children].indexOf(item);
    });
    expect(position).toBe(3);
    await page.getByText('Created by fans').click();
    await page.getByRole('article', { name: "Nour's Friday League" }).waitFor();
    await expect.poll(() => page.getByRole('article', { name: 'La Liga Masters' }).count()).toBe(0);
  });
});
