import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { createHarness, type Harness, type TestUser } from '../helpers/harness.ts';

let harness: Harness;
let admin: TestUser;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.newAdmin();
}, 180_000);
afterAll(() => harness.close());

let codes = 0;
async function newVoucher(overrides: { coins?: number; max_redemptions?: number; expires_at?: string | null } = {}) {
  const code = `PROMO-${++codes}-${Date.now()}`;
  const response = await harness.call('createVoucher', { token: admin.token, body: { code, coins: 50, max_redemptions: 100, ...overrides } });
  expect(response.statusCode).toBe(201);
  return code;
}

const redeem = (user: TestUser, code: string, locale: 'en' | 'ar' = 'en') => harness.call('redeemVoucher', { token: user.token, body: { code }, locale });
const coinsOf = async (user: TestUser) => (await harness.call('getProfile', { token: user.token })).json().data.coins as number;

describe('promo codes', () => {
  it('only admins create them, and a code exists once whatever its case', async () => {
    const fan = await harness.newUser();
    const refused = await harness.call('createVoucher', { token: fan.token, body: { code: 'FANMADE', coins: 10, max_redemptions: 1 } });
    expect(refused.statusCode).toBe(403);
    const code = await newVoucher();
    const again = await harness.call('createVoucher', { token: admin.token, body: { code: code.toLowerCase(), coins: 10, max_redemptions: 1 } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toBeDefined();
  });

  it('credits the coins once, shows the movement in the wallet, and says 1002 the second time', async () => {
    const fan = await harness.newUser();
    const code = await newVoucher({ coins: 75 });
    const first = await redeem(fan, code.toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ coins: 75, balance: 75 });
    expect(await coinsOf(fan)).toBe(75);

    const second = await redeem(fan, code, 'ar');
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({ message: 'تم استخدام هذا الرمز من قبل.', code: 1002 });
    expect(await coinsOf(fan)).toBe(75);

    const wallet = (await harness.call('listTransactions', { token: fan.token, locale: 'ar' })).json();
    expect(wallet.data).toHaveLength(1);
    expect(wallet.data[0]).toMatchObject({ coins: 75, status: 'confirmed', description: `الرمز الترويجي ${code}`, provider: { name: 'هدف' } });
    expect(wallet.meta).toEqual({ current_page: 1, last_page: 1 });
  });

  it('refuses unknown, expired and used-up codes as invalid-voucher, in the caller’s language', async () => {
    const fan = await harness.newUser();
    const unknown = await redeem(fan, 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: 'Please make sure to enter a valid code.', errors: { code: ['invalid-voucher'] } });

    const expired = await newVoucher({ expires_at: new Date(Date.now() - 60_000).toISOString() });
    expect((await redeem(fan, expired, 'ar')).json()).toMatchObject({ message: 'يُرجى التأكد من إدخال رمز صحيح.', errors: { code: ['invalid-voucher'] } });

    const single = await newVoucher({ max_redemptions: 1 });
    expect((await redeem(await harness.newUser(), single)).statusCode).toBe(200);
    expect((await redeem(fan, single)).json().errors.code).toEqual(['invalid-voucher']);
    expect(await coinsOf(fan)).toBe(0);
  });

  it('never passes max_redemptions, nor credits one fan twice, when redemptions arrive together', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const code = await newVoucher({ coins: 10, max_redemptions: 5 });
    const fans = await Promise.all(Array.from({ length: 12 }, () => harness.newUser()));
    const answers = await Promise.all(fans.map((fan) => redeem(fan, code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(7);

    const twice = await newVoucher({ coins: 10 });
    const fan = await harness.newUser();
    const same = await Promise.all(Array.from({ length: 10 }, () => redeem(fan, twice)));
    expect(same.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(same.filter((answer) => answer.json().code === 1002)).toHaveLength(9);
    expect(await coinsOf(fan)).toBe(10);
    expect(await verifyLedger(harness.app.services.database)).toEqual([]);
  });
});
