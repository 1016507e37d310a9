import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './helpers/harness.ts';

/** Issue 11, finding 3: each input that answered 500 now answers a 4xx in the contract's error shape. */
let api: Harness;
let fan: TestUser;
let admin: TestUser;

beforeAll(async () => {
  api = await createHarness();
  fan = await api.newUser();
  admin = await api.newAdmin();
}, 180_000);
afterAll(() => api?.close());

async function raw(method: string, url: string, options: { token?: string; payload?: string; contentType?: string; locale?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.locale) headers['x-locale'] = options.locale;
  return api.app.inject({ method: method as 'GET', url, headers, ...(options.payload === undefined ? {} : { payload: options.payload }) });
}

function expectClientError(response: Awaited<ReturnType<typeof raw>>) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(typeof response.json().message, response.body).toBe('string');
}

describe('bad input answers 4xx, never 500', () => {
  it.each([
    '/api/v2/me/friends?page=99999999999999999999',
    '/api/v2/me/friends?page=1e309',
    '/api/v2/me/notifications?page=99999999999999999999',
    '/api/v2/users?page=99999999999999999999',
    '/api/v2/users?exclude-users=1e309',
    '/api/v2/users?q=%00',
    '/api/v2/games?q=%00',
  ])('GET %s', async (url) => {
    expectClientError(await raw('GET', url, { token: fan.token }));
  });

  it('GET /api/dev/outbox?to=%00', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%00', remoteAddress: '127.0.0.1' });
    expectClientError(response);
  });

  it.each(['{"name":"\\u0000"}', '{"name":"\\ud800"}'])('POST /v2/profile %s', async (payload) => {
    expectClientError(await raw('POST', '/api/v2/profile', { token: fan.token, payload, contentType: 'application/json' }));
  });

  it.each(['multipart/form-data', 'multipart/form-data; boundary=----x'])('POST /v2/profile as %s with a JSON body', async (contentType) => {
    expectClientError(await raw('POST', '/api/v2/profile', { token: fan.token, payload: '{"name":"x"}', contentType }));
  });

  it('PATCH /admin/matches/{id} with home_goals 1e308', async () => {
    expectClientError(await raw('PATCH', '/api/admin/matches/1', { token: admin.token, payload: '{"home_goals":1e308}', contentType: 'application/json' }));
  });

  it('POST /admin/imports/openfootball with a lone surrogate in a team name', async () => {
    const payload = '{"name":"Liga","matches":[{"round":"1","date":"2026-08-01","team1":"\\ud800","team2":"B"}]}';
    const response = await raw('POST', '/api/admin/imports/openfootball', { token: admin.token, payload, contentType: 'application/json' });
    expectClientError(response);
  });

  it('answers router errors in the contract shape and the caller language, without echoing the URL', async () => {
    const response = await raw('GET', '/api/v2/competitions/%ff%fe', { locale: 'ar', token: fan.token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'تعذرت قراءة الطلب.' });
    const longId = await raw('GET', `/api/v2/games/${'1'.repeat(5000)}`);
    expect(longId.statusCode).toBe(414);
    expect(longId.json()).toEqual({ message: 'The request could not be read.' });
  });
});

describe('sizes (finding 1)', () => {
  it('refuses a 5 MB name with 422 naming the field, and stores nothing', async () => {
    const response = await raw('POST', '/api/v2/profile', { token: fan.token, payload: JSON.stringify({ name: 'x'.repeat(5_000_000) }), contentType: 'application/json' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['name']);
    expect((await api.call('getProfile', { token: fan.token })).json().data.name).not.toMatch(/^x{100}/);
  });

  it('refuses JSON bodies over 256 KiB outside the profile upload with 413', async () => {
    const payload = JSON.stringify({ grant_type: 'password', client_id: 2, scope: '*', username: 'a@b.c', password: 'p'.repeat(300_000) });
    const response = await raw('POST', '/api/v2/oauth/token', { payload, contentType: 'application/json', locale: 'ar' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'حجم الطلب كبير جدًا.' });
  });

  it('gives every string of the contract a maxLength and every number a maximum', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}/${index}`));
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const types = ([] as unknown[]).concat(schema.type ?? []);
      const fixed = 'enum' in schema || 'const' in schema;
      if (types.includes('string') && !fixed && schema.format !== 'binary' && !('maxLength' in schema)) unbounded.push(where);
      if ((types.includes('integer') || types.includes('number')) && !fixed && !('maximum' in schema)) unbounded.push(where);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`);
    };
    walk(api.app.services.contract.document, '');
    expect(unbounded).toEqual([]);
  });
});
