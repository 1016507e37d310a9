import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { demoAccounts, signIn, startJourney, untilHydrated } from './harness.ts';

/**
 * Issue 30, walked as a newcomer (defects 15, 18 in part, 22, 26 in part): a fan joins the demo's fantasy
 * competition and builds a squad with the keyboard and the mouse, in English at 1280 px and in Arabic at 375 px.
 * The picker lists what a fan weighs (points, form, next fixture) and says Done; focus comes back to the place that
 * opened it; the fantasy views write every number in the reader's digits; Tab follows the screen on the team setup
 * and the lobby; date segments are 24×24 px targets; /creators has its h1.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
let competitionId = 0;
const pageErrors: string[] = [];

beforeAll(async () => {
  journey = await startJourney({ football: true });
  const [row] = await journey.database.query<{ id: unknown }>("SELECT id FROM competitions WHERE external_key = 'demo:competition:fantasy-weekend'");
  competitionId = Number(row!.id);
}, 120_000);
afterAll(() => journey?.stop());

type Language = 'en' | 'ar';

const words = {
  en: {
    joinNow: 'Join Now',
    join: 'Join',
    close: 'Close',
    add: { Goalkeeper: 'Add goalkeeper', Defender: 'Add defender', Midfielder: 'Add midfielder', Attacker: 'Add attacker' },
    lines: { Goalkeeper: 'Goalkeepers', Defender: 'Defenders' },
    formation: '4-4-2',
    priceTo: 'Price to (M)',
    filters: 'Filters',
    showResults: 'Show results',
    pick: 'Pick',
    picked: 'Picked',
    done: 'Done',
    complete: 'Squad complete: 15 players',
    outlook: ['Points', 'Form', 'Next'],
    fixture: /\((home|away)\) · \w{3} \d{1,2} \w{3}/,
    captain: 'Make captain',
    creators: 'Creators',
  },
  ar: {
    joinNow: 'اشترك الآن',
    join: 'اشترك',
    close: 'إغلاق',
    add: { Goalkeeper: 'أضف حارس مرمى', Defender: 'أضف مدافعًا', Midfielder: 'أضف لاعب وسط', Attacker: 'أضف مهاجمًا' },
    lines: { Goalkeeper: 'حراس المرمى', Defender: 'المدافعون' },
    formation: '٤-٤-٢',
    priceTo: 'السعر إلى (مليون)',
    filters: 'التصفية',
    showResults: 'عرض النتائج',
    pick: 'اختر',
    picked: 'مختار',
    done: 'تم',
    complete: 'اكتملت التشكيلة: ١٥ لاعبًا',
    outlook: ['النقاط', 'المستوى', 'التالية'],
    fixture: /\((على أرضه|خارج أرضه)\) · \S+، [٠-٩]{1,2} \S+/,
    captain: 'اجعله القائد',
    creators: 'المنشئون',
  },
} as const;

async function openPage(language: Language): Promise<Page> {
  const page = await journey.newPage(language === 'en' ? { locale: 'en-US', viewport: { width: 1280, height: 900 } } : { locale: 'ar-EG', viewport: { width: 375, height: 812 } });
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  // The demo creator reads English, the demo fan Arabic.
  await signIn(page, journey.baseUrl, language === 'en' ? demoAccounts.creator : demoAccounts.fan);
  return page;
}

async function joinOnTeamSetup(page: Page, language: Language) {
  const say = words[language];
  await page.goto(`${journey.baseUrl}/competitions/${competitionId}/team-setup`);
  await untilHydrated(page);
  await page.getByRole('button', { name: say.joinNow }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: say.join, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: say.close, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

// ---- Tab order ------------------------------------------------------------------------------------------------

interface Stop {
  id: string;
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The focused control inside <main> (marked with an id that survives scrolling), or null once focus has left it. A
 * radio group is one stop (Tab enters it at its first radio, Shift+Tab at its last while none is chosen).
 */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || !focused.closest('main')) return null;
    const element = focused.closest<HTMLElement>('[role="radiogroup"]') ?? focused;
    const counter = window as unknown as { tabStops?: number };
    element.dataset.tabStop ??= String((counter.tabStops = (counter.tabStops ?? 0) + 1));
    // A visually hidden radio or checkbox stands where its label is.
    const box = (element === focused ? (focused.closest('label') ?? focused) : element).getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? element.closest('label')?.textContent ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return { id: element.dataset.tabStop, name, left: box.left + scrollX, top: box.top + scrollY, right: box.right + scrollX, bottom: box.bottom + scrollY };
  });
}

