import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { demoAccounts, signIn, startJourney, walletOf } from './harness.ts';

/**
 * Issue 17 end to end: a fan redeems a won prize with national id scans (the upload's progress shown) and the
 * generated forms; an admin rejects it with a reason; the fan is told the reason and redeems again choosing Coins; the
 * admin approves and the coins reach the fan's balance and wallet. Also: /predictions/{matchId} shows the prizes.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
let fan: Page;
let admin: Page;
const PRIZE = 'E2E final prize';

/** A real PNG of random pixels (stored, not compressed): big enough for a throttled upload to show its progress. */
function noisePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

async function chooseScans(page: Page) {
  const inputs = page.getByRole('dialog').locator('input[type="file"]');
  await inputs.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: noisePng(400, 300) });
  await inputs.nth(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: noisePng(400, 300) });
}

async function openRedemption() {
  await fan.goto(`${journey.baseUrl}/profile/prizes`);
  await fan.getByRole('listitem').filter({ hasText: PRIZE }).getByRole('button', { name: 'Redeem' }).click();
  await fan.getByRole('dialog').getByRole('heading', { name: /Redeem EGP\s?250\.00/ }).waitFor();
}

/** Get Forms, checks the two forms are private PDFs the fan can preview, then Sign & Continue. */
async function getFormsAndSign() {
  const dialog = fan.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Get Forms' }).click();
  const previews = dialog.getByRole('link', { name: /Preview/ });
  await previews.nth(1).waitFor();
  for (const link of await previews.all()) {
    const form = await fan.context().request.get(new URL((await link.getAttribute('href'))!, journey.baseUrl).href);
    expect(form.status()).toBe(200);
    expect(form.headers()['content-type']).toContain('application/pdf');
    expect(form.headers()['cache-control']).toBe('no-store');
  }
  await dialog.getByRole('button', { name: 'Sign & Continue' }).click();
}

async function adminQueueItem() {
  await admin.goto(`${journey.baseUrl}/manage/competitions`);
  const item = admin.getByRole('listitem').filter({ hasText: PRIZE }).filter({ hasText: 'Karim Fan' });
  await item.first().waitFor();
  return item.first();
}

beforeAll(async () => {
  journey = await startJourney({ football: true });
  const [prize] = await journey.database.query<{ id: number }>(
    "INSERT INTO prizes (name_en, name_ar, amount, active) VALUES ($1, 'جائزة النهائي', 250, false) RETURNING id",
    [PRIZE],
  );
  await journey.database.query(
    `WITH won AS (INSERT INTO user_prizes (user_id, prize_id, amount, status, available_at)
                  SELECT id, $2, 250, 'pending', now() - interval '1 hour' FROM users WHERE email = $1 RETURNING id)
     INSERT INTO user_prize_logs (user_prize_id, status) SELECT id, 'pending' FROM won`,
    [demoAccounts.fan.email, prize!.id],
  );
  // The demo fan reads Arabic; this journey reads English.
  await journey.database.query(`UPDATE users SET settings = settings || '{"language": "en"}' WHERE email = $1`, [demoAccounts.fan.email]);
  fan = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  admin = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  // A step that cannot happen fails with what it waited for, well before the test's own timeout.
  for (const page of [fan, admin]) page.setDefaultTimeout(10_000);
  await signIn(fan, journey.baseUrl, demoAccounts.fan);
  await signIn(admin, journey.baseUrl, demoAccounts.admin);
}, 120_000);
afterAll(() => journey?.stop());

