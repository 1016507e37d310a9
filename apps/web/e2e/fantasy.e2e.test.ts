import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { demoAccounts, signIn, startJourney, untilHydrated } from './harness.ts';

/**
 * Issue 14 end to end: two fans join a fantasy competition and build 4-4-2 squads on the pitch, one at 1224 px in
 * English, one at 375 px in Arabic; the simulator plays the matches; their points, ranks and squads show in the ranking.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
let competitionId = 0;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => journey.database.query<T>(text, params);
const saved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/v2/competitions/${competitionId}/team-setup`) && response.request().method() === 'POST');

beforeAll(async () => {
  journey = await startJourney({ football: true });
  const [row] = await sql<{ id: unknown }>("SELECT id FROM competitions WHERE external_key = 'demo:competition:fantasy-weekend'");
  competitionId = Number(row!.id);
}, 120_000);
afterAll(() => journey?.stop());

/** The words the team setup shows in each language. */
const words = {
  en: { formation: '4-4-2', joinNow: 'Join Now', join: 'Join', joined: 'You joined!', close: 'Close', add: ['Add goalkeeper', 'Add defender', 'Add midfielder', 'Add attacker'], filters: 'Filters', priceTo: 'Price to (M)', showResults: 'Show results', pick: 'Pick', picked: 'Picked', save: 'Save', saved: 'Lineup saved.' },
  ar: { formation: '٤-٤-٢', joinNow: 'اشترك الآن', join: 'اشترك', joined: 'اشتركت!', close: 'إغلاق', add: ['أضف حارس مرمى', 'أضف مدافعًا', 'أضف لاعب وسط', 'أضف مهاجمًا'], filters: 'التصفية', priceTo: 'السعر إلى (مليون)', showResults: 'عرض النتائج', pick: 'اختر', picked: 'مختار', save: 'حفظ', saved: 'تم حفظ التشكيلة.' },
} as const;

/**
 * Joins through the team setup's Join Now, picks 4-4-2 and fills every place from the player picker, the league's
 * bargains (15 of them fit the 30 million budget), and saves. On a phone the picker's filters are a modal.
 */
async function joinAndBuildSquad(page: Page, language: 'en' | 'ar', phone: boolean) {
  const say = words[language];
  await page.goto(`${journey.baseUrl}/competitions/${competitionId}/team-setup`);
  await untilHydrated(page);
  await page.getByRole('button', { name: say.joinNow }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: say.join, exact: true }).click();
  await page.getByRole('dialog', { name: say.joined }).getByRole('button', { name: say.close, exact: true }).click();
  // The formations are written in the reader's digits.
  await page.locator('label').filter({ hasText: new RegExp(`^${say.formation}$`) }).click();
  for (const [index, count] of [2, 5, 5, 3].entries()) {
    await page.getByRole('button', { name: say.add[index], exact: true }).first().click();
    const picker = page.getByTestId('player-picker');
    if (phone) await picker.getByRole('button', { name: say.filters, exact: true }).click();
    const priceTo = page.getByRole('textbox', { name: say.priceTo });
    await priceTo.fill('1.8');
    await priceTo.blur();
    if (phone) await page.getByRole('button', { name: say.showResults }).click();
    const picked = picker.getByRole('button', { name: new RegExp(`^${say.picked} `) });
    for (let done = 0; done < count; done++) {
      await picker.getByRole('button', { name: new RegExp(`^${say.pick} `) }).first().click();
      await expect.poll(() => picked.count()).toBe(done + 1);
    }
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
  }
  const response = saved(page);
  await page.getByRole('button', { name: say.save, exact: true }).click();
  expect((await response).status()).toBe(200);
  await page.getByText(say.saved).first().waitFor();
}

const squadOf = async (email: string) =>
  (
    await sql<{ players: unknown[]; formation: string }>(
      'SELECT player_ids AS players, formation FROM fantasy_squads s JOIN users u ON u.id = s.user_id WHERE s.competition_id = $1 AND u.email = $2',
      [competitionId, email],
    )
  )[0];

