import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createHarness, type Harness, type TestUser } from '../helpers/harness.ts';
import { realProviderEnv } from '../helpers/real-providers.ts';
import { coinsOf, firstPackage, walletLines } from './payments-helpers.ts';
import {
  FAWRY_KEY,
  FAWRY_MERCHANT,
  fawryNotification,
  PAYMOB_ADD_CARD_INTEGRATION,
  PAYMOB_API_KEY,
  PAYMOB_CARD_INTEGRATION,
  PAYMOB_HMAC,
  PAYMOB_IFRAME,
  paymobResponseQuery,
  paymobToken,
  paymobTransaction,
  startFawry,
  startPaymob,
  transactionHmac,
  type FawryStandIn,
  type PaymobOrder,
  type PaymobStandIn,
} from './provider-stand-ins.ts';

let fawry: FawryStandIn;
let paymob: PaymobStandIn;
let harness: Harness;

beforeAll(async () => {
  [fawry, paymob] = await Promise.all([startFawry(), startPaymob()]);
  const base = loadConfig({ NODE_ENV: 'test' });
  harness = await createHarness({
    adapters: { ...base.adapters, paymentsCash: 'fawry', paymentsCard: 'paymob' },
    providers: {
      fawry: { merchantCode: FAWRY_MERCHANT, secureKey: FAWRY_KEY, apiUrl: fawry.url },
      paymob: {
        apiKey: PAYMOB_API_KEY,
        hmacSecret: PAYMOB_HMAC,
        cardIntegrationId: PAYMOB_CARD_INTEGRATION,
        addCardIntegrationId: PAYMOB_ADD_CARD_INTEGRATION,
        addCardAmountCents: 100,
        iframeId: PAYMOB_IFRAME,
        apiUrl: paymob.url,
      },
    },
  });
}, 180_000);
afterAll(async () => {
  await harness?.close();
  await Promise.all([fawry?.close(), paymob?.close()]);
});

const webhook = (gateway: string, body: string, query = '') =>
  harness.app.inject({ method: 'POST', url: `/api/webhooks/payments/${gateway}${query}`, headers: { 'content-type': 'application/json' }, payload: body });

const callbacksOf = async (merchantRef: string) =>
  harness.app.services.database.query<{ outcome: string; signature_valid: boolean }>(
    'SELECT c.outcome, c.signature_valid FROM payment_callbacks c JOIN payments p ON p.id = c.payment_id WHERE p.merchant_ref = $1 ORDER BY c.id',
    [merchantRef],
  );

