import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { apiAt, demoAccounts, signIn, startJourney, untilHydrated } from './harness.ts';

/**
 * Issue 30 as a newcomer meets it, English at 1280 px and Arabic at 375 px: search results that can be told apart and
 * that find competitions, groups and players (defect 10); a group wizard that lists the fan's friends and invites
 * anyone else (11); visitors who browse without a login wall and sign in where an action needs it, coming back to it
 * (12); a wizard that announces its steps, errors and success and keeps focus (21, 18).
 */
let journey: Awaited<ReturnType<typeof startJourney>>;

const english = { locale: 'en-US', viewport: { width: 1280, height: 900 } } as const;
const arabic = { locale: 'ar-EG', viewport: { width: 375, height: 812 } } as const;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => journey.database.query<T>(text, params);
const api: ReturnType<typeof apiAt>['api'] = (...args) => apiAt(journey.baseUrl).api(...args);

/** A page in Arabic: the interface follows the language chosen on the page (the header's switch), saved locally. */
async function inArabic(page: Page) {
  await page.goto(`${journey.baseUrl}/onboarding`);
  await untilHydrated(page);
  await page.getByRole('radio', { name: 'العربية' }).click();
  await page.locator('html[dir="rtl"]').waitFor();
}

/** A new account through the API (the register page is another journey's), with its e-mail and password. */
async function newcomer(name: string) {
  const account = { email: `${name.toLowerCase().replace(/\W+/g, '.')}@hadaf.example`, password: `${name.length}-newcomer-2026` };
  expect((await api('/v2/register/email', { body: { name, email: account.email, password: account.password, recaptcha: 'sandbox' } })).status).toBe(201);
  return account;
}

/** The account's saved language: what its notices are written in, and what signing in shows. */
const speaks = (email: string, language: 'en' | 'ar') => sql("UPDATE users SET settings = jsonb_set(settings, '{language}', to_jsonb($2::text)) WHERE email = $1", [email, language]);

/** What has focus, described: a control's role and name, or BODY when focus fell out of the page. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'BODY' : `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`));

beforeAll(async () => {
  journey = await startJourney({ football: true });
}, 120_000);
afterAll(() => journey?.stop());

describe('defect 12: visitors browse, and sign in where an action needs it', () => {
  it('a visitor opens /lobby, /matches, /search, /creators and the landing’s “See all” links without a login wall (English, 1280 px)', async () => {
    const visitor = await journey.newPage(english);
    visitor.setDefaultTimeout(10_000);
    // Browsing asks nothing a visitor cannot have: no call refused, nothing logged as an error.
    const refused: string[] = [];
    const errors: string[] = [];
    visitor.on('response', (response) => response.status() >= 400 && refused.push(`${response.status()} ${response.url()}`));
    visitor.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    for (const [path, heading] of [
      ['/lobby', 'Matches'],
      ['/matches', 'Matches'],
      ['/search?q=Ahly', 'Search'],
      ['/creators', 'Creators'],
      ['/lobby/predictions', 'Prediction competitions'],
    ] as const) {
      await visitor.goto(`${journey.baseUrl}${path}`);
      await visitor.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      expect(new URL(visitor.url()).pathname, path).not.toBe('/login');
    }
    await visitor.goto(`${journey.baseUrl}/`);
    await untilHydrated(visitor);
    for (const name of ['See all matches', 'See all competitions']) {
      await visitor.getByRole('link', { name }).first().click();
      await visitor.waitForURL((url) => url.pathname !== '/');
      await visitor.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(visitor.url()).pathname, name).not.toBe('/login');
      await visitor.goBack();
      await visitor.getByRole('link', { name }).first().waitFor();
    }
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a visitor who presses Predict is asked to sign in and comes back to the same match (Arabic, 375 px)', async () => {
    const [match] = await sql<{ id: unknown; day: string }>(
      "SELECT id, to_char(start_at, 'YYYY-MM-DD') AS day FROM matches WHERE state = 'NOT_STARTED' AND start_at > now() + interval '1 day' ORDER BY start_at LIMIT 1",
    );
    const visitor = await journey.newPage(arabic);
    visitor.setDefaultTimeout(10_000);
    await inArabic(visitor);
    const here = `/matches?date=${match!.day}&match=${Number(match!.id)}`;
    await visitor.goto(`${journey.baseUrl}${here}`);
    // On a phone the panel is a sheet over the list.
    const sheet = visitor.getByRole('dialog');
    await sheet.getByRole('group', { name: 'توقع النتيجة' }).getByRole('textbox').first().fill('2');
    await sheet.getByRole('button', { name: 'توقع الآن' }).click();
    await visitor.waitForURL((url) => url.pathname === '/login');
    await untilHydrated(visitor);
    await visitor.locator('input[name="identifier"]').fill(demoAccounts.fan.email);
    await visitor.locator('input[name="password"]').fill(demoAccounts.fan.password);
    await visitor.locator('form button[type="submit"]').click();
    await visitor.waitForURL((url) => url.pathname === '/matches' && url.searchParams.get('match') === String(Number(match!.id)));
    await visitor.getByRole('dialog').getByRole('button', { name: 'توقع الآن' }).waitFor();
  });

  it('a visitor who presses Join registers and comes back to the competition’s join (English, 1280 px)', async () => {
    const [free] = await sql<{ id: unknown }>("SELECT id FROM competitions WHERE name_en = 'Free Predictor Challenge'");
    const id = Number(free!.id);
    const visitor = await journey.newPage(english);
    visitor.setDefaultTimeout(10_000);
    await visitor.goto(`${journey.baseUrl}/competitions/${id}`);
    await visitor.getByRole('button', { name: 'Join' }).click();
    await visitor.waitForURL((url) => url.pathname === '/register');
    await untilHydrated(visitor);
    // Already has an account? The register page's "Log in" keeps the way back too.
    expect(new URL(await visitor.getByRole('link', { name: /Log in/ }).first().evaluate((link: HTMLAnchorElement) => link.href)).searchParams.get('redirect')).toBe(`/competitions/${id}?joining`);
    await visitor.getByLabel('Name').fill('Visitor Joins');
    await visitor.getByLabel('Email').fill('visitor.joins@hadaf.example');
    await visitor.locator('input[autocomplete="new-password"]').fill('visitor-joins-2026');
    await visitor.getByText("I'm not a robot").click();
    await visitor.getByRole('button', { name: 'Create account' }).click();
    // A new account verifies its phone first (needed to join, platform §4), then comes back to the join.
    await visitor.waitForURL('**/verify-phone-number');
    await visitor.getByLabel('Phone number').fill('01098765432');
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await visitor.getByText('A verification code has been sent to your phone.').waitFor();
    const [sms] = await sql<{ body: string }>("SELECT body FROM outbox WHERE recipient = '01098765432' ORDER BY id DESC LIMIT 1");
    await visitor.locator('input[autocomplete="one-time-code"]').click();
    await visitor.keyboard.type(sms!.body.match(/\d{6}/)![0]);
    await visitor.waitForURL((url) => url.pathname === `/competitions/${id}`);
    await visitor.getByRole('alertdialog', { name: /Join Free Predictor Challenge/ }).waitFor();
  });
});

