import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoCancelCompetitions } from '../../src/competitions/auto-cancel.ts';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

let world: CompetitionWorld;
beforeAll(async () => {
  world = await createCompetitionWorld();
}, 180_000);
afterAll(() => world.api.close());

const db = () => world.api.app.services.database;
const coinsOf = async (token: string) => (await world.api.call('getProfile', { token })).json().data.coins as number;
const statusOf = async (id: number) => (await world.sql<{ status: string | null }>('SELECT status FROM competitions WHERE id = $1', [id]))[0]!.status;

describe('auto-cancel an hour before the start', () => {
  it('cancels a competition short of its minimum, refunds every participant once and tells them, in their language', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const { id } = await world.addCompetition({ name: 'Too few', entryFee: 15, min: 3, matchesAt: [90] });
    const fans = [await world.fan(50), await world.fan(50)];
    for (const fan of fans) expect((await world.api.call('joinCompetition', { token: fan.token, params: { id } })).statusCode).toBe(200);
    await world.sql("UPDATE users SET settings = jsonb_set(settings, '{language}', '\"ar\"') WHERE id = $1", [fans[1]!.id]);

    // Two hours before: not yet. Fifty minutes before: cancelled, whether the job runs once or three times together.
    expect(await autoCancelCompetitions(db(), world.clock())).toEqual([]);
    world.clock.advance(40 * 60_000);
    const runs = await Promise.all([autoCancelCompetitions(db(), world.clock()), autoCancelCompetitions(db(), world.clock()), autoCancelCompetitions(db(), world.clock())]);
    expect(runs.flat()).toEqual([{ competitionId: id, refunded: 2 }]);
    expect(await statusOf(id)).toBe('cancelled');
    for (const fan of fans) expect(await coinsOf(fan.token)).toBe(50);
    expect(await autoCancelCompetitions(db(), world.clock())).toEqual([]);

    const notifications = await world.sql<{ user_id: number; body: string }>("SELECT user_id, payload ->> 'body' AS body FROM notifications WHERE payload ->> 'competition_id' = $1 ORDER BY user_id", [String(id)]);
    expect(notifications).toHaveLength(2);
    expect(notifications[0]!.body).toContain('Your 15 coins are back in your wallet.');
    expect(notifications[1]!.body).toContain('عادت عملاتك (١٥) إلى محفظتك.');

    const page = (await world.api.call('getCompetition', { params: { id } })).json().data;
    expect(page).toMatchObject({ state: 'past', status: 'cancelled' });
    const late = await world.api.call('joinCompetition', { token: (await world.fan(50)).token, params: { id } });
    expect(late.json().errors.competition).toEqual(['This competition was cancelled.']);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('tells its creator, who had not joined, that it was cancelled: never silently (issue 30, defect 3)', async () => {
    const creator = await world.fan(0);
    const { id } = await world.addCompetition({ name: 'Nobody came', entryFee: 10, min: 2, creatorId: creator.id, status: 'pending-approval', matchesAt: [50] });
    expect((await autoCancelCompetitions(db(), world.clock())).map((summary) => summary.competitionId)).toContain(id);
    const notices = (await world.api.call('listMyNotifications', { token: creator.token })).json().data;
    expect(notices[0].payload).toMatchObject({
      title: 'Competition cancelled',
      body: 'Nobody came did not reach its minimum number of participants an hour before its start, so it was cancelled.',
    });
  }, 60_000);

  it('leaves one that reached its minimum, and one that starts later, alone', async () => {
    const reached = await world.addCompetition({ entryFee: 5, min: 1, matchesAt: [30] });
    const later = await world.addCompetition({ entryFee: 5, min: 5, matchesAt: [24 * 60] });
    const fan = await world.fan(10);
    expect((await world.api.call('joinCompetition', { token: fan.token, params: { id: reached.id } })).statusCode).toBe(200);
    expect((await autoCancelCompetitions(db(), world.clock())).map((summary) => summary.competitionId)).not.toContain(reached.id);
    expect(await statusOf(reached.id)).toBeNull();
    expect(await statusOf(later.id)).toBeNull();
    expect(await coinsOf(fan.token)).toBe(5);
  }, 60_000);
});
