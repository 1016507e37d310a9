import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { apiAt, demoAccounts, signIn, startJourney, untilHydrated, walletOf } from './harness.ts';

/**
 * Issue 30, the app's frame as a newcomer meets it: the admin finds the admin area (header, account menu), its heading,
 * its filters; a fan sees the coin balance in the header and the wallet, an unpaid payment listed as what it is, the
 * balance follow a join and a purchase without a reload; the menus show where focus is; moving to another page moves
 * focus to it; the header's controls have names that read. English at 1280 px, Arabic at 375 px.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;

beforeAll(async () => {
  journey = await startJourney({ football: true });
}, 120_000);
afterAll(() => journey?.stop());

const arabic = new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 0 });

/** Relative luminance of an sRGB colour (WCAG 2.2). */
function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The focused element's indicator: its outline (width, colour) and the colour of what lies around it. */
async function focusIndicatorOf(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    // The popover's surface around the item (the item's own background may be tinted when focused).
    let around: Element | null = element.parentElement;
    while (around && getComputedStyle(around).backgroundColor === 'rgba(0, 0, 0, 0)') around = around.parentElement;
    return {
      role: element.getAttribute('role'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outline: rgb(style.outlineColor),
      surface: rgb(around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)'),
    };
  });
}

/** Whether `first` comes before `second` in the document. */
async function precedes(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate((node, other) => Boolean(node.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING), handle);
}