describe('a fantasy competition against the real server', () => {
  it('joins from the team setup and builds a squad on the pitch at 1224 px', async () => {
    const page = await journey.newPage({ locale: 'en-US', viewport: { width: 1224, height: 900 } });
    page.setDefaultTimeout(8000);
    // The demo creator reads English.
    await signIn(page, journey.baseUrl, demoAccounts.creator);
    await joinAndBuildSquad(page, 'en', false);
    const squad = await squadOf(demoAccounts.creator.email);
    expect(squad).toMatchObject({ formation: '4-4-2' });
    expect(squad!.players).toHaveLength(15);
    await page.context().close();
  });

  it('builds one at 375 px in Arabic, then makes another captain on the pitch', async () => {
    const page = await journey.newPage({ locale: 'ar-EG', viewport: { width: 375, height: 800 } });
    page.setDefaultTimeout(8000);
    // The demo fan's language setting is Arabic.
    await signIn(page, journey.baseUrl, demoAccounts.fan);
    await joinAndBuildSquad(page, 'ar', true);
    expect(await page.locator('[data-testid^="player-"]').count()).toBe(15);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The first defender becomes captain through his action sheet.
    await page.getByRole('region', { name: 'تشكيلتك في الملعب' }).getByRole('list', { name: 'المدافعون' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'اجعله القائد' }).click();
    const response = saved(page);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    expect((await response).status()).toBe(200);
    expect((await squadOf(demoAccounts.fan.email))!.players).toHaveLength(15);
    await page.context().close();
  });

  it('plays the matches: the fan’s points and rank appear, and his squad opens from the ranking', async () => {
    // The competition's matches kicked off long enough ago to be over; the simulator plays them out.
    await sql(
      `UPDATE matches SET start_at = now() - interval '3 hours' - (id % 7) * interval '1 minute' WHERE id IN (SELECT match_id FROM competition_matches WHERE competition_id = $1)`,
      [competitionId],
    );
    await sql(`UPDATE competitions SET starts_at = now() - interval '3 hours 6 minutes', ends_at = now() - interval '3 hours' WHERE id = $1`, [competitionId]);
    await journey.jobs.send('simulator-tick', {});
    await journey.jobs.drain({ timeoutMs: 60_000 });
    const [ranked] = await sql<{ points: unknown }>(
      'SELECT r.points FROM competition_ranks r JOIN users u ON u.id = r.user_id WHERE r.competition_id = $1 AND u.email = $2',
      [competitionId, demoAccounts.creator.email],
    );
    expect(Number(ranked!.points)).not.toBe(0);

    const page = await journey.newPage({ locale: 'en-US', viewport: { width: 1224, height: 900 } });
    page.setDefaultTimeout(8000);
    await signIn(page, journey.baseUrl, demoAccounts.creator);
    await page.goto(`${journey.baseUrl}/competitions/${competitionId}/ranking`);
    await untilHydrated(page);
    // His own row (first) shows the points the ranking holds; the fan's squad opens from his row.
    await expect.poll(() => page.getByTestId('ranking-row').first().textContent()).toContain(Number(ranked!.points).toFixed(2));
    const [fan] = await sql<{ name: string }>('SELECT name FROM users WHERE email = $1', [demoAccounts.fan.email]);
    await page.getByRole('button', { name: `Show ${fan!.name}’s squad` }).click();
    const breakdown = page.getByRole('dialog');
    await breakdown.getByText('4-4-2').waitFor();
    expect(await breakdown.getByRole('listitem').count()).toBeGreaterThanOrEqual(15);
    // The fan made a defender his captain on his phone.
    expect(await breakdown.getByText('Captain').count()).toBe(1);
    await page.keyboard.press('Escape');
    // The Matches tab: a played match's breakdown of his squad, player by player.
    const [played] = await sql<{ match_id: unknown }>(
      `SELECT cm.match_id FROM competition_matches cm JOIN player_match_points p ON p.match_id = cm.match_id
       JOIN fantasy_squads s ON s.competition_id = cm.competition_id AND p.player_id = ANY(s.player_ids)
       JOIN users u ON u.id = s.user_id WHERE cm.competition_id = $1 AND u.email = $2 LIMIT 1`,
      [competitionId, demoAccounts.creator.email],
    );
    await page.goto(`${journey.baseUrl}/competitions/${competitionId}/matches/${Number(played!.match_id)}`);
    const table = page.getByRole('table', { name: 'Score breakdown' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    // Playing the matches locked the squad.
    await page.goto(`${journey.baseUrl}/competitions/${competitionId}/team-setup`);
    await page.getByText('This competition has started: your team can no longer change.').waitFor();
    await page.context().close();
  });
});
