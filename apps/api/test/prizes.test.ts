import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizes } from '../src/db/schema.ts';
import { demoPrizes, seedDemoPrizes } from '../src/seed/demo-prizes.ts';
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
    const { db } = api.app.services;
    const inserted = await db
      .insert(prizes)
      .values([
        { nameEn: 'Weekly winner', nameAr: 'الفائز الأسبوعي', icon: 'https://cdn.example/prizes/weekly.png', amount: 500, position: 2 },
        { nameEn: 'Gold prize', nameAr: 'الجائزة الذهبية', icon: null, amount: 6000.5, position: 1 },
        { nameEn: 'Retired prize', nameAr: 'جائزة متوقفة', amount: 100, position: 0, active: false },
        // Same position as the weekly prize: the older one comes first.
        { nameEn: 'English only', nameAr: '', amount: 0, position: 2 },
      ])
      .returning({ id: prizes.id });
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
    await db.delete(prizes);
  });

  it('shows the demo catalogue once seeded, and seeding again adds nothing', async () => {
    expect(await seedDemoPrizes(api.app.services.database)).toBe(demoPrizes.length);
    expect(await seedDemoPrizes(api.app.services.database)).toBe(0);
    const body = (await api.call('listPrizes', { token: user.token, locale: 'ar' })).json() as { data: { name: string; icon: string; amount: number }[] };
    expect(body.data.map((prize) => [prize.name, prize.amount])).toEqual(demoPrizes.map((prize) => [prize.ar, prize.amount]));
    expect(body.data.every((prize) => prize.icon.startsWith('data:image/svg+xml;base64,'))).toBe(true);
    const svg = Buffer.from(body.data[0]!.icon.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  });

  it('needs a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await api.call('listPrizes', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });
});