/** Tabs from `start` (a point in the page, not a control) through <main>, up to `max` stops; ends on the last one. */
async function tabForward(page: Page, start: Locator, max: number): Promise<Stop[]> {
  await start.click();
  const stops: Stop[] = [];
  for (let index = 0; index < max; index++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) {
      // Past the end of <main>: one step back to its last stop.
      await page.keyboard.press('Shift+Tab');
      break;
    }
    stops.push(stop);
  }
  return stops;
}

/** Shift+Tab from the last stop back over the same ones: the ids met, in that order. */
async function tabBack(page: Page, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 1; index < count; index++) {
    await page.keyboard.press('Shift+Tab');
    ids.push((await focusedStop(page))?.id ?? 'outside');
  }
  return ids;
}

/**
 * Where the next stop goes back against the reading order: above the previous one without moving to a column at its
 * inline end, or on the same row towards its inline start (left in English, right in Arabic).
 */
function againstReadingOrder(stops: readonly Stop[], direction: 'ltr' | 'rtl'): string[] {
  const slack = 2;
  return stops.slice(1).flatMap((next, index) => {
    const previous = stops[index]!;
    const above = next.bottom <= previous.top + slack;
    const sameRow = next.top < previous.bottom - slack && next.bottom > previous.top + slack;
    const towardsEnd = direction === 'ltr' ? next.left >= previous.right - slack : next.right <= previous.left + slack;
    const towardsStart = direction === 'ltr' ? next.right <= previous.left + slack : next.left >= previous.right - slack;
    return (above && !towardsEnd) || (sameRow && towardsStart) ? [`“${previous.name}” → “${next.name}”`] : [];
  });
}

/** Tab follows the screen from `start`, and Shift+Tab walks the same stops back. */
async function expectTabFollowsScreen(page: Page, start: Locator, direction: 'ltr' | 'rtl', max = 30) {
  const stops = await tabForward(page, start, max);
  expect(stops.length, 'Tab reaches the page’s controls').toBeGreaterThan(3);
  expect(againstReadingOrder(stops, direction), `Tab order ${stops.map((stop) => stop.name).join(' | ')}`).toEqual([]);
  expect(await tabBack(page, stops.length)).toEqual(stops.slice(0, -1).map((stop) => stop.id).reverse());
}

// ---- The picker ---------------------------------------------------------------------------------------------------

const picker = (page: Page) => page.getByTestId('player-picker');

/** Opens the picker from the first empty place of `position` and narrows it to bargains (15 of them fit 30 M). */
async function openPicker(page: Page, language: Language, position: keyof (typeof words)['en']['add'], phone: boolean) {
  const say = words[language];
  await page.getByRole('button', { name: say.add[position], exact: true }).first().click();
  await picker(page).getByTestId('player-row').first().waitFor();
  if (phone) await picker(page).getByRole('button', { name: say.filters, exact: true }).click();
  const priceTo = page.getByRole('textbox', { name: say.priceTo });
  await priceTo.fill('1.8');
  await priceTo.blur();
  if (phone) await page.getByRole('button', { name: say.showResults }).click();
}

async function pick(page: Page, language: Language, count: number) {
  const say = words[language];
  const picked = picker(page).getByRole('button', { name: new RegExp(`^${say.picked} `) });
  const before = await picked.count();
  for (let done = 0; done < count; done++) {
    await picker(page).getByRole('button', { name: new RegExp(`^${say.pick} `) }).first().click();
    await expect.poll(() => picked.count()).toBe(before + done + 1);
  }
}

