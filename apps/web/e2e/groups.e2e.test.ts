import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { apiAt, demoAccounts, signIn, startJourney } from './harness.ts';

/**
 * Issue 15's groups end to end: a fan creates a private group with two friends through the wizard, a friend of
 * theirs joins with the entry code, the manager's group competition shows in the group, and the leaderboard lists
 * the members.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
let creator: Page;
let groupId = 0;
const newcomer = { email: 'laila.groups@hadaf.example', password: 'laila-groups-2026' };

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => journey.database.query<T>(text, params);

const api: ReturnType<typeof apiAt>['api'] = (...args) => apiAt(journey.baseUrl).api(...args);
const tokenOf: ReturnType<typeof apiAt>['tokenOf'] = (account) => apiAt(journey.baseUrl).tokenOf(account);

beforeAll(async () => {
  journey = await startJourney({ football: true });
  expect((await api('/v2/register/email', { body: { name: 'Laila Newcomer', email: newcomer.email, password: newcomer.password, recaptcha: 'sandbox' } })).status).toBe(201);
  creator = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await signIn(creator, journey.baseUrl, demoAccounts.creator);
}, 120_000);
afterAll(() => journey?.stop());

describe('groups against the real server', () => {
  it('creates a private group with two friends through the wizard', async () => {
    await creator.goto(`${journey.baseUrl}/groups`);
    await creator.getByRole('button', { name: 'Create new group' }).first().click();
    await creator.waitForURL('**/groups/create');
    const wizard = creator.getByRole('dialog', { name: 'Create new group' });
    await wizard.getByRole('textbox', { name: /Group name/ }).fill('Friday Five');
    await wizard.getByRole('radio', { name: /Private/ }).check({ force: true });
    await wizard.getByRole('button', { name: 'Next' }).click();
    for (const friend of ['Karim Fan', 'Hadaf Admin']) {
      await wizard.getByRole('searchbox', { name: 'Search friends' }).fill(friend);
      await wizard.getByRole('checkbox', { name: new RegExp(friend) }).check({ force: true });
    }
    await wizard.getByText('2 friends selected').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Confirm' }).click();
    await wizard.getByText('Group created').waitFor();
    const [group] = await sql<{ id: unknown; entry_code: string }>("SELECT id, entry_code FROM groups WHERE name = 'Friday Five'");
    groupId = Number(group!.id);
    expect(await wizard.getByText(group!.entry_code).isVisible()).toBe(true);
    await wizard.getByRole('button', { name: 'Go to group' }).click();
    await creator.waitForURL(`**/groups/${groupId}`);
    await creator.getByRole('heading', { level: 1, name: 'Friday Five' }).waitFor();
    const members = creator.getByRole('region', { name: 'Group Members' });
    await members.getByText('Karim Fan').waitFor();
    expect(await members.getByText('Hadaf Admin').isVisible()).toBe(true);
    // Being added is news for the friend: the invited-to-group notification opens the group.
    const notices = await fetch(`${journey.baseUrl}/api/v2/me/notifications`, { headers: { authorization: `Bearer ${await tokenOf(demoAccounts.fan)}` } }).then((response) => response.json());
    expect(notices.data[0]).toMatchObject({ type: 'invited-to-group', payload: { group: { id: groupId, name: 'Friday Five' } } });
  });

  it('lets someone else in only with the entry code', async () => {
    const page = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(page, journey.baseUrl, newcomer);
    await page.goto(`${journey.baseUrl}/groups/${groupId}`);
    await page.getByRole('heading', { level: 1, name: 'Friday Five' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Leaderboard' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('textbox', { name: /Entry code/ }).fill('WRONG1');
    await page.getByRole('button', { name: 'Join group' }).click();
    await page.getByText('This entry code is not right. Check it and try again.').waitFor();
    const [group] = await sql<{ entry_code: string }>('SELECT entry_code FROM groups WHERE id = $1', [groupId]);
    await page.getByRole('textbox', { name: /Entry code/ }).fill(group!.entry_code.toLowerCase());
    await page.getByRole('button', { name: 'Join group' }).click();
    await page.getByRole('button', { name: 'Leave' }).waitFor();
    await page.getByRole('region', { name: 'Group Members' }).getByText('Laila Newcomer').waitFor();
  });

  it('shows the manager’s group competition and the members’ leaderboard', async () => {
    const [match] = await sql<{ id: unknown }>(
      `SELECT m.id FROM matches m JOIN seasons s ON s.id = m.season_id JOIN leagues l ON l.id = s.league_id
        WHERE l.allowed_for_user_competitions AND m.state = 'NOT_STARTED' AND m.start_at > now() + interval '3 hours' ORDER BY m.start_at LIMIT 1`,
    );
    const created = await api('/v2/competitions', {
      token: await tokenOf(demoAccounts.creator),
      body: { name: 'Friday Five Cup', type: 1, entry_fee: 5, winning_strategy: 'top-1', participants: { min: 2, max: 10 }, match_ids: [Number(match!.id)], group_id: groupId },
    });
    expect(created.status).toBe(201);
    await creator.reload();
    await creator.getByRole('tab', { name: 'Competitions' }).click();
    await creator.waitForURL(`**/groups/${groupId}/competitions`);
    await creator.getByText('Friday Five Cup').waitFor();
    await creator.getByRole('tab', { name: 'Leaderboard' }).click();
    await creator.waitForURL(`**/groups/${groupId}/leaderboard`);
    for (const name of ['Nour Creator', 'Karim Fan', 'Hadaf Admin', 'Laila Newcomer']) await creator.getByRole('row', { name: new RegExp(name) }).first().waitFor();
  });

  it('lets an admin approve the group competition from the admin area, and only an admin', async () => {
    const admin = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(admin, journey.baseUrl, demoAccounts.admin);
    await admin.goto(`${journey.baseUrl}/manage/competitions`);
    const item = admin.getByRole('listitem').filter({ hasText: 'Friday Five Cup' });
    await item.waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });
    const [row] = await sql<{ status: string }>("SELECT status FROM competitions WHERE name_en = 'Friday Five Cup'");
    expect(row!.status).toBe('approved');
    await creator.goto(`${journey.baseUrl}/manage/competitions`);
    await creator.getByRole('heading', { name: /not found/i }).waitFor();
  });
});
