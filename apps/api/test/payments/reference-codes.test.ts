import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { expirePayments } from '../../src/payments/payments.ts';
import { createHarness, updateUser, type Harness, type TestUser } from '../helpers/harness.ts';
import { callbackBody, coinsOf, firstPackage, merchantRefOf, payAtKiosk, postCallback, referenceCode, walletLines } from './payments-helpers.ts';
import { sandboxSecret } from '../../src/payments/sandbox-provider.ts';

let harness: Harness;
let fan: TestUser;
const secret = () => sandboxSecret(harness.app.services.secret, 'sandbox-cash');
const callbacks = async (merchantRef: string) =>
  harness.app.services.database.query<{ outcome: string; signature_valid: boolean }>(
    "SELECT c.outcome, c.signature_valid FROM payment_callbacks c LEFT JOIN payments p ON p.id = c.payment_id WHERE p.merchant_ref = $1 OR (c.payment_id IS NULL AND c.body LIKE '%' || $1 || '%') ORDER BY c.id",
    [merchantRef],
  );

beforeAll(async () => {
  harness = await createHarness();
  fan = await harness.newUser();
}, 180_000);
afterAll(() => harness.close());

describe('packages', () => {
  it('lists the catalogue in the reader’s language, prices in EGP with the discount beside the price', async () => {
    const en = (await harness.call('listPackages', { token: fan.token })).json().data;
    const ar = (await harness.call('listPackages', { token: fan.token, locale: 'ar' })).json().data;
    expect(en.map((item: { name: string }) => item.name)).toEqual(['Starter', 'Fan', 'Super fan', 'Ultras']);
    expect(ar[0].name).toBe('البداية');
    expect(en[1]).toMatchObject({ coins: 250, egp: 110, discounted_price: 99 });
  });
});

