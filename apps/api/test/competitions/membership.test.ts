import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { updateUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

let world: CompetitionWorld;
beforeAll(async () => {
  world = await createCompetitionWorld();
}, 180_000);
afterAll(() => world.api.close());

const join = (token: string, id: number, locale: 'en' | 'ar' = 'en') => world.api.call('joinCompetition', { token, params: { id }, locale });
const leave = (token: string, id: number) => world.api.call('leaveCompetition', { token, params: { id } });
const coinsOf = async (token: string) => (await world.api.call('getProfile', { token })).json().data.coins as number;
const poolOf = async (id: number) => Number((await world.sql<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE account = 'pool:' || $1", [id]))[0]?.balance ?? 0);

describe('joining and withdrawing', () => {
  it('joins: a seat, the entry fee to the pool, the id in the joined list; withdrawing gives both back', async () => {
    const { id } = await world.addCompetition({ entryFee: 25 });
    const fan = await world.fan(100);
    const joined = await join(fan.token, id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ coins: 75, data: { id, joined: true, participants: { current: 1 } } });
    expect(await poolOf(id)).toBe(25);
    expect((await world.api.call('listJoinedCompetitionIds', { token: fan.token })).json().data).toContain(id);

    const left = await leave(fan.token, id);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ coins: 100, data: { joined: false, participants: { current: 0 } } });
    expect(await poolOf(id)).toBe(0);
    // Joining again pays again, once.
    expect((await join(fan.token, id)).json().coins).toBe(75);
    const wallet = (await world.api.call('listTransactions', { token: fan.token })).json().data.map((row: { coins: number }) => row.coins);
    expect(wallet).toEqual([-25, 25, -25, 100]);
    expect(await verifyLedger(world.api.app.services.database)).toEqual([]);
  });

  it('refuses clearly, in the caller’s language: too few coins, unverified phone, started, full, joined twice', async () => {
    const { id } = await world.addCompetition({ entryFee: 50, max: 1 });
    const poor = await world.fan(49);
    const coins = await join(poor.token, id, 'ar');
    expect(coins.statusCode).toBe(422);
    expect(coins.json().errors.coins).toEqual(['تحتاج إلى المزيد من العملات!']);
    expect(await coinsOf(poor.token)).toBe(49);

    const unverified = await world.fan(100);
    await updateUser(world.api, unverified.id, { phoneVerified: false });
    expect((await join(unverified.token, id)).json().errors.phone_number).toBeDefined();

    const first = await world.fan(100);
    expect((await join(first.token, id)).statusCode).toBe(200);
    expect((await join(first.token, id)).json().errors.competition).toEqual(['You have already joined this competition.']);
    expect((await join((await world.fan(100)).token, id)).json().errors.competition).toEqual(['This competition is full.']);

    const started = await world.addCompetition({ matchesAt: [-10, 60] });
    const late = await join((await world.fan(100)).token, started.id);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.competition).toEqual(['This competition has already started.']);
    expect((await leave(first.token, started.id)).statusCode).toBe(422);
    expect((await world.api.call('joinCompetition', { params: { id } })).statusCode).toBe(401);
    expect((await join(first.token, 987654)).statusCode).toBe(404);
  });

  it('a free competition takes a seat and moves no coins', async () => {
    const { id } = await world.addCompetition({ entryFee: 0, max: 2 });
    const fan = await world.fan(0);
    const joined = await join(fan.token, id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ coins: 0, data: { joined: true, participants: { current: 1 } } });
    expect((await leave(fan.token, id)).json()).toMatchObject({ coins: 0, data: { joined: false, participants: { current: 0 } } });
    expect((await world.api.call('listTransactions', { token: fan.token })).json().data).toEqual([]);
  });

  it('refunds what the fan paid, even when the entry fee changed since, and lists both in the fan’s language', async () => {
    const { id } = await world.addCompetition({ name: 'Derby', entryFee: 10 });
    const fan = await world.fan(30);
    expect((await join(fan.token, id)).json().coins).toBe(20);
    await world.sql('UPDATE competitions SET entry_fee = 25 WHERE id = $1', [id]);
    expect((await leave(fan.token, id)).json().coins).toBe(30);
    expect(await poolOf(id)).toBe(0);
    const wallet = (await world.api.call('listTransactions', { token: fan.token, locale: 'ar' })).json().data;
    expect(wallet.map((row: { coins: number; description: string }) => [row.coins, row.description])).toEqual([
      [10, 'استرداد: تحدي Derby'],
      [-10, 'رسوم الاشتراك: تحدي Derby'],
      [30, 'تصحيح'],
    ]);
  });

  it('a competition that is not open says so: pending or rejected is unseen by others, a rejected or cancelled one is refused', async () => {
    const creator = await world.fan(100);
    const fan = await world.fan(100);
    for (const status of ['pending-approval', 'rejected']) {
      const { id } = await world.addCompetition({ status, creatorId: creator.id });
      expect((await join(fan.token, id)).statusCode).toBe(404);
    }
    const rejected = await world.addCompetition({ status: 'rejected', creatorId: creator.id });
    const own = await join(creator.token, rejected.id, 'ar');
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.competition).toEqual(['هذه المسابقة غير متاحة للاشتراك.']);
    const cancelled = await world.addCompetition({ status: 'cancelled' });
    expect((await join(fan.token, cancelled.id)).json().errors.competition).toEqual(['This competition was cancelled.']);
    expect(await coinsOf(fan.token)).toBe(100);
    expect(await coinsOf(creator.token)).toBe(100);
  });

  it('lets the creator take a seat in their own competition while it waits for review (the Created modal’s join)', async () => {
    const creator = await world.fan(100);
    const { id } = await world.addCompetition({ status: 'pending-approval', creatorId: creator.id, entryFee: 10 });
    expect((await join(creator.token, id)).statusCode).toBe(200);
    expect(await coinsOf(creator.token)).toBe(90);
  });

  it('the same join sent 20 times at once: one participation, one debit', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const { id } = await world.addCompetition({ entryFee: 10 });
    const fan = await world.fan(100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => join(fan.token, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(19);
    expect(await coinsOf(fan.token)).toBe(90);
    expect(await poolOf(id)).toBe(10);
  });

  it('200 joins and withdrawals by 100 fans at once never oversell seats, and no coin is made or lost', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const seats = 20;
    const { id } = await world.addCompetition({ entryFee: 5, max: seats });
    const fans = await Promise.all(Array.from({ length: 100 }, () => world.fan(20)));
    const joins = await Promise.all(fans.map((fan) => join(fan.token, id)));
    const joined = fans.filter((_, index) => joins[index]!.statusCode === 200);
    expect(joined).toHaveLength(seats);
    // Half of them leave while everyone else tries again.
    const leaving = joined.slice(0, 5);
    const again = await Promise.all([...leaving.map((fan) => leave(fan.token, id)), ...fans.map((fan) => join(fan.token, id))]);
    expect(again.slice(0, 5).every((answer) => answer.statusCode === 200)).toBe(true);
    const [row] = await world.sql<{ participants_count: number; rows: number }>(
      'SELECT participants_count, (SELECT count(*) FROM competition_participants WHERE competition_id = $1) AS rows FROM competitions WHERE id = $1',
      [id],
    );
    expect(Number(row!.participants_count)).toBe(Number(row!.rows));
    expect(Number(row!.rows)).toBeLessThanOrEqual(seats);
    expect(await poolOf(id)).toBe(5 * Number(row!.rows));
    const total = await world.sql<{ coins: number }>('SELECT sum(coins) AS coins FROM users WHERE id = ANY($1::bigint[])', [fans.map((fan) => fan.id)]);
    expect(Number(total[0]!.coins) + (await poolOf(id))).toBe(100 * 20);
    expect(await verifyLedger(world.api.app.services.database)).toEqual([]);
  });
});
