import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrizes, seedDemoPrizes } from '../src/demo/demo-prizes.ts';
import { createHarness, type Harness, type TestUser } from './helpers/harness.ts';

let api: Harness;
let user: TestUser;

beforeAll(async () => {
  api = await createHarness();
  user = await api.newUser();
}, 180_000);
afterAll(() => api?.close());

describe('GET /v2/prizes', () => {
  it('is empty while the catalogue is', async () => {
    const response = await api.call('listPrizes', { token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('lists active prizes in catalogue order, named in the X-Locale language', async () => {
    const inserted = await api.app.services.database.query<{ id: number }>(
      `INSERT INTO prizes (name_en, name_ar, icon, amount, position, active) VALUES
        ('Weekly winner', 'الفائز الأسبوعي', 'https://cdn.example/prizes/weekly.png', 500, 2, true),
        ('Gold prize', 'الجائزة الذهبية', NULL, 6000.5, 1, true),
        ('Retired prize', 'جائزة متوقفة', NULL, 100, 0, false),
        -- Same position as the weekly prize: the older one comes first.
        ('English only', '', NULL, 0, 2, true)
      RETURNING id`,
    );
    const [weekly, gold, , englishOnly] = inserted.map((row) => row.id);

    const english = await api.call('listPrizes', { token: user.token });
    expect(english.json()).toEqual({
      data: [
        { id: gold, name: 'Gold prize', icon: null, amount: 6000.5 },
        { id: weekly, name: 'Weekly winner', icon: 'https://cdn.example/prizes/weekly.png', amount: 500 },
        { id: englishOnly, name: 'English only', icon: null, amount: 0 },
      ],
    });
    const arabic = await api.call('listPrizes', { token: user.token, locale: 'ar' });
    // A prize without an Arabic name falls back to its English one.
    expect(arabic.json().data.map((prize: { name: string }) => prize.name)).toEqual(['الجائزة الذهبية', 'الفائز الأسبوعي', 'English only']);
    const unsupported = await api.call('listPrizes', { token: user.token, headers: { 'x-locale': 'fr' } });
    expect(unsupported.json().data[0].name).toBe('Gold prize');
    await api.app.services.database.query('DELETE FROM prizes');
  });

  it('shows the demo catalogue once seeded, and seeding again adds nothing', async () => {
    expect(await seedDemoPrizes(api.app.services.database)).toBe(demoPrizes.length);
    expect(await seedDemoPrizes(api.app.services.database)).toBe(0);
    const body = (await api.call('listPrizes', { token: user.token, locale: 'ar' })).json() as { data: { name: string; icon: string; amount: number }[] };
    expect(body.data.map((prize) => [prize.name, prize.amount])).toEqual(demoPrizes.map((prize) => [prize.ar, prize.amount]));
    // Generated icons are served by URL (content-addressed, cached a year), not inlined in every answer.
    expect(body.data.every((prize) => /^\/api\/emblems\/[0-9a-f]{32}\.svg$/.test(prize.icon))).toBe(true);
    const image = await api.app.inject({ method: 'GET', url: body.data[0]!.icon });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  });

  it('needs a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await api.call('listPrizes', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('my prizes', () => {
  async function win(userId: number, fields: { status?: string; amount?: number; availableInHours?: number; prizeName?: string; logs?: [string, string | null][] } = {}) {
    const db = api.app.services.database;
    const [prize] = await db.query<{ id: number }>("INSERT INTO prizes (name_en, name_ar, amount) VALUES ($1, 'جائزة ذهبية', 100) RETURNING id", [fields.prizeName ?? 'Gold prize']);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO user_prizes (user_id, prize_id, amount, status, available_at) VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5)) RETURNING id`,
      [userId, prize!.id, fields.amount ?? 1000, fields.status ?? 'pending', fields.availableInHours ?? -1],
    );
    for (const [status, reason] of fields.logs ?? [['pending', null]]) {
      await db.query('INSERT INTO user_prize_logs (user_prize_id, status, reason) VALUES ($1, $2, $3)', [row!.id, status, reason]);
    }
    return Number(row!.id);
  }
  const count = async (token: string) => (await api.call('getNewPrizeCount', { token })).json().count as number;

  it('lists won prizes newest first in the reader’s language, a rejected one with its last reason, and not those still held', async () => {
    const fan = await api.newUser();
    const first = await win(fan.id);
    const rejected = await win(fan.id, { status: 'rejected', logs: [['pending', null], ['processing', null], ['rejected', 'unclear_pictures']] });
    await win(fan.id, { availableInHours: 24 });
    const answer = await api.call('listMyPrizes', { token: fan.token, locale: 'ar' });
    const data = answer.json().data as { id: number; status: string; reason: string | null; prize: { name: string }; logs: { status: string }[] }[];
    expect(data.map((prize) => prize.id)).toEqual([rejected, first]);
    expect(data[0]).toMatchObject({ status: 'rejected', reason: 'unclear_pictures', prize: { name: 'جائزة ذهبية' } });
    expect(data[0]!.logs.map((log) => log.status)).toEqual(['pending', 'processing', 'rejected']);
    expect(data[1]!.reason).toBeNull();
  });

  it('counts the new ones for the badge; reading the list or marking them read brings it to 0', async () => {
    const fan = await api.newUser();
    await win(fan.id);
    await win(fan.id);
    expect(await count(fan.token)).toBe(2);
    await api.call('listMyPrizes', { token: fan.token });
    expect(await count(fan.token)).toBe(0);
    await win(fan.id);
    expect(await count(fan.token)).toBe(1);
    expect((await api.call('markPrizesRead', { token: fan.token })).statusCode).toBe(204);
    expect(await count(fan.token)).toBe(0);
    expect(await count(user.token)).toBe(0);
  });
});