/** The element that has focus is `target` (and not <body>). */
async function expectFocusOn(target: Locator) {
  await expect.poll(() => target.evaluate((element) => element === document.activeElement), { timeout: 3000 }).toBe(true);
}

const westernDigits = /[0-9]/;

// ---- English, 1280 px -------------------------------------------------------------------------------------------

describe('a newcomer builds a fantasy squad in English at 1280 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage('en');
    await joinOnTeamSetup(page, 'en');
  }, 60_000);
  afterAll(() => page?.context().close());

  it('defect 26: Tab on the team setup follows the screen, forwards and back', async () => {
    await expectTabFollowsScreen(page, page.getByRole('heading', { level: 1 }), 'ltr');
  });

  it('defect 18: closing the player picker returns focus to the place that opened it, now filled', async () => {
    await page.locator('label').filter({ hasText: /^4-4-2$/ }).click();
    await openPicker(page, 'en', 'Goalkeeper', false);
    // Both goalkeepers: the empty place that opened the picker is gone from the pitch.
    await pick(page, 'en', 2);
    await page.keyboard.press('Escape');
    await picker(page).waitFor({ state: 'detached' });
    await expectFocusOn(page.getByRole('list', { name: words.en.lines.Goalkeeper }).getByRole('button'));
  });

  it('defect 15: each player shows points, form and next fixture, and the picker says Done, also with a full squad', async () => {
    for (const [position, count] of [
      ['Defender', 5],
      ['Midfielder', 5],
      ['Attacker', 3],
    ] as const) {
      await openPicker(page, 'en', position, false);
      const outlook = picker(page).getByTestId('player-outlook').first();
      for (const label of words.en.outlook) await expect.poll(() => outlook.textContent()).toContain(label);
      expect(await outlook.textContent()).toMatch(words.en.fixture);
      await pick(page, 'en', count);
      if (position === 'Attacker') await picker(page).getByText(words.en.complete).waitFor();
      await picker(page).getByRole('button', { name: words.en.done, exact: true }).click();
      await picker(page).waitFor({ state: 'detached' });
      // Done leaves focus in the page, on the place that opened the picker.
      expect(await page.evaluate(() => document.activeElement !== document.body && Boolean(document.activeElement?.closest('main')))).toBe(true);
    }
    expect(await page.locator('[data-testid^="player-"]').count()).toBe(15);
  });

  it('defect 26: a player on the pitch is named as one phrase: name, price, captain', async () => {
    const defenders = page.getByRole('list', { name: words.en.lines.Defender });
    await defenders.getByRole('button').first().click();
    await page.getByRole('button', { name: words.en.captain }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await defenders.getByRole('button').first().ariaSnapshot()).toMatch(/^- button "[^",]+, \d+\.\dM, captain"/);
  });

  it('defect 22: every date segment on /matches is a target of at least 24×24 px', async () => {
    await expectDateSegmentsBigEnough(page);
  });

  it('defect 26: /creators has one h1', async () => {
    await expectCreatorsHeading(page, 'en');
  });

  it('defect 26: Tab follows the screen on the lobby, forwards and back', async () => {
    await page.goto(`${journey.baseUrl}/lobby/predictions`);
    await untilHydrated(page);
    await page.getByTestId('competition-card').first().waitFor();
    await expectTabFollowsScreen(page, page.getByRole('heading', { level: 1 }), 'ltr');
  });
});

// ---- Arabic, 375 px -------------------------------------------------------------------------------------------------

