import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCoins } from '../src/ledger/index.ts';
import { createCompetitionWorld, type CompetitionWorld } from './competitions/world.ts';
import type { TestUser } from './helpers/harness.ts';
import { eWallet, redeem, win } from './prizes/redemption-helpers.ts';

/**
 * Issue 30, defect 4: the admins' three queues (competitions to review, prize redemptions, store orders) are searched
 * and filtered on the server, through the contract, so an admin finds one request among hundreds.
 */
let world: CompetitionWorld;
let admin: TestUser;
let fan: TestUser;
const DAY = 24 * 60;

const names = (answer: { json(): { data: { name: string }[] } }) => answer.json().data.map((item) => item.name);

beforeAll(async () => {
  world = await createCompetitionWorld();
  admin = await world.admin();
  fan = await world.fan();
}, 180_000);
afterAll(() => world?.api.close());

describe('GET /admin/competitions: the review queue', () => {
  let maker: TestUser;
  let waitingId = 0;
  beforeAll(async () => {
    maker = await world.api.newUser({ name: 'Nour Maker' });
    await world.sql("UPDATE competitions SET status = 'approved' WHERE status = 'pending-approval'");
    waitingId = (await world.addCompetition({ name: 'Friday Five Cup', status: 'pending-approval', creatorId: maker.id, matchesAt: [2 * DAY] })).id;
    await world.addCompetition({ name: 'Office League', status: 'pending-approval', creatorId: fan.id, matchesAt: [3 * DAY] });
    const approved = await world.addCompetition({ name: 'Nile Derby', status: 'pending-approval', creatorId: maker.id, matchesAt: [2 * DAY] });
    const rejected = await world.addCompetition({ name: 'Too Good Cup', status: 'pending-approval', creatorId: maker.id, matchesAt: [2 * DAY] });
    await world.api.call('adminApproveCompetition', { token: admin.token, params: { id: approved.id } });
    await world.api.call('adminRejectCompetition', { token: admin.token, params: { id: rejected.id }, body: { reason: 'Prizes unclear' } });
    // A published competition (no review) never shows in the queue.
    await world.addCompetition({ name: 'Friday Official', matchesAt: [2 * DAY] });
  });

  const queue = (query: Record<string, string | number> = {}, token = admin.token, locale?: 'en' | 'ar') =>
    world.api.call('adminListCompetitions', { token, query, locale });

  it('lists the waiting ones oldest first by default, and the decided ones by status with the decision', async () => {
    expect(names(await queue())).toEqual(['Friday Five Cup', 'Office League']);
    const approved = (await queue({ status: 'approved' })).json().data;
    expect(approved.map((item: { name: string }) => item.name)).toContain('Nile Derby');
    const [rejected] = (await queue({ status: 'rejected' })).json().data;
    expect(rejected).toMatchObject({ name: 'Too Good Cup', status: 'rejected', rejection_reason: 'Prizes unclear', creator: { name: 'Nour Maker' } });
    expect(Date.parse(rejected.reviewed_at)).not.toBeNaN();
  });

  it('searches the name (either language), the creator and the id; blank is no filter', async () => {
    expect(names(await queue({ q: 'friday' }))).toEqual(['Friday Five Cup']);
    expect(names(await queue({ q: 'تحدي Office' }))).toEqual(['Office League']);
    expect(names(await queue({ q: 'nour' }))).toEqual(['Friday Five Cup']);
    expect(names(await queue({ q: String(waitingId) }))).toEqual(['Friday Five Cup']);
    expect(names(await queue({ q: `#${[...String(waitingId)].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join('')}` }))).toEqual(['Friday Five Cup']);
    expect(names(await queue({ q: 'derby', status: 'approved' }))).toEqual(['Nile Derby']);
    expect(names(await queue({ q: '100%_' }))).toEqual([]);
    expect(names(await queue({ q: '   ' }))).toEqual(['Friday Five Cup', 'Office League']);
  });

  it('answers in the reader’s language and refuses bad input with a 4xx', async () => {
    expect(names(await queue({ q: 'Friday' }, admin.token, 'ar'))).toEqual(['تحدي Friday Five Cup']);
    expect((await queue({ q: 'x'.repeat(101) })).statusCode).toBe(422);
    expect((await queue({ status: 'cancelled' })).statusCode).toBe(422);
    expect((await queue({ page: 0 })).statusCode).toBe(422);
    expect((await world.api.call('adminListCompetitions', {})).statusCode).toBe(401);
    expect((await queue({}, fan.token)).statusCode).toBe(403);
  });
});

