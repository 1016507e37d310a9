import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { apiAt, demoAccounts, signIn, startJourney, walletOf } from './harness.ts';

/**
 * Issue 16 end to end: a fan buys a package by mobile cash (the sandbox provider is paid, as at a kiosk, and calls
 * back signed), sees the balance rise and the wallet line confirmed; adds a card in the gateway's frame, pays
 * another package on its hosted page, deletes the card; redeems a promo code; buys a product and finds the order.
 */
let journey: Awaited<ReturnType<typeof startJourney>>;
let fan: Page;
const buyer = demoAccounts.creator;

const api: ReturnType<typeof apiAt>['api'] = (...args) => apiAt(journey.baseUrl).api(...args);
const coins = () => walletOf(journey.database, buyer.email);

async function choosePackage(name: string) {
  await fan.goto(`${journey.baseUrl}/pricing`);
  await fan.getByRole('button', { name: `Buy ${name}` }).click();
  await fan.waitForURL('**/payment');
}

beforeAll(async () => {
  journey = await startJourney({ football: true });
  fan = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await signIn(fan, journey.baseUrl, buyer);
}, 120_000);
afterAll(() => journey?.stop());

describe('coins in, goods out, against the real server', () => {
  it('buys a package by mobile cash: the code is paid at the sandbox kiosk and the page sees the coins arrive', async () => {
    const before = await coins();
    await choosePackage('Starter');
    await fan.getByRole('radio', { name: 'Orange Cash' }).check({ force: true });
    await fan.getByRole('textbox', { name: /Wallet phone number/ }).fill('01012345678');
    await fan.getByRole('button', { name: 'Pay Now' }).click();
    await fan.getByText('Waiting for your payment…').waitFor();
    const [pending] = (await journey.database.query<{ provider_ref: string }>("SELECT provider_ref FROM payments WHERE status = 'pending' AND method = 'orange'"));
    const kiosk = await api(`/dev/payments/sandbox-cash/${pending!.provider_ref}/pay`);
    expect(kiosk.body).toEqual({ status: 'paid', webhook_status: 200 });
    await fan.getByText('Payment received: 100 coins added').waitFor({ timeout: 15_000 });
    expect(await coins()).toBe(before + 100);
    await fan.goto(`${journey.baseUrl}/profile/wallet`);
    const line = fan.getByRole('listitem').filter({ hasText: pending!.provider_ref.slice(0, 4) }).first();
    await line.getByText('Confirmed').waitFor();
    await line.getByText('Orange Cash').waitFor();
  });

  it('adds a card in the gateway’s frame, pays on its hosted page, comes back to the result, and deletes the card', async () => {
    const before = await coins();
    await choosePackage('Fan');
    await fan.getByRole('tab', { name: 'Card' }).click();
    await fan.getByRole('button', { name: 'Add a card' }).click();
    const frame = fan.frameLocator('iframe[title="Secure card form"]');
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
    await frame.getByLabel('CVV').fill('123');
    await frame.getByLabel('Name on card').fill('Nour Creator');
    await frame.getByRole('button', { name: 'Save card' }).click();
    await fan.getByText('Your card was added.').waitFor();
    await fan.getByText(/4242/).first().waitFor();
    await fan.getByRole('textbox', { name: 'CVV' }).fill('123');
    await fan.getByRole('button', { name: 'Pay', exact: true }).click();
    await fan.waitForURL('**/api/sandbox/card/pay/**');
    await fan.getByText('Visa Card •••• 4242').waitFor();
    await fan.getByRole('button', { name: 'Pay', exact: true }).click();
    await fan.waitForURL('**/payment/cc/status?status=paid**');
    await fan.getByText('Your payment succeeded. The coins are in your wallet.').waitFor();
    await fan.getByRole('link', { name: 'Explore our competitions' }).waitFor();
    expect(await coins()).toBe(before + 250);

    await fan.goto(`${journey.baseUrl}/profile/wallet`);
    await fan.getByRole('button', { name: /Delete Visa card ending in 4242/ }).click();
    await fan.getByText('No saved cards yet').waitFor();
  });

  it('redeems a promo code on /voucher and moves on after a second', async () => {
    const admin = await apiAt(journey.baseUrl).tokenOf(demoAccounts.admin);
    expect((await api('/admin/vouchers', { token: admin, body: { code: 'E2E-WELCOME', coins: 40, max_redemptions: 5 } })).status).toBe(201);
    const before = await coins();
    await fan.goto(`${journey.baseUrl}/voucher`);
    await fan.getByRole('textbox', { name: 'Promo code' }).fill('e2e-welcome');
    await fan.getByRole('button', { name: 'Redeem' }).click();
    await fan.getByText(/40 coins added/).waitFor();
    await fan.waitForURL((url) => url.pathname !== '/voucher');
    expect(await coins()).toBe(before + 40);
  });

  it('buys a product in the store and finds the order in the orders tab', async () => {
    const before = await coins();
    await fan.goto(`${journey.baseUrl}/store`);
    const [cheapest] = await journey.database.query<{ name_en: string; price: number }>(
      'SELECT name_en, coalesce(discounted_price, price) AS price FROM products ORDER BY coalesce(discounted_price, price) LIMIT 1',
    );
    await fan.getByRole('button', { name: `Buy ${cheapest!.name_en}` }).click();
    const modal = fan.getByRole('dialog', { name: 'Buy product' });
    await expect(modal.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Nour Creator');
    await modal.getByRole('textbox', { name: /Street address/ }).fill('5 Nile Corniche, Giza');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await fan.getByText('Your order has been placed.').waitFor();
    expect(await coins()).toBe(before - Number(cheapest!.price));
    await fan.goto(`${journey.baseUrl}/profile/orders`);
    await fan.getByText(cheapest!.name_en).first().waitFor();
    await fan.getByText('5 Nile Corniche, Giza').waitFor();
  });

  it('lets an admin cancel the order in the admin area, which refunds its coins once', async () => {
    const before = await coins();
    const [order] = await journey.database.query<{ id: number; price: number }>(
      "SELECT o.id, o.price FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1 AND o.status = 'pending' ORDER BY o.id DESC LIMIT 1",
      [buyer.email],
    );
    const admin = await journey.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(admin, journey.baseUrl, demoAccounts.admin);
    await admin.goto(`${journey.baseUrl}/manage/competitions`);
    const card = admin.getByRole('listitem').filter({ hasText: '5 Nile Corniche, Giza' });
    await card.getByRole('button', { name: 'Cancel and refund' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Cancel and refund' }).click();
    await card.getByText('Coins refunded').waitFor();
    expect(await coins()).toBe(before + Number(order!.price));
    expect(journey.cspViolations).toEqual([]);
  });
});
