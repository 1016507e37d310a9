import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { createHarness, type Harness, type TestUser } from '../helpers/harness.ts';
import { coinsOf, firstPackage, walletLines } from './payments-helpers.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await createHarness();
}, 180_000);
afterAll(() => harness.close());

const listCards = async (user: TestUser, locale: 'en' | 'ar' = 'en') =>
  (await harness.call('listPaymentCards', { token: user.token, params: { provider: 'card' }, locale })).json() as { data: { token: string; brand: string; last4: string }[]; add_card_url: string };

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** The fan types a card into the gateway's hosted add-card page (in its frame), as a browser would post it. */
async function addCard(user: TestUser, number: string) {
  const { add_card_url: url } = await listCards(user);
  const page = await harness.app.inject({ method: 'GET', url });
  const hidden = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name!, value!.replace(/&#38;/g, '&')]));
  return harness.app.inject({ method: 'POST', url: '/api/sandbox/card/add-card', ...form({ ...hidden, number, expiry: '12/39', cvv: '123', holder: 'Test Fan' }) });
}

async function paymentLink(user: TestUser, token: string, cvv = '123') {
  const pkg = await firstPackage(harness, user);
  return harness.call('generatePaymentLink', {
    token: user.token,
    params: { provider: 'card' },
    body: { card: { cvv, token }, user: { name: 'Test Fan', phone_number: '01012345678', email: 'fan@example.com' }, package_id: pkg.id },
  });
}

describe('saved cards through the hosted add-card page', () => {
  it('gives a signed add-card address with the merchant code, language, customer profile id and return addresses', async () => {
    const fan = await harness.newUser();
    const { data, add_card_url: url } = await listCards(fan, 'ar');
    expect(data).toEqual([]);
    const query = new URL(url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      merchant_code: 'HADAF-SANDBOX',
      language: 'ar',
      customer_profile_id: String(fan.id),
      success_url: '/payment/add-cc/status',
      failure_url: '/payment/add-cc/status',
    });
    const page = await harness.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    // It is shown in a frame of our app, and nowhere else.
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    query.set('customer_profile_id', String(fan.id + 1));
    expect((await harness.app.inject({ method: 'GET', url: `/api/sandbox/card/add-card?${query}` })).statusCode).toBe(400);
  });

  it('saves a card as token, brand and last 4, refuses a declined number, and deletes a card once', async () => {
    const fan = await harness.newUser();
    const saved = await addCard(fan, '4242 4242 4242 4242');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/payment/add-cc/status');
    const refused = await addCard(fan, '4000000000000002');
    expect(refused.headers.location).toBe('/payment/add-cc/status?failed=1');
    await addCard(fan, '5555555555554444');
    const cards = (await listCards(fan)).data;
    expect(cards.map((card) => [card.brand, card.last4])).toEqual([
      ['Visa Card', '4242'],
      ['MasterCard', '4444'],
    ]);
    expect(JSON.stringify(cards)).not.toContain('42424242');
    expect((await listCards(await harness.newUser())).data).toEqual([]);
    const remove = (token: string) => harness.call('deletePaymentCard', { token: fan.token, params: { provider: 'card' }, body: { token } });
    expect((await remove(cards[0]!.token)).statusCode).toBe(204);
    expect((await remove(cards[0]!.token)).statusCode).toBe(404);
    expect((await listCards(fan)).data.map((card) => card.last4)).toEqual(['4444']);
  });
});

describe('paying by card on the hosted payment page', () => {
  it('redirects to the gateway, which confirms by signed callback and returns to /payment/cc/status', async () => {
    const fan = await harness.newUser();
    await addCard(fan, '4242424242424242');
    const [card] = (await listCards(fan)).data;
    const link = await paymentLink(fan, card!.token);
    expect(link.statusCode).toBe(200);
    const url = link.json().data.link as string;
    const page = await harness.app.inject({ method: 'GET', url });
    expect(page.body).toContain('Visa Card •••• 4242');
    expect(page.body).toContain('EGP');
    const paid = await harness.app.inject({ method: 'POST', url, ...form({ action: 'pay' }) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/payment\/cc\/status\?status=paid&merchant_ref=hdf_/);
    expect(await coinsOf(harness, fan)).toBe(100);
    expect((await walletLines(harness, fan))[0]).toMatchObject({ status: 'confirmed', provider: { name: 'Card' }, egp: 50, reference_code: null });
    // The page cannot be paid twice.
    expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(410);
    expect((await harness.app.inject({ method: 'POST', url, ...form({ action: 'pay' }) })).headers.location).toContain('status=paid');
    expect(await coinsOf(harness, fan)).toBe(100);
    expect(await verifyLedger(harness.app.services.database)).toEqual([]);
  });

  it('returns with status=failed when the payment is declined or cancelled, crediting nothing', async () => {
    const fan = await harness.newUser();
    await addCard(fan, '4242424242424242');
    const [card] = (await listCards(fan)).data;
    const declined = (await paymentLink(fan, card!.token, '000')).json().data.link as string;
    expect((await harness.app.inject({ method: 'POST', url: declined, ...form({ action: 'pay' }) })).headers.location).toContain('status=failed');
    const cancelled = (await paymentLink(fan, card!.token)).json().data.link as string;
    expect((await harness.app.inject({ method: 'POST', url: cancelled, ...form({ action: 'decline' }) })).headers.location).toContain('status=failed');
    expect(await coinsOf(harness, fan)).toBe(0);
    expect((await walletLines(harness, fan)).map((line) => line.status)).toEqual(['failed', 'failed']);
  });

  it('refuses a card that is not the fan’s own with cc-payment-link-failed', async () => {
    const owner = await harness.newUser();
    await addCard(owner, '4242424242424242');
    const [card] = (await listCards(owner)).data;
    const thief = await harness.newUser();
    const refused = await paymentLink(thief, card!.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Payment failed. Please try another card, or try again later.');
  });
});