describe('the admin finds the admin area (defect 4), English at 1280 px', () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    admin.setDefaultTimeout(10_000);
    await signIn(admin, journey.baseUrl, demoAccounts.admin);
  });

  it('reaches /manage/competitions from the header, lands on its heading, and finds the tabs above the cards', async () => {
    const nav = admin.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Admin', exact: true }).click();
    await admin.waitForURL('**/manage/competitions');
    const heading = admin.getByRole('heading', { level: 1, name: 'Admin' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    const competitions = admin.getByRole('region', { name: 'Competitions to review' });
    const firstCard = competitions.getByRole('listitem').first();
    await firstCard.waitFor();
    const statusTabs = competitions.getByRole('tablist', { name: 'Review status' });
    expect(await statusTabs.getByRole('tab').allTextContents()).toEqual(['Pending', 'Approved', 'Rejected']);
    expect(await precedes(heading, statusTabs)).toBe(true);
    expect(await precedes(statusTabs, firstCard)).toBe(true);
    // Moving to the page moved focus to its heading (defect 26): a screen reader says where the admin is.
    expect(await admin.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('searches and filters each queue on the server: competitions, prize redemptions, store orders', async () => {
    await admin.goto(`${journey.baseUrl}/manage/competitions`);
    const competitions = admin.getByRole('region', { name: 'Competitions to review' });
    await competitions.getByRole('listitem').first().waitFor();
    const [pending] = await journey.database.query<{ id: number; name_en: string }>(
      "SELECT id, name_en FROM competitions WHERE status = 'pending-approval' ORDER BY id LIMIT 1",
    );
    const search = competitions.getByRole('searchbox', { name: 'Search competitions' });
    const asked = admin.waitForRequest((request) => request.url().includes('/api/admin/competitions') && new URL(request.url()).searchParams.get('q') === 'Friday');
    await search.fill('Friday');
    await asked;
    await competitions.getByRole('heading', { name: pending!.name_en }).waitFor();
    await search.fill('no such competition');
    await competitions.getByText('No competition matches your search.').waitFor();
    await search.fill(String(pending!.id));
    await competitions.getByRole('heading', { name: pending!.name_en }).waitFor();

    const redemptions = admin.getByRole('region', { name: 'Redemption requests' });
    const redemptionSearch = redemptions.getByRole('searchbox', { name: 'Search redemptions' });
    // The demo queue holds the creator's request and the fan's.
    await redemptions.getByText('Nour Creator').first().waitFor();
    await redemptionSearch.fill('Karim');
    await expect.poll(() => redemptions.getByText('Nour Creator').count()).toBe(0);
    await redemptions.getByText('Karim Fan').first().waitFor();
    await redemptionSearch.fill('nobody at all');
    await redemptions.getByText('No request matches your search.').waitFor();

    const orders = admin.getByRole('region', { name: 'Store orders' });
    await orders.getByRole('listitem').first().waitFor();
    await orders.getByRole('tab', { name: 'Delivered' }).click();
    // A delivered order has no step left: no action buttons, every card delivered (and some cards: while the tab's
    // list loads there are none, and "every" of none is true).
    const allDelivered = async () => {
      const cards = await orders.getByRole('listitem').allTextContents();
      return cards.length > 0 && cards.every((text) => text.includes('Delivered'));
    };
    await expect.poll(allDelivered).toBe(true);
    expect(await orders.getByRole('button', { name: /Confirm|Mark delivered|Cancel and refund/ }).count()).toBe(0);
    await orders.getByRole('searchbox', { name: 'Search orders' }).fill('no such order');
    await orders.getByText('No order matches your search.').waitFor();
  });

  it('reaches the admin area from the account menu too, whose items show focus at 3:1 (defect 24)', async () => {
    await admin.goto(`${journey.baseUrl}/groups`);
    // /groups is prerendered for a visitor: focus is checked once the page has hydrated and the menus' code is here
    // (pressing earlier is newcomer-shell's "however soon" test on /matches).
    await untilHydrated(admin);
    await admin.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/AppFrameOverlays-')));
    // The trigger's name reads as words, not "HAAccount menu" (defect 26).
    const trigger = admin.getByRole('button', { name: 'Account menu, Hadaf Admin', exact: true });
    await trigger.focus();
    await admin.keyboard.press('Enter');
    const menu = admin.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toContain('Admin');
    // Opened by Enter, the menu moves focus to its first item a frame after it shows.
    await expect.poll(async () => (await focusIndicatorOf(admin)).role).toBe('menuitem');
    const indicator = await focusIndicatorOf(admin);
    expect(indicator.outlineStyle).not.toBe('none');
    expect(indicator.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(contrast(indicator.outline, indicator.surface)).toBeGreaterThanOrEqual(3);
    await menu.getByRole('menuitem', { name: 'Admin' }).click();
    await admin.waitForURL('**/manage/competitions');
  });

  it('opens the account menu however soon after the page shows it is pressed', async () => {
    // The menu's code arrives after the first paint and its trigger then replaces a stand-in: a press begun on the
    // stand-in must still open the menu (one in four was lost while the stand-in was drawn twice on the way).
    const lost: number[] = [];
    for (let after = 0; after <= 420; after += 60) {
      await admin.goto(`${journey.baseUrl}/matches`);
      const trigger = admin.getByRole('button', { name: 'Account menu, Hadaf Admin', exact: true });
      await trigger.waitFor();
      await admin.waitForTimeout(after);
      await trigger.click({ delay: 120 });
      const opened = await admin.getByRole('menuitem', { name: 'Settings' }).waitFor({ timeout: 3000 }).then(() => true, () => false);
      if (!opened) lost.push(after);
      await admin.keyboard.press('Escape');
    }
    expect(lost, 'presses lost, by milliseconds after the trigger showed').toEqual([]);
  });

  it('moves focus to the new page on in-app navigation, but leaves it on a tab moved through (defect 26)', async () => {
    await admin.goto(`${journey.baseUrl}/matches`);
    const nav = admin.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Groups', exact: true }).click();
    await admin.waitForURL('**/groups');
    await expect.poll(() => admin.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const h1 = await admin.evaluate(() => document.activeElement?.textContent);
    expect(h1).toBe(await admin.getByRole('heading', { level: 1 }).textContent());

    await admin.goto(`${journey.baseUrl}/profile`);
    await admin.getByRole('tab', { name: 'Wallet' }).click();
    await admin.waitForURL('**/profile/wallet');
    await admin.waitForTimeout(600);
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
  });
});

describe('a fan’s coins and the header (defects 8, 26), Arabic at 375 px', () => {
  let fan: Page;
  let balance: Locator;
  const headerBalance = (coins: number) => new RegExp(`^رصيدك: ${arabic.format(coins)} `);

  beforeAll(async () => {
    fan = await journey.newPage({ locale: 'ar-EG', viewport: { width: 375, height: 812 } });
    fan.setDefaultTimeout(10_000);
    await signIn(fan, journey.baseUrl, demoAccounts.fan);
    balance = fan.getByRole('banner').getByRole('link', { name: /^رصيدك: / });
  });

  it('shows the balance in the header in Arabic digits, and no admin link for a fan', async () => {
    const coins = await walletOf(journey.database, demoAccounts.fan.email);
    await balance.waitFor();
    expect(await balance.isVisible()).toBe(true);
    expect(await balance.getAttribute('aria-label')).toMatch(headerBalance(coins));
    expect(await balance.textContent()).toContain(arabic.format(coins));
    expect(await fan.getByRole('link', { name: 'الإدارة' }).count()).toBe(0);
  });

  it('gives the menu button its state and the Prizes link a name that reads', async () => {
    const token = await apiAt(journey.baseUrl).tokenOf(demoAccounts.fan);
    const count = Number((await fetch(`${journey.baseUrl}/api/v2/me/prizes/new-prize-count`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())).count);
    expect(count).toBeGreaterThan(0);
    await fan.goto(`${journey.baseUrl}/matches`);
    const open = fan.getByRole('button', { name: 'فتح القائمة' });
    await open.waitFor();
    expect(await open.getAttribute('aria-haspopup')).toBe('dialog');
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.click();
    const drawer = fan.getByRole('dialog', { name: 'القائمة' });
    await drawer.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    // Its name is a sentence ("الجوائز، جائزة جديدة واحدة"), not the word and the badge's digit run together.
    expect(await drawer.getByRole('link', { name: /^الجوائز، .*جديد/ }).count()).toBe(1);
    expect(await drawer.getByRole('link', { name: 'الإدارة' }).count()).toBe(0);
    await fan.keyboard.press('Escape');
  });

  it('lists an expired, unpaid payment as expired with no coins added, and shows the balance on the wallet tab', async () => {
    const coins = await walletOf(journey.database, demoAccounts.fan.email);
    await fan.goto(`${journey.baseUrl}/matches`);
    await balance.click();
    await fan.waitForURL('**/profile/wallet');
    const summary = fan.getByRole('region', { name: 'رصيدك' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(arabic.format(coins));
    const [expired] = await journey.database.query<{ provider_ref: string; coins: number }>("SELECT provider_ref, coins FROM payments WHERE status = 'expired' LIMIT 1");
    const line = fan.getByRole('listitem').filter({ hasText: expired!.provider_ref });
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    expect(text).not.toContain('+');
    expect(text).toContain('منتهية');
    expect(text).toContain('لم تُضف أي عملات');
    const amountColour = await line.getByTestId('transaction-amount').evaluate((node) => getComputedStyle(node).color);
    const creditColour = await fan.getByRole('listitem').filter({ hasText: 'مؤكدة' }).getByTestId('transaction-amount').first().evaluate((node) => getComputedStyle(node).color);
    expect(amountColour).not.toBe(creditColour);
  });

  it('follows a join and a purchase in the header and the wallet without a reload', async () => {
    const [laLiga] = await journey.database.query<{ id: number; entry_fee: number }>(
      "SELECT id, entry_fee FROM competitions WHERE external_key = 'demo:competition:laliga-masters'",
    );
    const before = await walletOf(journey.database, demoAccounts.fan.email);
    await fan.goto(`${journey.baseUrl}/competitions/${laLiga!.id}?joining`);
    await balance.waitFor();
    expect(await balance.getAttribute('aria-label')).toMatch(headerBalance(before));
    await fan.getByRole('alertdialog').getByRole('button', { name: 'اشترك' }).click();
    await fan.getByRole('dialog', { name: 'اشتركت!' }).waitFor();
    const afterJoin = before - Number(laLiga!.entry_fee);
    await expect.poll(() => balance.getAttribute('aria-label')).toMatch(headerBalance(afterJoin));
    await fan.keyboard.press('Escape');

    // From here on, no reload: the wallet's lines are cached once, then must refresh after the purchase.
    await balance.click();
    await fan.waitForURL('**/profile/wallet');
    const summary = fan.getByRole('region', { name: 'رصيدك' });
    await expect.poll(() => summary.textContent()).toContain(arabic.format(afterJoin));
    await fan.getByRole('listitem').filter({ hasText: 'منتهية' }).first().waitFor();
    const [cheapest] = await journey.database.query<{ name_ar: string; price: number }>(
      'SELECT name_ar, coalesce(discounted_price, price) AS price FROM products WHERE active ORDER BY coalesce(discounted_price, price) LIMIT 1',
    );
    // The demo fan ordered this product before: the wallet must gain one more line for it.
    const productLines = fan.getByRole('listitem').filter({ hasText: cheapest!.name_ar });
    const linesBefore = await productLines.count();
    // The store has no link in the frame: the router is told as a link would (no new document).
    await fan.evaluate(() => {
      window.history.pushState(null, '', '/store');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await fan.getByRole('button', { name: `شراء ${cheapest!.name_ar}` }).click();
    const modal = fan.getByRole('dialog', { name: 'شراء المنتج' });
    await modal.getByRole('textbox', { name: /عنوان الشارع/ }).fill('٥ كورنيش النيل، الجيزة');
    await modal.getByRole('button', { name: 'تأكيد' }).click();
    const afterOrder = afterJoin - Number(cheapest!.price);
    await expect.poll(() => balance.getAttribute('aria-label')).toMatch(headerBalance(afterOrder));
    expect(await walletOf(journey.database, demoAccounts.fan.email)).toBe(afterOrder);

    await balance.click();
    await fan.waitForURL('**/profile/wallet');
    await expect.poll(() => summary.textContent()).toContain(arabic.format(afterOrder));
    await expect.poll(() => productLines.count()).toBe(linesBefore + 1);
    expect(journey.cspViolations).toEqual([]);
  }, 60_000);
});