describe('defect 10: search results can be told apart, and search finds competitions, groups and players', () => {
  it('a fan typing “Ahly” sees each match’s day, competition and teams, then the competitions, groups and players (English, 1280 px)', async () => {
    const page = await journey.newPage(english);
    page.setDefaultTimeout(10_000);
    await page.goto(`${journey.baseUrl}/search`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Ahly');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const matches = page.getByRole('region', { name: 'Matches' });
    await matches.getByRole('button').first().waitFor();
    const cards = await matches.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) {
      expect(card).toMatch(/\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}, \d{1,2}:\d{2}/);
      expect(card).toMatch(/Egyptian Premier League|Hadaf eLeague|Cup|League/);
      expect(card).toContain('Al Ahly');
    }
    // Told apart: no two results read the same.
    expect(new Set(cards).size).toBe(cards.length);
    // The fan's Arabic group (its manager's own words) is found through the team it names, الأهلي.
    const derbyCrew = 'شلة ديربي القاهرة';
    const groups = page.getByRole('region', { name: 'Groups' });
    await groups.getByRole('link', { name: derbyCrew }).waitFor();
    expect(await page.getByRole('region', { name: 'Competitions' }).getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Players' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await groups.getByRole('link', { name: derbyCrew }).click();
    await page.waitForURL(/\/groups\/\d+$/);
    await page.getByRole('heading', { level: 1, name: derbyCrew }).waitFor();
  });

  it('finds Al Ahly typed “الاهلي” (without hamza), with days in Arabic digits (Arabic, 375 px)', async () => {
    const page = await journey.newPage(arabic);
    page.setDefaultTimeout(10_000);
    await inArabic(page);
    await page.goto(`${journey.baseUrl}/search?q=${encodeURIComponent('الاهلي')}`);
    const matches = page.getByRole('region', { name: 'المباريات' });
    await matches.getByRole('button').first().waitFor();
    const first = (await matches.getByRole('button').first().textContent()) ?? '';
    expect(first).toContain('الأهلي');
    expect(first).toMatch(/[٠-٩]{1,2} \S+ [٠-٩]{4}/);
    expect(first).not.toMatch(/[0-9]/);
    await page.getByRole('region', { name: 'اللاعبون' }).getByRole('listitem').first().waitFor();
  });
});

