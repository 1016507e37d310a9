import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCoins } from '../../src/ledger/index.ts';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { createHarness, type Harness, type TestUser } from '../helpers/harness.ts';
import { coinsOf, walletLines } from '../payments/payments-helpers.ts';

let harness: Harness;
let admin: TestUser;
let scarf: number;
let mug: number;

async function addProduct(nameEn: string, nameAr: string, price: number, discounted: number | null) {
  const [row] = await harness.app.services.database.query<{ id: number }>(
    `INSERT INTO products (name_en, name_ar, price, discounted_price, specs_en, specs_ar) VALUES ($1, $2, $3, $4, '["Wool", "150 cm"]', '["صوف", "١٥٠ سم"]') RETURNING id`,
    [nameEn, nameAr, price, discounted],
  );
  return Number(row!.id);
}

async function fanWith(coins: number) {
  const fan = await harness.newUser();
  if (coins > 0) {
    await harness.app.services.database.transaction((tx) =>
      moveCoins(tx, { idempotencyKey: `test-coins:${fan.id}`, kind: 'correction', from: { kind: 'house' }, to: { kind: 'wallet', userId: fan.id }, coins }),
    );
  }
  return fan;
}

const shipping = { name: 'Ahmed Samir', phone_number: '01012345678', street_address: '12 Tahrir St, Cairo' };
const order = (fan: TestUser, productId: number, key?: string) =>
  harness.call('placeOrder', { token: fan.token, body: { product_id: productId, shipping_info: shipping }, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const setStatus = (id: number, status: string, token = admin.token) => harness.call('adminUpdateOrder', { token, params: { id }, body: { status } });

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.newAdmin();
  scarf = await addProduct('Team scarf', 'وشاح الفريق', 300, 250);
  mug = await addProduct('Fan mug', 'كوب المشجع', 30, null);
}, 180_000);
afterAll(() => harness.close());

describe('the store', () => {
  it('lists products in the reader’s language with the price to pay', async () => {
    const fan = await harness.newUser();
    const products = (await harness.call('listProducts', { token: fan.token, locale: 'ar' })).json().data;
    expect(products[0]).toMatchObject({ name: 'وشاح الفريق', price: 300, discounted_price: 250, current_price: 250, specs: ['صوف', '١٥٠ سم'] });
  });

  it('takes the current price from the wallet, lists the order, and refuses a fan who cannot pay', async () => {
    const fan = await fanWith(260);
    const placed = await order(fan, scarf);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ coins: 10, data: { price: 250, status: 'pending', product: { name: 'Team scarf' }, street_address: shipping.street_address } });
    expect((await walletLines(harness, fan))[0]).toMatchObject({ coins: -250, description: `Store order #${placed.json().data.id}: Team scarf` });
    const short = await order(fan, scarf);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.coins).toEqual(['You do not have enough coins for this product.']);
    const mine = (await harness.call('listMyOrders', { token: fan.token })).json();
    expect(mine.data.map((item: { id: number }) => item.id)).toEqual([placed.json().data.id]);
    expect((await order(fan, 999_999)).statusCode).toBe(404);
  });

  it('places a retried or double-sent purchase once when it carries the same Idempotency-Key', async () => {
    const fan = await fanWith(100);
    const [first, second] = [await order(fan, mug, 'buy-mug-0001'), await order(fan, mug, 'buy-mug-0001')];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.id).toBe(first.json().data.id);
    const twins = await Promise.all([order(fan, mug, 'buy-mug-0002'), order(fan, mug, 'buy-mug-0002'), order(fan, mug, 'buy-mug-0002')]);
    expect(new Set(twins.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await coinsOf(harness, fan)).toBe(40);
  });

  it('never lets orders sent together spend more than the balance', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const fan = await fanWith(100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(fan, mug)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, ...Array(7).fill(422)]);
    expect(await coinsOf(harness, fan)).toBe(10);
    expect((await harness.call('listMyOrders', { token: fan.token })).json().data).toHaveLength(3);
    expect(await verifyLedger(harness.app.services.database)).toEqual([]);
  });
});

describe('orders, for admins', () => {
  it('move forward through delivery; a cancelled order refunds its coins once and is final', async () => {
    const fan = await fanWith(60);
    const id = (await order(fan, mug)).json().data.id as number;
    expect((await setStatus(id, 'confirmed', fan.token)).statusCode).toBe(403);
    expect((await setStatus(id, 'confirmed')).json().data).toMatchObject({ status: 'confirmed', user: { id: fan.id }, shipping_info: shipping });
    const cancelled = await setStatus(id, 'cancelled');
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await setStatus(id, 'cancelled')).statusCode).toBe(200);
    expect(await coinsOf(harness, fan)).toBe(60);
    expect((await walletLines(harness, fan))[0]).toMatchObject({ coins: 30, description: `Refund of cancelled order #${id}` });
    const reopened = await setStatus(id, 'pending');
    expect(reopened.statusCode).toBe(422);

    const delivered = (await order(fan, mug)).json().data.id as number;
    expect((await setStatus(delivered, 'delivered')).json().data.status).toBe('delivered');
    expect((await setStatus(delivered, 'cancelled')).statusCode).toBe(422);
    expect((await setStatus(999_999, 'confirmed')).statusCode).toBe(404);
    const mine = (await harness.call('listMyOrders', { token: fan.token })).json().data.map((item: { status: string }) => item.status);
    expect(mine).toEqual(['delivered', 'cancelled']);
    const listed = (await harness.call('adminListOrders', { token: admin.token, query: { status: 'cancelled' } })).json().data;
    expect(listed.map((item: { id: number }) => item.id)).toContain(id);
    expect(listed.every((item: { status: string }) => item.status === 'cancelled')).toBe(true);
    expect(await verifyLedger(harness.app.services.database)).toEqual([]);
  });
});