describe('Fawry: PayAtFawry reference numbers', () => {
  async function referenceCode(fan: TestUser) {
    const pkg = await firstPackage(harness, fan);
    return harness.call('generateReferenceCode', { token: fan.token, params: { provider: 'vodafone' }, body: { package_id: pkg.id, phone_number: '01012345678' } });
  }

  it('asks Fawry for a reference number with the signed charge request, and shows Fawry’s number and expiry', async () => {
    const fan = await harness.newUser();
    const issued = await referenceCode(fan);
    expect(issued.statusCode).toBe(200);
    const order = fawry.orders.at(-1)!;
    expect(issued.json()).toEqual({ code: order.referenceNumber, expires_at: new Date(order.paymentExpiry).toISOString() });
    const sent = JSON.parse(fawry.requests.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ merchantCode: FAWRY_MERCHANT, customerProfileId: String(fan.id), customerMobile: '01012345678', paymentMethod: 'PAYATFAWRY', amount: 50, currencyCode: 'EGP' });
    expect(sent.merchantRefNum).toMatch(/^hdf_[0-9a-f]{20}$/);
    // A day to pay, as Fawry's paymentExpiry (milliseconds since the epoch).
    expect(order.paymentExpiry - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await walletLines(harness, fan))[0]).toMatchObject({ status: 'pending', reference_code: { code: order.referenceNumber, paid_at: null } });
  });

  it('credits the package once when Fawry’s signed notification says PAID, however often it is sent', async () => {
    const fan = await harness.newUser();
    await referenceCode(fan);
    const order = fawry.orders.at(-1)!;
    const paid = fawryNotification(order, 'PAID');
    const answers = [await webhook('fawry', paid), await webhook('fawry', paid)];
    expect(answers.map((answer) => [answer.statusCode, answer.json().outcome])).toEqual([
      [200, 'confirmed'],
      [200, 'replayed'],
    ]);
    expect(await coinsOf(harness, fan)).toBe(100);
    expect((await walletLines(harness, fan))[0]).toMatchObject({ status: 'confirmed', egp: 50, reference_code: { code: order.referenceNumber } });
    expect(await verifyLedger(harness.app.services.database)).toEqual([]);
  });

  it('credits once when Fawry retries the notification many times at once', { tags: ['postgres'] }, async () => {
    const fan = await harness.newUser();
    await referenceCode(fan);
    const paid = fawryNotification(fawry.orders.at(-1)!, 'PAID');
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook('fawry', paid)));
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['confirmed', ...Array(9).fill('replayed')]);
    expect(await coinsOf(harness, fan)).toBe(100);
  });

  it('refuses a forged or missing messageSignature with 401, records it, and credits nothing', async () => {
    const fan = await harness.newUser();
    await referenceCode(fan);
    const order = fawry.orders.at(-1)!;
    const forged = await webhook('fawry', fawryNotification(order, 'PAID', {}, 'not-the-key'));
    const unsigned = await webhook('fawry', fawryNotification(order, 'PAID', { messageSignature: '' }));
    // Signed for one amount, then changed: the signature no longer matches.
    const tampered = JSON.stringify({ ...JSON.parse(fawryNotification(order, 'PAID')), orderAmount: 5 });
    expect([forged.statusCode, unsigned.statusCode, (await webhook('fawry', tampered)).statusCode, (await webhook('fawry', 'not json')).statusCode]).toEqual([401, 401, 401, 401]);
    expect(await coinsOf(harness, fan)).toBe(0);
    const rejected = await harness.app.services.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_callbacks WHERE gateway = 'fawry' AND outcome = 'rejected-signature' AND NOT signature_valid AND body LIKE '%' || $1 || '%'",
      [order.merchantRefNum],
    );
    expect(rejected[0]!.n).toBe(3);
  });

  it('credits nothing for a signed notification whose amount is not the package’s price', async () => {
    const fan = await harness.newUser();
    await referenceCode(fan);
    const order = fawry.orders.at(-1)!;
    const cheap = await webhook('fawry', fawryNotification({ ...order, amount: 1 }, 'PAID'));
    expect([cheap.statusCode, cheap.json().outcome]).toEqual([200, 'amount-mismatch']);
    expect(await coinsOf(harness, fan)).toBe(0);
  });

  it('shows an EXPIRED code as expired, and never takes back a paid one', async () => {
    const fan = await harness.newUser();
    await referenceCode(fan);
    const expired = fawry.orders.at(-1)!;
    expect((await webhook('fawry', fawryNotification(expired, 'EXPIRED'))).json().outcome).toBe('expired');
    expect((await walletLines(harness, fan))[0]!.status).toBe('expired');
    await referenceCode(fan);
    const paid = fawry.orders.at(-1)!;
    await webhook('fawry', fawryNotification(paid, 'PAID'));
    expect((await webhook('fawry', fawryNotification(paid, 'REFUNDED'))).json().outcome).toBe('refund-noted');
    expect((await webhook('fawry', fawryNotification(paid, 'EXPIRED'))).json().outcome).toBe('ignored');
    expect(await coinsOf(harness, fan)).toBe(100);
    expect((await callbacksOf(paid.merchantRefNum)).map((row) => row.outcome)).toEqual(['confirmed', 'ignored']);
  });

  it('answers the fan 503 in their language when Fawry is down or refuses us, and the attempt moves nothing', async () => {
    const fan = await harness.newUser();
    fawry.control.down = true;
    try {
      const down = await harness.call('generateReferenceCode', {
        token: fan.token,
        params: { provider: 'orange' },
        body: { package_id: (await firstPackage(harness, fan)).id, phone_number: '01012345678' },
        locale: 'ar',
      });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBeDefined();
      expect(down.json().message).toMatch(/[\u0600-\u06FF]/);
    } finally {
      fawry.control.down = false;
    }
    expect((await walletLines(harness, fan)).map((line) => line.status)).toEqual(['failed']);
  });
});

