import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, updateUser, type Harness, type TestUser } from './helpers/harness.ts';

let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

async function befriend(a: TestUser, b: TestUser) {
  await api.app.services.database.query('INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)', [a.id, b.id]);
}

async function notify(user: TestUser, count: number, type: 'other' | 'invited-to-group' = 'other', laterBySeconds = 0) {
  for (let index = 0; index < count; index++) {
    const payload = type === 'other' ? { title: `Title ${index}`, body: `Body ${index}` } : { group: { id: 15, name: 'Office League' }, inviter: { id: 1, name: 'Mona' } };
    await api.app.services.database.query('INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, $2, $3, $4)', [
      user.id,
      type,
      JSON.stringify(payload),
      new Date(Date.now() + (laterBySeconds + index) * 1000),
    ]);
  }
}

describe('GET /v2/me/friends', () => {
  it('lists my friends (and only mine) with pages', async () => {
    const me = await api.newUser({ name: 'Me' });
    const mona = await api.newUser({ name: 'Mona' });
    const omar = await api.newUser({ name: 'Omar' });
    const stranger = await api.newUser({ name: 'Stranger' });
    await befriend(me, mona);
    await befriend(me, omar);
    await befriend(stranger, omar);
    const response = await api.call('listMyFriends', { token: me.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: mona.id, name: 'Mona', profile_picture: null },
        { id: omar.id, name: 'Omar', profile_picture: null },
      ],
      meta: { current_page: 1, last_page: 1 },
    });
    expect((await api.call('getProfile', { token: me.token })).json().data.friend_count).toBe(2);
    const page2 = await api.call('listMyFriends', { token: me.token, query: { page: 2 } });
    expect(page2.json()).toEqual({ data: [], meta: { current_page: 2, last_page: 1 } });
  });

  it('needs a token and a valid page', async () => {
    expect((await api.call('listMyFriends')).statusCode).toBe(401);
    const me = await api.newUser();
    expect((await api.call('listMyFriends', { token: me.token, query: { page: 0 } })).statusCode).toBe(422);
  });
});

describe('notifications', () => {
  it('lists mine newest first with new_count, and marks them read', async () => {
    const me = await api.newUser();
    const other = await api.newUser();
    await notify(me, 6);
    await notify(me, 1, 'invited-to-group', 60);
    await notify(other, 3);
    const recent = await api.call('listMyNotifications', { token: me.token, query: { limit: 5 } });
    expect(recent.statusCode).toBe(200);
    const body = recent.json();
    expect(body.data).toHaveLength(5);
    expect(body.new_count).toBe(7);
    expect(body.meta).toEqual({ current_page: 1, last_page: 2 });
    expect(body.data[0]).toMatchObject({ type: 'invited-to-group', read_at: null, payload: { group: { id: 15, name: 'Office League' }, title: null } });
    expect(body.data[1]).toMatchObject({ type: 'other', payload: { title: 'Title 5', body: 'Body 5', group: null } });

    const marked = await api.call('markNotificationsRead', { token: me.token });
    expect(marked.statusCode).toBe(204);
    const after = (await api.call('listMyNotifications', { token: me.token })).json();
    expect(after.new_count).toBe(0);
    expect(after.data.every((item: { read_at: string | null }) => item.read_at !== null)).toBe(true);
    // The other user's notifications are neither listed to me nor marked by me.
    expect((await api.call('listMyNotifications', { token: other.token })).json()).toMatchObject({ new_count: 3 });
  });

  it("serves a notification's link only when it is a path of the app", async () => {
    const me = await api.newUser();
    for (const link of ['/predictions/42', '//elsewhere.example/x', 'https://elsewhere.example/']) {
      await api.app.services.database.query('INSERT INTO notifications (user_id, type, payload) VALUES ($1, $2, $3)', [me.id, 'other', JSON.stringify({ title: link, link })]);
    }
    const { data } = (await api.call('listMyNotifications', { token: me.token })).json() as { data: { payload: { title: string; link: string | null } }[] };
    expect(Object.fromEntries(data.map(({ payload }) => [payload.title, payload.link]))).toEqual({
      '/predictions/42': '/predictions/42',
      '//elsewhere.example/x': null,
      'https://elsewhere.example/': null,
    });
  });

  it('checks limit and needs a token', async () => {
    const me = await api.newUser();
    expect((await api.call('listMyNotifications', { token: me.token, query: { limit: 101 } })).statusCode).toBe(422);
    expect((await api.call('listMyNotifications')).statusCode).toBe(401);
    expect((await api.call('markNotificationsRead')).statusCode).toBe(401);
  });
});

