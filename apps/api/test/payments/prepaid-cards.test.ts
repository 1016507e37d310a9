import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { createHarness, type Harness, type TestUser } from '../helpers/harness.ts';
import { coinsOf } from './payments-helpers.ts';

let harness: Harness;
let admin: TestUser;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.newAdmin();
}, 180_000);
afterAll(() => harness.close());

async function batch(count: number, coins: number) {
  const response = await harness.call('createPrepaidCards', { token: admin.token, body: { count, coins } });
  expect(response.statusCode).toBe(201);
  return response.json().data.codes as string[];
}
const charge = (user: TestUser, code: string, locale: 'en' | 'ar' = 'en') => harness.call('chargePrepaidCard', { token: user.token, body: { code }, locale });

describe('prepaid cards', () => {
  it('are issued by admins only, in batches of distinct printed codes', async () => {
    const fan = await harness.newUser();
    expect((await harness.call('createPrepaidCards', { token: fan.token, body: { count: 1, coins: 10 } })).statusCode).toBe(403);
    const codes = await batch(5, 100);
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[0-9]{4}-[0-9]{4}-[0-9]{4}$/);
  });

  it('credit their coins once, typed with or without dashes; a used or unknown code is refused in the caller’s language', async () => {
    const [code] = await batch(1, 120);
    const fan = await harness.newUser();
    const charged = await charge(fan, ` ${code!.replaceAll('-', ' ')} `);
    expect(charged.json()).toEqual({ coins: 120, balance: 120 });
    const again = await charge(fan, code!, 'ar');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 1002, message: 'تم استخدام هذا الكارت من قبل.' });
    expect((await charge(await harness.newUser(), code!)).json().code).toBe(1002);
    const unknown = await charge(fan, '0000-0000-0000');
    expect(unknown.json()).toMatchObject({ message: 'Please make sure to enter a valid card code.', errors: { code: ['invalid-prepaid-card'] } });
    expect((await charge(fan, 'not a code')).statusCode).toBe(422);
    expect(await coinsOf(harness, fan)).toBe(120);
  });

  it('goes to one fan when many type the same code at once', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const [code] = await batch(1, 50);
    const fans = await Promise.all(Array.from({ length: 10 }, () => harness.newUser()));
    const answers = await Promise.all(fans.map((fan) => charge(fan, code!)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    const balances = await Promise.all(fans.map((fan) => coinsOf(harness, fan)));
    expect(balances.reduce((sum, coins) => sum + coins, 0)).toBe(50);
    expect(await verifyLedger(harness.app.services.database)).toEqual([]);
  });
});
