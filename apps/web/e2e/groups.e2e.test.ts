import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { apiAt, demoAccounts, signIn, startJourney } from './harness.ts';

/**
 * Issue 15 end to end: a fan creates a private group with two friends through the wizard, a friend of theirs joins
 * with the entry code, the manager builds a group competition with the creation wizard, the leaderboard lists the
 * members, an admin approves; a fan creates a competition from the lobby, joins it, and another fan joins it once
 * approved.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
let creator: Page;
let groupId = 0;
const newcomer = { email: 'laila.groups@hadaf.example', password: 'laila-groups-2026' };

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => journey.database.query<T>(text, params);

const api: ReturnType<typeof apiAt>['api'] = (...args) => apiAt(journey.baseUrl).api(...args);
const tokenOf: ReturnType<typeof apiAt>['tokenOf'] = (account) => apiAt(journey.baseUrl).tokenOf(account);

/**
 * Details, Select Matches (the latest allowed match: an early one may be an hour from kick-off, where a competition
 * short of its minimum is cancelled), Prize (the winner takes all), Review, Submit.
 */
async function fillWizard(wizard: Locator, name: string) {
  await wizard.getByRole('textbox', { name: /Competition name/ }).fill(name);
  await wizard.getByRole('radio', { name: /Prediction/ }).check({ force: true });
  await wizard.getByRole('button', { name: 'Next' }).click();
  // By keyboard: the last match sits below the list's scroll, where a forced click would land elsewhere.
  await wizard.getByRole('checkbox').last().press('Space');
  await wizard.getByText('1 of 500 matches selected').waitFor();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: 'The winner takes all' }).check({ force: true });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: 'Check your competition' }).waitFor();
  await wizard.getByRole('button', { name: 'Submit' }).click();
}

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

  it('builds the manager’s group competition with the creation wizard, and shows the members’ leaderboard', async () => {
    await creator.goto(`${journey.baseUrl}/groups/${groupId}`);
    await creator.getByRole('button', { name: 'Create new competition' }).click();
    await creator.waitForURL(`**/groups/${groupId}/competitions/create`);
    const wizard = creator.getByRole('dialog', { name: 'Create a competition' });
    await fillWizard(wizard, 'Friday Five Cup');
    // Without joining: closing the Created modal leaves the manager on the group's competitions.
    await creator.getByRole('dialog', { name: 'Competition created' }).getByRole('button', { name: 'Close' }).click();
    await creator.waitForURL(`**/groups/${groupId}/competitions`);
    await creator.getByText('Friday Five Cup').waitFor();
    const [row] = await sql<{ group_id: unknown; status: string }>("SELECT group_id, status FROM competitions WHERE name_en = 'Friday Five Cup'");
    expect({ group: Number(row!.group_id), status: row!.status }).toEqual({ group: groupId, status: 'pending-approval' });
    await creator.getByRole('tab', { name: 'Leaderboard' }).click();
    await creator.waitForURL(`**/groups/${groupId}/leaderboard`);
    for (const name of ['Nour Creator', 'Karim Fan', 'Hadaf Admin', 'Laila Newcomer']) await creator.getByRole('row', { name: new RegExp(name) }).first().waitFor();
  }, 60_000);

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

  it('lets a fan create a prediction competition from the lobby, join it, and others join once an admin approves it', async () => {
    await creator.goto(`${journey.baseUrl}/lobby/predictions`);
    await creator.getByRole('button', { name: 'Create Competition' }).click();
    await fillWizard(creator.getByRole('dialog', { name: 'Create a competition' }), 'Nile Derby Cup');
    const created = creator.getByRole('dialog', { name: 'Competition created' });
    expect(await created.getByRole('checkbox', { name: 'Join this competition now' }).isChecked()).toBe(true);
    await created.getByRole('button', { name: 'Go to Competition' }).click();
    await creator.getByRole('alertdialog', { name: 'Join the competition?' }).getByRole('button', { name: 'Confirm' }).click();
    const [cup] = await sql<{ id: unknown }>("SELECT id FROM competitions WHERE name_en = 'Nile Derby Cup'");
    const id = Number(cup!.id);
    // Joined, the creator lands on its matches to predict.
    await creator.waitForURL(new RegExp(`/competitions/${id}/matches(/\\d+)?$`));
    expect(await sql('SELECT 1 FROM competition_participants p JOIN users u ON u.id = p.user_id WHERE p.competition_id = $1 AND u.email = $2', [id, demoAccounts.creator.email])).toHaveLength(1);

    const admin = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(admin, journey.baseUrl, demoAccounts.admin);
    await admin.goto(`${journey.baseUrl}/manage/competitions`);
    const item = admin.getByRole('listitem').filter({ hasText: 'Nile Derby Cup' });
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });

    // Karim reads Hadaf in Arabic: his browser asks for it, and signing in keeps the language of the page.
    const fan = await journey.newPage({ locale: 'ar-EG', viewport: { width: 1280, height: 900 } });
    await signIn(fan, journey.baseUrl, demoAccounts.fan);
    await fan.goto(`${journey.baseUrl}/competitions/${id}`);
    await fan.getByRole('button', { name: 'اشترك', exact: true }).click();
    await fan.getByRole('alertdialog', { name: 'الاشتراك في Nile Derby Cup؟' }).getByRole('button', { name: 'اشترك' }).click();
    await fan.getByRole('dialog', { name: 'اشتركت!' }).waitFor();
    expect(await sql('SELECT 1 FROM competition_participants WHERE competition_id = $1', [id])).toHaveLength(2);
  }, 90_000);
});
