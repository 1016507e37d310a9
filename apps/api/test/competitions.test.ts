import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './helpers/harness.ts';

let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

/** Competitions are written straight to the database: creating and joining them is a later feature. */
async function competition(name: string, type: 1 | 2 = 1): Promise<number> {
  const [row] = await api.app.services.database.query<{ id: number }>('INSERT INTO competitions (name_en, name_ar, type) VALUES ($1, $2, $3) RETURNING id', [
    name,
    `مسابقة ${name}`,
    type,
  ]);
  return row!.id;
}

async function join(user: TestUser, competitionId: number, joinedAt: Date) {
  await api.app.services.database.query('INSERT INTO competition_participants (competition_id, user_id, joined_at) VALUES ($1, $2, $3)', [competitionId, user.id, joinedAt]);
}

describe('GET /me/joined-competition-ids', () => {
  it('is empty while I have joined nothing', async () => {
    const me = await api.newUser();
    const response = await api.call('listJoinedCompetitionIds', { token: me.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('lists the ids I joined (and only mine), newest joined first', async () => {
    const me = await api.newUser();
    const other = await api.newUser();
    const first = await competition('Premier predictions');
    const second = await competition('Fantasy cup', 2);
    const third = await competition('Weekend challenge');
    const notMine = await competition('Not mine');
    await join(me, second, new Date('2026-11-01T10:00:00Z'));
    await join(me, first, new Date('2026-11-03T10:00:00Z'));
    await join(me, third, new Date('2026-11-02T10:00:00Z'));
    await join(other, notMine, new Date('2026-11-04T10:00:00Z'));
    await join(other, first, new Date('2026-11-04T10:00:00Z'));
    const response = await api.call('listJoinedCompetitionIds', { token: me.token, locale: 'ar' });
    expect(response.json()).toEqual({ data: [first, third, second] });
    expect((await api.call('listJoinedCompetitionIds', { token: other.token })).json()).toEqual({ data: [notMine, first] });
  });

  it('orders competitions joined at the same instant by the newer competition', async () => {
    const me = await api.newUser();
    const older = await competition('Older');
    const newer = await competition('Newer');
    const at = new Date('2026-11-05T10:00:00Z');
    await join(me, older, at);
    await join(me, newer, at);
    expect((await api.call('listJoinedCompetitionIds', { token: me.token })).json()).toEqual({ data: [newer, older] });
  });

  it('forgets a competition when its participation row goes (leaving, or the competition deleted)', async () => {
    const me = await api.newUser();
    const kept = await competition('Kept');
    const deleted = await competition('Deleted');
    await join(me, kept, new Date('2026-11-06T10:00:00Z'));
    await join(me, deleted, new Date('2026-11-07T10:00:00Z'));
    await api.app.services.database.query('DELETE FROM competitions WHERE id = $1', [deleted]);
    expect((await api.call('listJoinedCompetitionIds', { token: me.token })).json()).toEqual({ data: [kept] });
  });

  it('needs a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await api.call('listJoinedCompetitionIds', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });
});