describe('a newcomer builds a fantasy squad in Arabic at 375 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage('ar');
    await joinOnTeamSetup(page, 'ar');
  }, 60_000);
  afterAll(() => page?.context().close());

  it('defect 26: Tab on the team setup follows the screen, right to left, on a phone and on a desktop', async () => {
    await expectTabFollowsScreen(page, page.getByRole('heading', { level: 1 }), 'rtl');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectTabFollowsScreen(page, page.getByRole('heading', { level: 1 }), 'rtl');
    await page.setViewportSize({ width: 375, height: 812 });
  });

  it('defect 15: the formations, shirt numbers and every number of the picker and the pitch are in Arabic digits', async () => {
    const setup = page.getByTestId('team-setup');
    await page.locator('label').filter({ hasText: new RegExp(`^${words.ar.formation}$`) }).click();
    await expect.poll(() => page.getByRole('radio', { name: words.ar.formation }).isChecked()).toBe(true);
    expect(await setup.innerText()).not.toMatch(westernDigits);
    await openPicker(page, 'ar', 'Goalkeeper', true);
    const row = picker(page).getByTestId('player-row').first();
    expect(await row.getByTestId('shirt-number').locator('[aria-hidden="true"]').innerText()).toMatch(/^#[٠-٩]+$/);
    const outlook = await row.getByTestId('player-outlook').innerText();
    for (const label of words.ar.outlook) expect(outlook).toContain(label);
    expect(outlook).toMatch(words.ar.fixture);
    expect(await picker(page).getByRole('list').first().innerText()).not.toMatch(westernDigits);
    expect(await picker(page).getByRole('button', { name: words.ar.done, exact: true }).isVisible()).toBe(true);
    await pick(page, 'ar', 1);
    await page.keyboard.press('Escape');
    await picker(page).waitFor({ state: 'detached' });
    // Focus is back on the goalkeeper's place, now his.
    await expectFocusOn(page.getByRole('list', { name: words.ar.lines.Goalkeeper }).getByRole('button'));
    const slot = page.getByRole('list', { name: words.ar.lines.Goalkeeper }).getByRole('button');
    expect(await slot.getByTestId('shirt-number').getAttribute('data-mark')).toMatch(/^[٠-٩]+$/);
    expect(await setup.innerText()).not.toMatch(westernDigits);
    // The photo itself carries no number in Western digits.
    const photo = await slot.locator('img').getAttribute('src');
    const svg = await (await fetch(new URL(photo!, journey.baseUrl))).text();
    expect(svg).not.toMatch(/<text[^>]*>\s*\d+\s*<\/text>/);
  });

  it('defect 22: every date segment on /matches is a target of at least 24×24 px', async () => {
    await expectDateSegmentsBigEnough(page);
  });

  it('defect 26: /creators has one h1', async () => {
    await expectCreatorsHeading(page, 'ar');
  });

  it('defect 26: Tab follows the screen on the lobby, forwards and back', async () => {
    await page.goto(`${journey.baseUrl}/lobby/predictions`);
    await untilHydrated(page);
    await page.getByTestId('competition-card').first().waitFor();
    await expectTabFollowsScreen(page, page.getByRole('heading', { level: 1 }), 'rtl');
  });

  it('raised no error in the pages it visited', () => {
    expect(pageErrors).toEqual([]);
  });
});

async function expectDateSegmentsBigEnough(page: Page) {
  await page.goto(`${journey.baseUrl}/matches`);
  await untilHydrated(page);
  // The date field arrives after the list (its own chunk): reaching for its stand-in, if still there, loads it at once.
  await page.locator('[data-placeholder-for="date-field"]').hover({ timeout: 500 }).catch(() => undefined);
  const segments = page.getByRole('spinbutton');
  // Its chunk, fetched and evaluated, can take seconds on a loaded machine (CI counted 0 after poll's default 1 s).
  await expect.poll(() => segments.count(), { timeout: 10_000 }).toBe(3);
  const sizes = await segments.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map((box) => [box.width, box.height]));
  for (const [width, height] of sizes) {
    expect(width, `segment ${sizes.map((size) => size.map((value) => value.toFixed(1)).join('×')).join(', ')}`).toBeGreaterThanOrEqual(24);
    expect(height).toBeGreaterThanOrEqual(24);
  }
}

async function expectCreatorsHeading(page: Page, language: Language) {
  await page.goto(`${journey.baseUrl}/creators`);
  await untilHydrated(page);
  const headings = page.getByRole('heading', { level: 1 });
  await headings.first().waitFor();
  expect(await headings.count()).toBe(1);
  expect(await headings.innerText()).toBe(words[language].creators);
}
