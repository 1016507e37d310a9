import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { apiAt, demoAccounts, signIn, startJourney, walletOf as walletIn } from './harness.ts';

/**
 * Issue 13's loop end to end: a promo code's coins, a join from the lobby, a prediction, the final whistles, the
 * ranking, the prize; and a competition short of its minimum cancelled with the entry fee refunded.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
let page: Page;
let token = { fan: '', admin: '' };
let cup = { id: 0, matchIds: [] as number[] };
let lonely = 0;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => journey.database.query<T>(text, params);

const api: ReturnType<typeof apiAt>['api'] = (...args) => apiAt(journey.baseUrl).api(...args);
const tokenOf: ReturnType<typeof apiAt>['tokenOf'] = (account) => apiAt(journey.baseUrl).tokenOf(account);

const walletOf = (email: string) => walletIn(journey.database, email);

/** A prediction competition on `matchIds`, written as the admin tools would. */
async function addCompetition(name: string, matchIds: number[], options: { entryFee: number; min: number }): Promise<number> {
  const [row] = await sql<{ id: unknown }>(
    `INSERT INTO competitions (name_en, name_ar, type, league_id, entry_fee, min_participants, max_participants, calculate_reward, reward, winning_strategy, starts_at, ends_at)
     SELECT $1, $1, 1, s.league_id, $2, $3, 20, false, 300, 'top-1', min(m.start_at), max(m.start_at)
       FROM matches m JOIN seasons s ON s.id = m.season_id WHERE m.id = ANY($4::bigint[]) GROUP BY s.league_id LIMIT 1 RETURNING id`,
    [name, options.entryFee, options.min, matchIds],
  );
  const id = Number(row!.id);
  await sql('INSERT INTO competition_matches (competition_id, match_id) SELECT $1, unnest($2::bigint[])', [id, matchIds]);
  return id;
}

beforeAll(async () => {
  journey = await startJourney({ football: true });
  // Two of one league's fixtures that still take predictions (they close an hour before kick-off).
  const matches = await sql<{ id: unknown }>(
    `SELECT m.id FROM matches m WHERE m.state = 'NOT_STARTED' AND m.start_at > now() + interval '3 hours'
       AND m.season_id = (SELECT season_id FROM matches WHERE state = 'NOT_STARTED' AND start_at > now() + interval '3 hours' ORDER BY start_at LIMIT 1)
     ORDER BY m.start_at LIMIT 2`,
  );
  cup = { id: 0, matchIds: matches.map((match) => Number(match.id)) };
  cup.id = await addCompetition('Core Loop Cup', cup.matchIds, { entryFee: 150, min: 1 });
  token = { fan: await tokenOf(demoAccounts.creator), admin: await tokenOf(demoAccounts.admin) };
  page = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await signIn(page, journey.baseUrl, demoAccounts.creator);
}, 120_000);
afterAll(() => journey?.stop());