describe('a won prize, redeemed and paid, against the real server', () => {
  it('sends an E-Wallet request with scans (their upload progress shown) and signed forms', async () => {
    await openRedemption();
    const dialog = fan.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Full legal name/ }).fill('Karim Ahmed Fan');
    await dialog.getByRole('textbox', { name: /National ID number/ }).fill('29001010112345');
    await chooseScans(fan);
    // A slow uplink, so the progress of the two scans is there to see.
    const network = await fan.context().newCDPSession(fan);
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 300 * 1024 });
    const formsAnswer = fan.waitForResponse((response) => response.url().endsWith('/generate-redemption-forms'));
    await dialog.getByRole('button', { name: 'Get Forms' }).click();
    // Part of the way: the bar follows the bytes sent, not a spinner's guess.
    await dialog.locator('[role="progressbar"][aria-valuenow]:not([aria-valuenow="0"]):not([aria-valuenow="100"])').first().waitFor();
    expect((await formsAnswer).status()).toBe(200);
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // The forms are on screen (as the fan sees them) before the fan goes back to edit.
    await dialog.getByRole('link', { name: /Preview/ }).nth(1).waitFor();
    await dialog.getByRole('button', { name: 'Edit Info' }).click();
    await getFormsAndSign();

    await dialog.getByRole('radio', { name: /E-Wallet/ }).check({ force: true });
    await dialog.getByRole('textbox', { name: /Wallet phone number/ }).fill('01012345678');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('29001010112345').waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await fan.getByText('Your redemption request has been added.').first().waitFor();
    await fan.getByRole('listitem').filter({ hasText: PRIZE }).getByText('Processing').waitFor();
  });

  it('is rejected by an admin with a reason the fan then reads, and redeemed again with Coins', async () => {
    const request = await adminQueueItem();
    await request.getByText('01012345678').waitFor();
    await request.getByRole('button', { name: 'Reject' }).click();
    const rejection = admin.getByRole('dialog');
    await rejection.getByRole('radio', { name: 'Unclear pictures' }).check({ force: true });
    await rejection.getByRole('button', { name: 'Reject' }).click();
    await admin.getByRole('listitem').filter({ hasText: PRIZE }).filter({ hasText: 'Karim Fan' }).waitFor({ state: 'detached' });

    await fan.goto(`${journey.baseUrl}/profile/notifications`);
    await fan.getByText('The pictures of your ID are not clear.').first().waitFor();
    await openRedemption();
    const dialog = fan.getByRole('dialog');
    // The first request saved the legal name and national id to the profile; the scans are asked for again.
    expect(await dialog.getByRole('textbox', { name: /National ID number/ }).inputValue()).toBe('29001010112345');
    await chooseScans(fan);
    await getFormsAndSign();
    await dialog.getByRole('radio', { name: /Coins/ }).check({ force: true });
    await dialog.getByText('You get 500 coins').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await fan.getByRole('listitem').filter({ hasText: PRIZE }).getByText('Processing').waitFor();
  });

  it('is approved, and the coins reach the fan’s balance and wallet once', async () => {
    const before = await walletOf(journey.database, demoAccounts.fan.email);
    const request = await adminQueueItem();
    await request.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('listitem').filter({ hasText: PRIZE }).filter({ hasText: 'Karim Fan' }).waitFor({ state: 'detached' });
    expect(await walletOf(journey.database, demoAccounts.fan.email)).toBe(before + 500);

    await fan.goto(`${journey.baseUrl}/profile/wallet`);
    await fan.getByRole('listitem').filter({ hasText: 'Prize redeemed as coins' }).first().waitFor();
    await fan.goto(`${journey.baseUrl}/profile/prizes`);
    await fan.getByRole('listitem').filter({ hasText: PRIZE }).getByText('Received').waitFor();
  });

  it('shows the competition’s prizes on a single prediction page', async () => {
    const [match] = await journey.database.query<{ id: number }>(
      'SELECT m.id FROM matches m JOIN seasons s ON s.id = m.season_id JOIN league_prizes lp ON lp.league_id = s.league_id ORDER BY m.start_at LIMIT 1',
    );
    await fan.goto(`${journey.baseUrl}/predictions/${match!.id}`);
    await fan.getByText('Gold prize: 1st place').waitFor();
  });
});