describe('POST /me/settings', () => {
  it('changes one setting and answers all of them', async () => {
    const me = await api.newUser();
    const language = await api.call('updateMySetting', { token: me.token, body: { key: 'language', value: 'ar' } });
    expect(language.statusCode).toBe(200);
    expect(language.json().data).toMatchObject({ language: 'ar', receive_notifications: true, auto_navigate_to_next_prediction: true });
    const notificationsOff = await api.call('updateMySetting', { token: me.token, body: { key: 'receive_notifications', value: false } });
    expect(notificationsOff.json().data).toMatchObject({ language: 'ar', receive_notifications: false });
    const autoNavigate = await api.call('updateMySetting', { token: me.token, body: { key: 'auto_navigate_to_next_prediction', value: false } });
    expect(autoNavigate.json().data).toMatchObject({ receive_notifications: false, auto_navigate_to_next_prediction: false });
    expect((await api.call('getProfile', { token: me.token })).json().data.settings.language).toBe('ar');
  });

  it('refuses unknown keys, wrong values and the referral code', async () => {
    const me = await api.newUser();
    const badValue = await api.call('updateMySetting', { token: me.token, body: { key: 'language', value: 'fr' } });
    expect(badValue.statusCode).toBe(422);
    expect(badValue.json().errors).toEqual({ value: ['The selected value is invalid.'] });
    const wrongType = await api.call('updateMySetting', { token: me.token, body: { key: 'receive_notifications', value: 'yes' } });
    expect(wrongType.json().errors).toEqual({ value: ['The value has the wrong type.'] });
    const referral = await api.call('updateMySetting', { token: me.token, body: { key: 'referral_code', value: 'MINE' } });
    expect(referral.json().errors).toEqual({ key: ['The selected value is invalid.'] });
  });

  it("changes only the caller's settings", async () => {
    const me = await api.newUser();
    const other = await api.newUser();
    await api.call('updateMySetting', { token: me.token, body: { key: 'language', value: 'ar' } });
    expect((await api.call('getProfile', { token: other.token })).json().data.settings.language).toBe('en');
    expect((await api.call('updateMySetting', { body: { key: 'language', value: 'ar' } })).statusCode).toBe(401);
  });
});

describe('GET /v2/users', () => {
  it('lists public fields only, 10 per page by default', async () => {
    const me = await api.newUser();
    for (let index = 0; index < 11; index++) await api.newUser({ name: `Zz Directory ${String(index).padStart(2, '0')}` });
    const response = await api.call('listUsers', { token: me.token, query: { q: 'zz directory' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(10);
    expect(body.meta).toEqual({ current_page: 1, last_page: 2 });
    expect(Object.keys(body.data[0]).sort()).toEqual(['creator', 'id', 'name', 'photo']);
    const second = await api.call('listUsers', { token: me.token, query: { q: 'zz directory', page: 2 } });
    expect(second.json().data.map((user: { name: string }) => user.name)).toEqual(['Zz Directory 10']);
  });

  it('filters creators, excluded users and search text (wildcards are literal)', async () => {
    const me = await api.newUser();
    const creator = await api.newUser({ name: 'Yy Creator' });
    const excluded = await api.newUser({ name: 'Yy Excluded' });
    await api.newUser({ name: 'Yy Plain' });
    await updateUser(api, creator.id, { creator: true });
    const creators = await api.call('listUsers', { token: me.token, query: { creator: '1', q: 'Yy' } });
    expect(creators.json().data).toEqual([{ id: creator.id, name: 'Yy Creator', photo: null, creator: true }]);
    const rest = await api.call('listUsers', { token: me.token, query: { q: 'yy', 'exclude-users': [excluded.id, creator.id] } });
    expect(rest.json().data.map((user: { name: string }) => user.name)).toEqual(['Yy Plain']);
    const wildcard = await api.call('listUsers', { token: me.token, query: { q: '%' } });
    expect(wildcard.json().data).toEqual([]);
    const perPage = await api.call('listUsers', { token: me.token, query: { q: 'yy', per_page: 2 } });
    expect(perPage.json().meta).toEqual({ current_page: 1, last_page: 2 });
  });

  it('checks parameters, and shows a visitor the creators only (the public creators section, issue 30)', async () => {
    const me = await api.newUser();
    expect((await api.call('listUsers', { token: me.token, query: { creator: 'maybe' } })).statusCode).toBe(422);
    expect((await api.call('listUsers', { token: me.token, query: { 'exclude-users': 'x' } })).statusCode).toBe(422);
    const visitor = await api.call('listUsers');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.every((user: { creator?: boolean }) => user.creator === true)).toBe(true);
  });
});