describe('the core loop against the real server', () => {
  it('credits a promo code the admin created, once', async () => {
    expect((await api('/admin/vouchers', { token: token.admin, body: { code: 'CORELOOP', coins: 200, max_redemptions: 10 } })).status).toBe(201);
    const before = await walletOf('creator@hadaf.example');
    expect((await api('/v2/vouchers/redeem', { token: token.fan, body: { code: 'CORELOOP' } })).status).toBe(200);
    expect((await api('/v2/vouchers/redeem', { token: token.fan, body: { code: 'CORELOOP' } })).body).toMatchObject({ code: 1002 });
    expect(await walletOf('creator@hadaf.example')).toBe(before + 200);
  });

  it('joins the competition from the lobby and predicts its first match', async () => {
    const before = await walletOf('creator@hadaf.example');
    await page.goto(`${journey.baseUrl}/lobby/predictions`);
    await page.getByRole('article', { name: 'Core Loop Cup' }).getByRole('link').click();
    await page.waitForURL(`**/competitions/${cup.id}/matches`);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Join Core Loop Cup?' }).getByRole('button', { name: 'Join' }).click();
    await page.getByRole('dialog', { name: 'You joined!' }).getByRole('button', { name: 'Close' }).click();
    expect(await walletOf('creator@hadaf.example')).toBe(before - 150);

    const cards = page.getByTestId('match-list').locator('li button');
    await cards.first().click();
    await page.waitForURL(`**/competitions/${cup.id}/matches/${cup.matchIds[0]}`);
    const panel = page.getByTestId('prediction-panel');
    const scores = panel.getByRole('group', { name: 'Score prediction' }).getByRole('textbox');
    await scores.nth(0).fill('2');
    await scores.nth(1).fill('1');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/predictions/multiple'));
    await panel.getByRole('button', { name: 'Predict Now' }).click();
    expect((await saved).status()).toBe(200);
  }, 60_000);

  it('ranks the fan once the matches finish, and settles the prize to the winner', async () => {
    // Time passes: both matches kick off, then the admin blows the final whistles (2–1: the fan's exact score).
    await sql(`UPDATE matches SET start_at = now() - interval '3 hours' WHERE id = ANY($1::bigint[])`, [cup.matchIds]);
    await sql(`UPDATE competitions SET starts_at = now() - interval '3 hours', ends_at = now() - interval '3 hours' WHERE id = $1`, [cup.id]);
    for (const id of cup.matchIds) {
      expect((await api(`/admin/matches/${id}`, { method: 'PATCH', token: token.admin, body: { state: 'FINISHED', minute: 90, home_goals: 2, away_goals: 1 } })).status).toBe(200);
    }
    // Scoring and the re-rank are jobs: until they run, the ranking still shows the fan's 0 and nothing pending.
    await journey.jobs.drain();
    // The server's ranking, once no re-rank is pending: the fan is in it with at least the exact score's 7 points.
    const ranked = async () => {
      const response = await api(`/rankings?season-id=${cup.id}`, { method: 'GET', token: token.fan });
      const body = response.body as { data: { points: number; user: { name: string } }[]; meta: { pending: boolean } };
      return body.meta.pending ? null : (body.data.find((row) => row.user.name === 'Nour Creator')?.points ?? null);
    };
    await expect.poll(ranked, { timeout: 20_000 }).not.toBeNull();
    const points = (await ranked())!;
    expect(points).toBeGreaterThanOrEqual(7);
    await page.goto(`${journey.baseUrl}/competitions/${cup.id}/ranking`);
    await page.getByRole('row', { name: new RegExp(`Nour Creator.*${points.toFixed(2).replace('.', '\\.')}`) }).last().waitFor();

    const prize = async () => sql<{ rank: unknown }>('SELECT rank FROM user_prizes WHERE competition_id = $1 AND user_id = (SELECT id FROM users WHERE email = $2) AND voided_at IS NULL', [cup.id, 'creator@hadaf.example']);
    await expect.poll(async () => (await prize()).map((won) => Number(won.rank)), { timeout: 20_000 }).toEqual([1]);
  }, 90_000);

  it('cancels a competition short of its minimum an hour before kick-off and refunds the entry fee', async () => {
    const [soon] = await sql<{ id: unknown }>(`SELECT id FROM matches WHERE state = 'NOT_STARTED' AND start_at > now() + interval '3 hours' ORDER BY start_at LIMIT 1`);
    lonely = await addCompetition('Lonely Cup', [Number(soon!.id)], { entryFee: 25, min: 5 });
    const before = await walletOf('creator@hadaf.example');
    expect((await api(`/v2/competitions/${lonely}/join`, { token: token.fan })).status).toBe(200);
    expect(await walletOf('creator@hadaf.example')).toBe(before - 25);
    // 50 minutes before kick-off, the minute's auto-cancel finds it one fan short of five.
    await sql(`UPDATE matches SET start_at = now() + interval '50 minutes' WHERE id = $1`, [Number(soon!.id)]);
    await sql(`UPDATE competitions SET starts_at = now() + interval '50 minutes', ends_at = now() + interval '50 minutes' WHERE id = $1`, [lonely]);
    await journey.jobs.send('auto-cancel-competitions', {});
    await journey.jobs.drain();
    expect(await walletOf('creator@hadaf.example')).toBe(before);
    await page.goto(`${journey.baseUrl}/competitions/${lonely}`);
    await page.getByText('This competition was cancelled and every entry fee refunded.').waitFor();
  }, 60_000);
});
