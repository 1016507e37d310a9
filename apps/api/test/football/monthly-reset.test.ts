import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMonthlyPoints } from '../../src/football/monthly-reset.ts';
import { createWorld, type World } from './world.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
}, 180_000);
afterAll(() => world.api.close());

const db = () => world.api.app.services.database;

describe('monthly points reset (Africa/Cairo)', () => {
  it('keeps each fan’s points of the month that ended and starts the new month at 0, once', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const fan = await world.api.newUser();
    // The migration opened the month the database was made in; this test's months are after it.
    await world.sql("INSERT INTO points_months (month) VALUES ('2030-01') ON CONFLICT DO NOTHING");
    await world.sql('UPDATE users SET points = 42.5 WHERE id = $1', [fan.id]);

    // 23:30 on 31 January in Cairo (UTC+2) is still January there: nothing happens.
    expect(await resetMonthlyPoints(db(), new Date('2030-01-31T21:30:00Z'))).toBeNull();
    // 00:30 on 1 February in Cairo, 22:30 on 31 January in UTC: January closes.
    const runs = await Promise.all([1, 2, 3].map(() => resetMonthlyPoints(db(), new Date('2030-01-31T22:30:00Z'))));
    expect(runs.filter((run) => run !== null)).toEqual([{ closed: '2030-01', opened: '2030-02', fans: expect.any(Number) as number }]);
    expect(await world.sql('SELECT points FROM monthly_points WHERE user_id = $1', [fan.id])).toEqual([{ points: '42.50' }]);
    expect((await world.api.call('getProfile', { token: fan.token })).json().data.points).toBe(0);
    expect(await resetMonthlyPoints(db(), new Date('2030-02-10T10:00:00Z'))).toBeNull();
  });
});
