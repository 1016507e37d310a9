import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourney, untilHydrated } from './harness.ts';

let journey: Awaited<ReturnType<typeof startJourney>>;

beforeAll(async () => {
  // The demo data seeds the eLeague: eFootball fixtures between named gamers, and its prediction competitions.
  journey = await startJourney({ football: true });
});
afterAll(() => journey?.stop());

const gamers = /Falcon|Pharaoh|Scarab|Mamba|KingTut|Sandstorm|Cobra|Sphinx/;

describe('eSports, served by the real server', () => {
  it('lists eSports competitions in their own lobby, whose matches show each side’s gamer on the cards and in the panel', async () => {
    const page = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.baseUrl}/lobby/esports`);
    await untilHydrated(page);
    await page.getByRole('heading', { level: 1, name: 'eSports competitions' }).waitFor();
    expect(await page.getByRole('link', { name: 'eSports', exact: true }).getAttribute('aria-current')).toBe('page');
    const card = page.getByRole('article', { name: 'eLeague Weekend' });
    await card.getByRole('link').click();
    await page.waitForURL(/\/competitions\/\d+\/matches$/);
    const cards = page.getByTestId('match-list').locator('li button');
    await cards.first().waitFor();
    expect(await cards.first().textContent()).toMatch(gamers);
    await cards.first().click();
    const panel = page.getByTestId('prediction-panel');
    await panel.getByText(gamers).first().waitFor();
    // A gamer's picture is served like a crest (no data URI refused by the page's policy).
    expect(journey.cspViolations).toEqual([]);
  });
});