describe('GET /admin/prize-redemptions?q=', () => {
  beforeAll(async () => {
    await world.sql("UPDATE prize_redemptions SET status = 'rejected' WHERE status = 'pending'");
    const winner = await world.api.newUser({ name: 'Karim Winner' });
    await redeem(world.api, winner, await win(world.api, winner.id, { prizeName: 'Golden Boot', competition: 'Cairo Predictors' }), eWallet);
    const other = await world.api.newUser({ name: 'Laila Other' });
    await redeem(world.api, other, await win(world.api, other.id, { prizeName: 'Weekly winner' }));
  }, 60_000);

  const requests = async (query: Record<string, string>) =>
    ((await world.api.call('adminListRedemptions', { token: admin.token, query })).json().data as { id: number; user: { name: string } }[]).map((item) => item.user.name);

  it('finds requests by the fan, the prize, the competition, the phone or national id and the id, within the status', async () => {
    expect(await requests({})).toEqual(['Karim Winner', 'Laila Other']);
    expect(await requests({ q: 'karim' })).toEqual(['Karim Winner']);
    expect(await requests({ q: 'golden' })).toEqual(['Karim Winner']);
    expect(await requests({ q: 'cairo pred' })).toEqual(['Karim Winner']);
    expect(await requests({ q: 'Weekly' })).toEqual(['Laila Other']);
    // The legal name both sent (redemption-helpers' personal info), in Arabic-Indic digits the phone number.
    expect(await requests({ q: '٠١٠١٢٣' })).toEqual(['Karim Winner', 'Laila Other']);
    const [laila] = await world.sql<{ id: number }>("SELECT r.id FROM prize_redemptions r JOIN users u ON u.id = r.user_id WHERE u.name = 'Laila Other'");
    expect(await requests({ q: `#${laila!.id}` })).toEqual(['Laila Other']);
    expect(await requests({ q: 'karim', status: 'approved' })).toEqual([]);
    expect((await world.api.call('adminListRedemptions', { token: admin.token, query: { q: 'x'.repeat(101) } })).statusCode).toBe(422);
  });
});

describe('GET /admin/orders?q=', () => {
  beforeAll(async () => {
    const [product] = await world.sql<{ id: number }>("INSERT INTO products (name_en, name_ar, price) VALUES ('Team scarf', 'وشاح الفريق', 30) RETURNING id");
    const buyer = await world.api.newUser({ name: 'Omar Buyer' });
    await world.api.app.services.database.transaction((tx) =>
      moveCoins(tx, { idempotencyKey: `test-coins:${buyer.id}`, kind: 'correction', from: { kind: 'house' }, to: { kind: 'wallet', userId: buyer.id }, coins: 100 }),
    );
    for (const [name, phone] of [
      ['Omar Buyer', '01011112222'],
      ['Mona Gift', '01233334444'],
    ] as const) {
      const placed = await world.api.call('placeOrder', {
        token: buyer.token,
        body: { product_id: Number(product!.id), shipping_info: { name, phone_number: phone, street_address: '12 Tahrir St, Cairo' } },
      });
      expect(placed.statusCode).toBe(201);
    }
    const [latest] = await world.sql<{ id: number }>('SELECT max(id) AS id FROM orders');
    await world.api.call('adminUpdateOrder', { token: admin.token, params: { id: Number(latest!.id) }, body: { status: 'confirmed' } });
  });

  const orders = async (query: Record<string, string>, locale?: 'en' | 'ar') =>
    ((await world.api.call('adminListOrders', { token: admin.token, query, locale })).json().data as { shipping_info: { name: string }; status: string }[]).map(
      (item) => `${item.shipping_info.name} ${item.status}`,
    );

  it('finds orders by the fan, the recipient, the product (either language), the phone and the id, within the status', async () => {
    expect(await orders({ q: 'omar' })).toEqual(['Mona Gift confirmed', 'Omar Buyer pending']);
    expect(await orders({ q: 'mona' })).toEqual(['Mona Gift confirmed']);
    expect(await orders({ q: 'وشاح' })).toEqual(['Mona Gift confirmed', 'Omar Buyer pending']);
    expect(await orders({ q: '٠١٠١١١' })).toEqual(['Omar Buyer pending']);
    expect(await orders({ q: 'omar', status: 'pending' })).toEqual(['Omar Buyer pending']);
    // "#" and digits: the order with that id alone (plain digits are also part of a phone number).
    const [first] = await world.sql<{ id: number }>("SELECT id FROM orders WHERE shipping_name = 'Omar Buyer'");
    expect(await orders({ q: `#${first!.id}` })).toEqual(['Omar Buyer pending']);
    expect(await orders({ q: 'nothing like it' })).toEqual([]);
    expect((await world.api.call('adminListOrders', { token: admin.token, query: { q: 'x'.repeat(101) } })).statusCode).toBe(422);
  });
});