describe('mobile cash: reference codes paid at a kiosk', () => {
  it('issues a code that expires in a day, shows it pending in the wallet, and credits the package once it is paid', async () => {
    const buyer = await harness.newUser();
    const pkg = await firstPackage(harness, buyer);
    const { code, expires_at: expiresAt } = await referenceCode(harness, buyer, pkg.id);
    expect(code).toMatch(/^[0-9]{10}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    const [pending] = await walletLines(harness, buyer);
    expect(pending).toMatchObject({ status: 'pending', coins: pkg.coins, egp: pkg.egp, provider: { name: 'Vodafone Cash' }, reference_code: { code, paid_at: null } });

    const paid = await payAtKiosk(harness, code);
    expect(paid.json()).toEqual({ status: 'paid', webhook_status: 200 });
    expect(await coinsOf(harness, buyer)).toBe(pkg.coins);
    const [confirmed] = await walletLines(harness, buyer);
    expect(confirmed).toMatchObject({ status: 'confirmed', coins: pkg.coins, description: 'Starter package', reference_code: { code } });
    expect(confirmed!.reference_code!.paid_at).not.toBeNull();
    expect(await walletLines(harness, buyer)).toHaveLength(1);

    const again = await payAtKiosk(harness, code);
    expect(again.statusCode).toBe(422);
    expect(await coinsOf(harness, buyer)).toBe(pkg.coins);
    expect(await verifyLedger(harness.app.services.database)).toEqual([]);
  });

  it('refuses an unknown package (404) and a phone number that is not 11 digits starting 01 (422)', async () => {
    const unknown = await harness.call('generateReferenceCode', { token: fan.token, params: { provider: 'orange' }, body: { package_id: 999_999, phone_number: '01012345678' } });
    expect(unknown.statusCode).toBe(404);
    const badPhone = await harness.call('generateReferenceCode', { token: fan.token, params: { provider: 'orange' }, body: { package_id: 1, phone_number: '0101234567' } });
    expect(badPhone.statusCode).toBe(422);
  });

  it('answers the dev kiosk only on this machine', async () => {
    const { code } = await referenceCode(harness, fan, (await firstPackage(harness, fan)).id);
    expect((await payAtKiosk(harness, code, '10.1.2.3')).statusCode).toBe(404);
    expect((await payAtKiosk(harness, '123')).statusCode).toBe(404);
  });

  it('expires unpaid codes: the wallet says so, and the kiosk no longer takes them', async () => {
    const buyer = await harness.newUser();
    const { code } = await referenceCode(harness, buyer, (await firstPackage(harness, buyer)).id);
    const { database } = harness.app.services;
    const later = new Date(Date.now() + 25 * 3600_000);
    expect(await expirePayments(database, later)).toBeGreaterThanOrEqual(1);
    expect((await walletLines(harness, buyer))[0]).toMatchObject({ status: 'expired', coins: 100 });
    await database.query("UPDATE sandbox_provider_payments SET expires_at = now() - interval '1 minute' WHERE provider_ref = $1", [code]);
    const late = await payAtKiosk(harness, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This reference code has expired.');
    expect(await coinsOf(harness, buyer)).toBe(0);
  });
});

describe('the webhook', () => {
  it('refuses a wrong signature with 401, records it, and changes nothing', async () => {
    const buyer = await harness.newUser();
    const { code } = await referenceCode(harness, buyer, (await firstPackage(harness, buyer)).id);
    const payment = await merchantRefOf(harness, code);
    const body = callbackBody({ eventId: 'evt_forged', merchantRef: payment.merchant_ref, status: 'paid', amountPiastres: payment.price_piastres, occurredAt: new Date() });
    const forged = await postCallback(harness, 'sandbox-cash', body, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await harness.app.inject({ method: 'POST', url: '/api/webhooks/payments/sandbox-cash', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(await coinsOf(harness, buyer)).toBe(0);
    expect((await callbacks(payment.merchant_ref)).map((row) => [row.outcome, row.signature_valid])).toEqual([
      ['rejected-signature', false],
      ['rejected-signature', false],
    ]);
    expect((await postCallback(harness, 'no-such-gateway', body, secret())).statusCode).toBe(404);
    const malformed = await postCallback(harness, 'sandbox-cash', '{"event_id": 1}', secret());
    expect(malformed.statusCode).toBe(400);
  });

  it('credits a replayed callback once, and answers every replay 200 so the provider stops', async () => {
    const buyer = await harness.newUser();
    const { code } = await referenceCode(harness, buyer, (await firstPackage(harness, buyer)).id);
    const payment = await merchantRefOf(harness, code);
    const body = callbackBody({ eventId: 'evt_replayed', merchantRef: payment.merchant_ref, status: 'paid', amountPiastres: payment.price_piastres, occurredAt: new Date() });
    const answers = [await postCallback(harness, 'sandbox-cash', body, secret()), await postCallback(harness, 'sandbox-cash', body, secret())];
    expect(answers.map((answer) => [answer.statusCode, answer.json().outcome])).toEqual([
      [200, 'confirmed'],
      [200, 'replayed'],
    ]);
    expect(await coinsOf(harness, buyer)).toBe(100);
  });

  it('credits once when the same callback arrives many times at once', { tags: ['postgres'] }, async () => {
    const buyer = await harness.newUser();
    const { code } = await referenceCode(harness, buyer, (await firstPackage(harness, buyer)).id);
    const payment = await merchantRefOf(harness, code);
    const body = callbackBody({ eventId: 'evt_storm', merchantRef: payment.merchant_ref, status: 'paid', amountPiastres: payment.price_piastres, occurredAt: new Date() });
    const answers = await Promise.all(Array.from({ length: 12 }, () => postCallback(harness, 'sandbox-cash', body, secret())));
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['confirmed', ...Array(11).fill('replayed')]);
    expect(await coinsOf(harness, buyer)).toBe(100);
    expect(await verifyLedger(harness.app.services.database)).toEqual([]);
  });

  it('never takes back a confirmed payment when a late "failed" arrives, and honours a payment made in time after our expiry', async () => {
    const buyer = await harness.newUser();
    const pkgId = (await firstPackage(harness, buyer)).id;
    const first = await merchantRefOf(harness, (await referenceCode(harness, buyer, pkgId)).code);
    const send = (ref: typeof first, eventId: string, status: 'paid' | 'failed', occurredAt: Date) =>
      postCallback(harness, 'sandbox-cash', callbackBody({ eventId, merchantRef: ref.merchant_ref, status, amountPiastres: ref.price_piastres, occurredAt }), secret());
    await send(first, 'evt_a1', 'paid', new Date());
    expect((await send(first, 'evt_a2', 'failed', new Date())).json().outcome).toBe('ignored');
    expect((await walletLines(harness, buyer))[0]!.status).toBe('confirmed');

    // Our job expired the second code before the provider's news of a payment made before the expiry arrived.
    const second = await merchantRefOf(harness, (await referenceCode(harness, buyer, pkgId)).code);
    await expirePayments(harness.app.services.database, new Date(second.expires_at.getTime() + 60_000));
    expect((await send(second, 'evt_b1', 'paid', new Date(second.expires_at.getTime() - 60_000))).json().outcome).toBe('confirmed');

    // A third, "paid" after its expiry: the provider should not have taken it; nothing is credited.
    const third = await merchantRefOf(harness, (await referenceCode(harness, buyer, pkgId)).code);
    await expirePayments(harness.app.services.database, new Date(third.expires_at.getTime() + 60_000));
    expect((await send(third, 'evt_c1', 'paid', new Date(third.expires_at.getTime() + 120_000))).json().outcome).toBe('ignored');
    expect(await coinsOf(harness, buyer)).toBe(200);

    // A callback whose amount is not what the package costs credits nothing.
    const fourth = await merchantRefOf(harness, (await referenceCode(harness, buyer, pkgId)).code);
    const cheap = callbackBody({ eventId: 'evt_d1', merchantRef: fourth.merchant_ref, status: 'paid', amountPiastres: 1, occurredAt: new Date() });
    expect((await postCallback(harness, 'sandbox-cash', cheap, secret())).json().outcome).toBe('amount-mismatch');
    expect(await coinsOf(harness, buyer)).toBe(200);
  });
});

describe('referral reward for a first payment', () => {
  it('pays the referrer referral_reward_coins_for_first_payment once, on the invited fan’s first confirmed payment', async () => {
    const referrer = await harness.newUser();
    const invited = await harness.newUser();
    await updateUser(harness, invited.id, { referrerId: referrer.id });
    const pkgId = (await firstPackage(harness, invited)).id;
    for (let payment = 0; payment < 2; payment += 1) await payAtKiosk(harness, (await referenceCode(harness, invited, pkgId)).code);
    expect(await coinsOf(harness, invited)).toBe(200);
    expect(await coinsOf(harness, referrer)).toBe(20);
    const [line] = await walletLines(harness, referrer);
    expect(line).toMatchObject({ coins: 20, description: 'Reward: a friend you invited made their first payment' });
    // The invitation card says so (no invitation reward yet: the friend has not verified a phone).
    expect((await harness.call('getProfile', { token: referrer.token })).json().data.referral_earnings).toEqual({ friends: 0, coins: 20 });
  });
});