describe('defects 11, 21 and 18: the group wizard', () => {
  it('lists only the fan’s friends; a stranger added from the group page is invited and joins only by accepting (English 1280 px, Arabic 375 px)', async () => {
    const host = await newcomer('Hana Host');
    const stranger = await newcomer('Sami Stranger');
    await speaks(stranger.email, 'ar');
    const page = await journey.newPage(english);
    page.setDefaultTimeout(10_000);
    await signIn(page, journey.baseUrl, host);
    await page.goto(`${journey.baseUrl}/groups`);
    await page.getByRole('button', { name: 'Create new group' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Create new group' });
    await wizard.getByRole('textbox', { name: /Group name/ }).fill('Hana’s Five');
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Hana has no friends yet: nobody is listed, not the accounts just registered.
    await wizard.getByText('You have no friends on Hadaf yet.', { exact: false }).waitFor();
    expect(await wizard.getByRole('checkbox').count()).toBe(0);
    await wizard.getByRole('searchbox', { name: 'Search friends' }).fill('Sami');
    await wizard.getByText('None of your friends has that name.').waitFor();
    expect(await wizard.getByRole('checkbox').count()).toBe(0);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Confirm' }).click();
    await wizard.getByRole('heading', { name: 'Group created' }).waitFor();
    await wizard.getByRole('button', { name: 'Go to group' }).click();
    await page.waitForURL(/\/groups\/\d+$/);
    const groupId = Number(new URL(page.url()).pathname.split('/').pop());

    // Adding a stranger invites them: "Invited", not a member.
    await page.getByRole('searchbox', { name: 'Search people to add' }).fill('Sami Stranger');
    await page.getByRole('button', { name: 'Add Sami Stranger' }).click();
    await page.getByText('Invited', { exact: true }).waitFor();
    expect(await focused(page)).not.toBe('BODY');
    expect(await page.getByRole('region', { name: 'Group Members' }).getByText('Sami Stranger').count()).toBe(0);
    const [membership] = await sql<{ members: unknown }>('SELECT count(*) AS members FROM group_members WHERE group_id = $1', [groupId]);
    expect(Number(membership!.members)).toBe(1);

    // Sami, on a phone in Arabic, opens the notice and accepts.
    const invitee = await journey.newPage(arabic);
    invitee.setDefaultTimeout(10_000);
    await inArabic(invitee);
    await signIn(invitee, journey.baseUrl, stranger);
    await invitee.goto(`${journey.baseUrl}/profile/notifications`);
    await invitee.getByRole('link', { name: /دعوة إلى مجموعة.*Hana’s Five/ }).click();
    await invitee.waitForURL(`**/groups/${groupId}`);
    const banner = invitee.getByRole('region', { name: 'دعاك Hana Host للانضمام إلى هذه المجموعة' });
    await banner.getByRole('button', { name: 'اقبل الدعوة' }).click();
    await invitee.getByRole('button', { name: 'غادر' }).waitFor();
    expect(await banner.count()).toBe(0);
    // The answered banner leaves with its buttons: focus goes to the group's name.
    expect(await focused(invitee)).toBe('H1 Hana’s Five');
    await invitee.getByRole('region', { name: 'أعضاء المجموعة' }).getByText('Sami Stranger').waitFor();
  });

  it('announces “Step 2 of 3”, the empty-name error and “Group created”, and focus never falls to <body> (Arabic, 375 px)', async () => {
    const page = await journey.newPage(arabic);
    page.setDefaultTimeout(10_000);
    await speaks(demoAccounts.creator.email, 'ar');
    await inArabic(page);
    await signIn(page, journey.baseUrl, demoAccounts.creator);
    await page.goto(`${journey.baseUrl}/groups/create`);
    const wizard = page.getByRole('dialog', { name: 'إنشاء مجموعة جديدة' });
    const name = wizard.getByRole('textbox', { name: /اسم المجموعة/ });
    await name.waitFor();
    // Next with no name: focus goes to the field, read as invalid with its error (WCAG 3.3.1, 4.1.3).
    await wizard.getByRole('button', { name: 'التالي' }).click();
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy);
    expect(description).toContain('أدخل اسمًا للمجموعة.');

    await name.fill('دوري الجمعة');
    await wizard.getByRole('button', { name: 'التالي' }).click();
    // Step 2: a live region says where the fan is, and focus is on the step's heading.
    await expect.poll(() => wizard.locator('[aria-live="polite"]').filter({ hasText: 'الخطوة ٢ من ٣' }).textContent()).toContain('الخطوة ٢ من ٣: إضافة أصدقاء');
    await expect.poll(() => focused(page)).toBe('H3 أصدقاؤك');
    // Nour's friends are the demo's other accounts, and nobody else.
    await wizard.getByRole('checkbox', { name: /Karim Fan/ }).check({ force: true });
    expect(await wizard.getByRole('checkbox').count()).toBe(2);
    await wizard.getByRole('button', { name: 'التالي' }).click();
    await expect.poll(() => focused(page)).toBe('H3 الملخص');
    await wizard.getByRole('button', { name: 'تأكيد' }).click();
    // While saving and once created, focus stays in the wizard; "Group created" is read out (WCAG 2.4.3, 4.1.3).
    expect(await focused(page)).not.toBe('BODY');
    await wizard.getByRole('heading', { name: 'تم إنشاء المجموعة' }).waitFor();
    await expect.poll(() => focused(page)).toBe('H3 تم إنشاء المجموعة');
    // Karim is Nour's friend: a member at once.
    const [row] = await sql<{ members: unknown }>("SELECT member_count AS members FROM groups WHERE name = 'دوري الجمعة'");
    expect(Number(row!.members)).toBe(2);
  });
});