describe('Paymob: cards', () => {
  const listCards = async (fan: TestUser) =>
    (await harness.call('listPaymentCards', { token: fan.token, params: { provider: 'card' } })).json() as { data: { token: string; brand: string; last4: string }[]; add_card_url: string };

  /** The fan opens the add-card frame: our page registers a verification order and sends the frame to Paymob's iframe. */
  async function openAddCard(fan: TestUser): Promise<PaymobOrder> {
    const page = await harness.app.inject({ method: 'GET', url: (await listCards(fan)).add_card_url });
    expect(page.statusCode).toBe(303);
    const order = paymob.orders.at(-1)!;
    expect(page.headers.location).toBe(`${paymob.url}/api/acceptance/iframes/${PAYMOB_IFRAME}?payment_token=pk_${order.id}`);
    return order;
  }

  /** Paymob saves the card typed in its iframe and tells us with a signed TOKEN callback. */
  let cards = 0;
  async function saveCard(fan: TestUser, card = { token: `e98aceb96f5a370ddf46460db9d555f88bf12448f80e1839b39f${(cards += 1)}`, pan: '2346', subtype: 'MasterCard' }) {
    const order = await openAddCard(fan);
    const { body, hmac } = paymobToken(order, card);
    const saved = await webhook('paymob', body, `?hmac=${hmac}`);
    expect(saved.json()).toEqual({ received: true, outcome: 'card-saved' });
    return (await listCards(fan)).data.at(-1)!;
  }

  async function paymentLink(fan: TestUser, token: string) {
    const pkg = await firstPackage(harness, fan);
    return harness.call('generatePaymentLink', {
      token: fan.token,
      params: { provider: 'card' },
      body: { card: { cvv: '123', token }, user: { name: 'Mona Sami Ali', phone_number: '01012345678', email: 'mona@example.com' }, package_id: pkg.id },
    });
  }

  it('adds a card through Paymob’s iframe: a signed add-card page, a verification order, the TOKEN callback kept for the fan', async () => {
    const fan = await harness.newUser();
    const order = await openAddCard(fan);
    expect(order).toMatchObject({ amountCents: 100, paymentKey: { integrationId: PAYMOB_ADD_CARD_INTEGRATION, lock: true } });
    expect(order.paymentKey!.billing).toMatchObject({ email: fan.email, country: 'EG', street: 'NA' });
    // The page's parameters are signed: another fan's id is refused.
    const url = new URL((await listCards(fan)).add_card_url, 'http://x');
    url.searchParams.set('customer_profile_id', String(fan.id + 1));
    expect((await harness.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(400);

    const card = await saveCard(fan);
    expect(card).toMatchObject({ brand: 'MasterCard', last4: '2346' });
    // The fan's client sees our handle, never Paymob's token.
    expect(card.token).toMatch(/^card_/);
    expect(JSON.stringify(await listCards(fan))).not.toContain('e98aceb9');
    expect((await listCards(await harness.newUser())).data).toEqual([]);

    // Paymob returns the frame with the verification's outcome (response callback), and the frame lands on our status page.
    const back = await harness.app.inject({ method: 'GET', url: `/api/webhooks/payments/paymob?${paymobResponseQuery(paymobTransaction(order))}` });
    expect([back.statusCode, back.headers.location]).toEqual([303, '/payment/add-cc/status']);
    const declined = paymobTransaction(order, { id: 1, success: false });
    expect((await harness.app.inject({ method: 'GET', url: `/api/webhooks/payments/paymob?${paymobResponseQuery(declined)}` })).headers.location).toBe('/payment/add-cc/status?failed=1');
  });

  it('refuses a TOKEN callback with a forged HMAC: no card is kept', async () => {
    const fan = await harness.newUser();
    const order = await openAddCard(fan);
    const { body } = paymobToken(order, { token: 'forged-token', pan: '4242', subtype: 'Visa' });
    expect((await webhook('paymob', body, `?hmac=${'0'.repeat(128)}`)).statusCode).toBe(401);
    expect((await webhook('paymob', body)).statusCode).toBe(401);
    expect((await listCards(fan)).data).toEqual([]);
  });

  it('sends the fan to Paymob’s iframe for a registered order, credits once from the processed callback, and returns the browser to /payment/cc/status', async () => {
    const fan = await harness.newUser();
    const card = await saveCard(fan);
    const link = await paymentLink(fan, card.token);
    expect(link.statusCode).toBe(200);
    const order = paymob.orders.at(-1)!;
    expect(link.json().data.link).toBe(`${paymob.url}/api/acceptance/iframes/${PAYMOB_IFRAME}?payment_token=pk_${order.id}`);
    expect(order.merchantOrderId).toMatch(/^hdf_/);
    expect(order).toMatchObject({ amountCents: 5000, paymentKey: { integrationId: PAYMOB_CARD_INTEGRATION, lock: true } });
    expect(order.paymentKey!.billing).toMatchObject({ first_name: 'Mona', last_name: 'Sami Ali', email: 'mona@example.com', phone_number: '01012345678' });
    expect(order.paymentKey!.expiration).toBeGreaterThan(29 * 60);
    expect(JSON.stringify(paymob.requests.slice(-2).map((request) => request.body))).not.toContain('"123"');

    const transaction = paymobTransaction(order);
    const processed = JSON.stringify({ type: 'TRANSACTION', obj: transaction });
    const answers = [await webhook('paymob', processed, `?hmac=${transactionHmac(transaction)}`), await webhook('paymob', processed, `?hmac=${transactionHmac(transaction)}`)];
    expect(answers.map((answer) => answer.json().outcome)).toEqual(['confirmed', 'replayed']);
    const back = await harness.app.inject({ method: 'GET', url: `/api/webhooks/payments/paymob?${paymobResponseQuery(transaction)}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/cc/status?status=paid&merchant_ref=${order.merchantOrderId}`);
    expect(await coinsOf(harness, fan)).toBe(100);
    expect((await callbacksOf(order.merchantOrderId)).map((row) => row.outcome)).toEqual(['confirmed', 'replayed', 'replayed']);
    expect((await walletLines(harness, fan))[0]).toMatchObject({ status: 'confirmed', provider: { name: 'Card' }, egp: 50 });
  });

  it('credits from the response callback alone when it comes first, and verifies its HMAC', async () => {
    const fan = await harness.newUser();
    await paymentLink(fan, (await saveCard(fan)).token);
    const transaction = paymobTransaction(paymob.orders.at(-1)!);
    const forged = await harness.app.inject({ method: 'GET', url: `/api/webhooks/payments/paymob?${paymobResponseQuery(transaction, 'f'.repeat(128))}` });
    expect(forged.statusCode).toBe(401);
    // Changing a signed field (the amount) breaks the HMAC too.
    const changed = paymobResponseQuery({ ...transaction, amount_cents: 1 }, transactionHmac(transaction));
    expect((await harness.app.inject({ method: 'GET', url: `/api/webhooks/payments/paymob?${changed}` })).statusCode).toBe(401);
    expect(await coinsOf(harness, fan)).toBe(0);
    const back = await harness.app.inject({ method: 'GET', url: `/api/webhooks/payments/paymob?${paymobResponseQuery(transaction)}` });
    expect(back.headers.location).toContain('status=paid');
    expect(await coinsOf(harness, fan)).toBe(100);
  });

  it('credits nothing for a declined card, a wrong amount or a refund notice, and says failed to the browser', async () => {
    const fan = await harness.newUser();
    const card = await saveCard(fan);
    await paymentLink(fan, card.token);
    const order = paymob.orders.at(-1)!;
    const declined = paymobTransaction(order, { success: false, data: { message: 'Do not honour' } });
    expect((await webhook('paymob', JSON.stringify({ type: 'TRANSACTION', obj: declined }), `?hmac=${transactionHmac(declined)}`)).json().outcome).toBe('failed');
    const back = await harness.app.inject({ method: 'GET', url: `/api/webhooks/payments/paymob?${paymobResponseQuery(declined)}` });
    expect(back.headers.location).toBe(`/payment/cc/status?status=failed&merchant_ref=${order.merchantOrderId}`);

    await paymentLink(fan, card.token);
    const second = paymob.orders.at(-1)!;
    const cheap = paymobTransaction(second, { amount_cents: 100 });
    expect((await webhook('paymob', JSON.stringify({ type: 'TRANSACTION', obj: cheap }), `?hmac=${transactionHmac(cheap)}`)).json().outcome).toBe('amount-mismatch');
    const refund = paymobTransaction(second, { id: 7, has_parent_transaction: true, is_refunded: true });
    expect((await webhook('paymob', JSON.stringify({ type: 'TRANSACTION', obj: refund }), `?hmac=${transactionHmac(refund)}`)).json().outcome).toBe('ignored');
    expect(await coinsOf(harness, fan)).toBe(0);
  });

  it('renews an auth token Paymob no longer takes, and answers cc-payment-link-failed (422) when Paymob is down', async () => {
    const fan = await harness.newUser();
    const card = await saveCard(fan);
    paymob.expire();
    expect((await paymentLink(fan, card.token)).statusCode).toBe(200);
    paymob.control.down = true;
    try {
      const refused = await paymentLink(fan, card.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ card: ['cc-payment-link-failed'] });
    } finally {
      paymob.control.down = false;
    }
    // The add-card frame, when Paymob cannot be reached, lands on the add-card failure page.
    paymob.control.down = true;
    try {
      const page = await harness.app.inject({ method: 'GET', url: (await listCards(fan)).add_card_url });
      expect([page.statusCode, page.headers.location]).toEqual([303, '/payment/add-cc/status?failed=1']);
    } finally {
      paymob.control.down = false;
    }
  });

  it('deletes a saved card once, and a deleted card cannot pay', async () => {
    const fan = await harness.newUser();
    const card = await saveCard(fan);
    const remove = () => harness.call('deletePaymentCard', { token: fan.token, params: { provider: 'card' }, body: { token: card.token } });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect((await paymentLink(fan, card.token)).statusCode).toBe(422);
  });

  it('lets the web page frame Paymob’s iframe (frame-src), and no sandbox page is served', async () => {
    const health = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toContain(`frame-src 'self' ${paymob.url}`);
    expect((await harness.app.inject({ method: 'GET', url: '/api/sandbox/card/add-card' })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'POST', url: '/api/dev/payments/sandbox-cash/123/pay', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

describe('choosing Fawry and Paymob by configuration', () => {
  const fawryEnv = { ...realProviderEnv.paymentsCash, HADAF_FAWRY_MERCHANT_CODE: FAWRY_MERCHANT };
  const paymobEnv = realProviderEnv.paymentsCard;

  it('reads their variables with the providers’ production addresses, and refuses to start with one missing', () => {
    expect(loadConfig(fawryEnv).providers.fawry).toEqual({ merchantCode: FAWRY_MERCHANT, secureKey: 'k', apiUrl: 'https://www.atfawry.com' });
    expect(loadConfig(paymobEnv).providers.paymob).toEqual({
      apiKey: 'a',
      hmacSecret: 'h',
      cardIntegrationId: 11,
      addCardIntegrationId: 12,
      addCardAmountCents: 100,
      iframeId: 13,
      apiUrl: 'https://accept.paymob.com',
    });
    expect(() => loadConfig({ ...fawryEnv, HADAF_FAWRY_SECURE_KEY: '' })).toThrow(/HADAF_FAWRY_SECURE_KEY must be set when HADAF_PAYMENTS_CASH=fawry/);
    expect(() => loadConfig({ ...paymobEnv, HADAF_PAYMOB_HMAC_SECRET: undefined })).toThrow(/HADAF_PAYMOB_HMAC_SECRET must be set/);
    expect(() => loadConfig({ ...paymobEnv, HADAF_PAYMOB_IFRAME_ID: 'iframe' })).toThrow(/HADAF_PAYMOB_IFRAME_ID must be a positive whole number/);
    // A stand-in on this machine over http is for development only.
    expect(loadConfig({ ...fawryEnv, HADAF_FAWRY_API_URL: 'http://127.0.0.1:9999/' }).providers.fawry!.apiUrl).toBe('http://127.0.0.1:9999');
    expect(() => loadConfig({ ...fawryEnv, HADAF_FAWRY_API_URL: 'http://atfawry.example' })).toThrow(/must be an https:\/\/ address/);
  });
});
