import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHadafClient } from './create-client.ts';
import type { ApiLanguage, SessionExpiredInfo } from './create-client.ts';
import { NetworkError, UnauthenticatedError, ValidationError, unwrap } from './errors.ts';
import { ACCESS_TOKEN_COOKIE, createTokenStore, memoryCookieJar, REFRESH_TOKEN_COOKIE } from './token-store.ts';
import type { TokenStoreMode } from './token-store.ts';

const API = 'http://hadaf.test/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const unauthenticated = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });

function setup({ language = 'en' as ApiLanguage, mode = 'readable' as TokenStoreMode, tokens = true } = {}) {
  const jar = memoryCookieJar();
  const tokenStore = createTokenStore({ jar, mode });
  if (tokens) tokenStore.setTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
  const state = { language, location: '/competitions/7/matches?tab=live' };
  const expired: SessionExpiredInfo[] = [];
  const client = createHadafClient({
    baseUrl: API,
    tokenStore,
    getLanguage: () => state.language,
    getLocation: () => state.location,
    onSessionExpired: (info) => expired.push(info),
  });
  return { client, tokenStore, jar, state, expired };
}

/** A token endpoint that counts calls and hands out new-access / new-refresh. */
function tokenEndpoint(options: { fail?: boolean; delay?: number } = {}) {
  const bodies: unknown[] = [];
  const headers: Headers[] = [];
  const handler = http.post(`${API}/v2/oauth/token`, async ({ request }) => {
    bodies.push(await request.json());
    headers.push(request.headers);
    if (options.delay) await new Promise((resolve) => setTimeout(resolve, options.delay));
    if (options.fail) return HttpResponse.json({ error: 'invalid_request', message: 'The refresh token is invalid.' }, { status: 401 });
    return HttpResponse.json({ token_type: 'Bearer', expires_in: 3600, access_token: 'new-access', refresh_token: 'new-refresh' });
  });
  return { handler, bodies, headers };
}

describe('auth headers', () => {
  it('sends the bearer token and X-Locale, which follows the language when it changes', async () => {
    const seen: { auth: string | null; locale: string | null }[] = [];
    server.use(
      http.get(`${API}/v2/profile/me`, ({ request }) => {
        seen.push({ auth: request.headers.get('Authorization'), locale: request.headers.get('X-Locale') });
        return HttpResponse.json({ data: { id: 1 } });
      }),
    );
    const { client, state } = setup();
    await client.GET('/v2/profile/me');
    state.language = 'ar';
    await client.GET('/v2/profile/me');
    state.language = 'en';
    await client.GET('/v2/profile/me');
    expect(seen).toEqual([
      { auth: 'Bearer old-access', locale: 'en' },
      { auth: 'Bearer old-access', locale: 'ar' },
      { auth: 'Bearer old-access', locale: 'en' },
    ]);
  });

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${API}/v2/profile/me`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ data: { id: 1 } });
      }),
    );
    await setup({ tokens: false }).client.GET('/v2/profile/me');
    expect(auth).toBeNull();
  });
});

describe('blank filters', () => {
  it('removes empty, whitespace, null and undefined query values and keeps 0 and false', async () => {
    let search = '';
    server.use(
      http.get(`${API}/v2/games`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1 } });
      }),
    );
    const { client } = setup();
    const query = { q: '', state: '   ', date: null, joined: false, page: 0, competition: undefined } as unknown as Record<string, never>;
    await client.GET('/v2/games', { params: { query } });
    expect(search).toBe('?joined=false&page=0');
  });
});

describe('token refresh', () => {
  it('shares one refresh between 5 parallel requests that got 401, then all 5 succeed', async () => {
    const refresh = tokenEndpoint({ delay: 20 });
    const authSeen: string[] = [];
    server.use(
      refresh.handler,
      http.get(`${API}/v2/games/:id`, ({ request, params }) => {
        const auth = request.headers.get('Authorization') ?? '';
        authSeen.push(auth);
        if (auth !== 'Bearer new-access') return unauthenticated();
        return HttpResponse.json({ data: { id: Number(params['id']) } });
      }),
    );
    const { client, tokenStore, expired } = setup();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((id) => unwrap(client.GET('/v2/games/{id}', { params: { path: { id } } } as never))),
    );
    expect(refresh.bodies).toEqual([{ grant_type: 'refresh_token', refresh_token: 'old-refresh', client_id: 2, scope: '*' }]);
    expect(results.map((result) => (result as unknown as { data: { id: number } }).data.id)).toEqual([1, 2, 3, 4, 5]);
    expect(authSeen.filter((auth) => auth === 'Bearer old-access')).toHaveLength(5);
    expect(authSeen.filter((auth) => auth === 'Bearer new-access')).toHaveLength(5);
    expect(tokenStore.getAccessToken()).toBe('new-access');
    expect(tokenStore.getRefreshToken()).toBe('new-refresh');
    expect(expired).toEqual([]);
  });

  it('does not refresh again for a request that left with the old token after another refresh finished', async () => {
    const refresh = tokenEndpoint();
    let slowCalls = 0;
    server.use(
      refresh.handler,
      http.get(`${API}/v2/profile/me`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new-access' ? HttpResponse.json({ data: { id: 1 } }) : unauthenticated(),
      ),
      http.get(`${API}/v2/me/orders`, async ({ request }) => {
        slowCalls++;
        if (request.headers.get('Authorization') === 'Bearer new-access') return HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1 } });
        await new Promise((resolve) => setTimeout(resolve, 60));
        return unauthenticated();
      }),
    );
    const { client } = setup();
    const [fast, slow] = await Promise.all([client.GET('/v2/profile/me'), client.GET('/v2/me/orders' as never)]);
    expect(fast.response.status).toBe(200);
    expect(slow.response.status).toBe(200);
    expect(slowCalls).toBe(2);
    expect(refresh.bodies).toHaveLength(1);
  });

  it('retries once only: a request still unauthenticated after the refresh fails without looping', async () => {
    const refresh = tokenEndpoint();
    let calls = 0;
    server.use(
      refresh.handler,
      http.get(`${API}/v2/profile/me`, () => {
        calls++;
        return unauthenticated();
      }),
    );
    const { client, expired } = setup();
    const result = await client.GET('/v2/profile/me');
    expect(result.response.status).toBe(401);
    expect(() => unwrap(result)).toThrow(UnauthenticatedError);
    expect(calls).toBe(2);
    expect(refresh.bodies).toHaveLength(1);
    expect(expired).toEqual([]);
  });

  it('re-sends the request body on the retry', async () => {
    server.use(
      tokenEndpoint().handler,
      http.post(`${API}/v2/predictions/multiple`, async ({ request }) => {
        if (request.headers.get('Authorization') !== 'Bearer new-access') return unauthenticated();
        return HttpResponse.json({ echo: await request.json() });
      }),
    );
    const { client } = setup();
    const body = { game_id: 9, bets: [{ bet_id: 1, value: { home_goals: 2, away_goals: 1 } }] };
    const result = await client.POST('/v2/predictions/multiple', { body } as never);
    expect(result.data).toEqual({ echo: body });
  });

  it('does not refresh on a 401 with another message (wrong password)', async () => {
    const refresh = tokenEndpoint();
    server.use(
      refresh.handler,
      http.get(`${API}/v2/profile/me`, () => HttpResponse.json({ message: 'invalid_creds' }, { status: 401 })),
    );
    const { client } = setup();
    const result = await client.GET('/v2/profile/me');
    expect(result.response.status).toBe(401);
    expect(refresh.bodies).toHaveLength(0);
  });

  it('on a failed refresh clears the tokens and sends the user to /login keeping the location, once', async () => {
    const refresh = tokenEndpoint({ fail: true });
    let calls = 0;
    server.use(
      refresh.handler,
      http.get(`${API}/v2/profile/me`, () => {
        calls++;
        return unauthenticated();
      }),
    );
    const { client, tokenStore, expired } = setup();
    const results = await Promise.all([client.GET('/v2/profile/me'), client.GET('/v2/profile/me'), client.GET('/v2/profile/me')]);
    expect(results.map((result) => result.response.status)).toEqual([401, 401, 401]);
    expect(calls).toBe(3);
    expect(refresh.bodies).toHaveLength(1);
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(tokenStore.isLoggedIn()).toBe(false);
    expect(expired).toEqual([{ redirectTo: '/login', from: '/competitions/7/matches?tab=live' }]);
  });

  it('a request sent after the session ended is handled on its own (not swallowed by the old batch)', async () => {
    const refresh = tokenEndpoint({ fail: true });
    server.use(refresh.handler, http.get(`${API}/v2/profile/me`, unauthenticated));
    const { client, expired } = setup();
    await Promise.all([client.GET('/v2/profile/me'), client.GET('/v2/profile/me')]);
    expect(expired).toHaveLength(1);
    await client.GET('/v2/profile/me');
    expect(expired).toHaveLength(2);
    expect(refresh.bodies).toHaveLength(1);
  });

  it('without a refresh token gives up without calling the token endpoint', async () => {
    const refresh = tokenEndpoint();
    server.use(refresh.handler, http.get(`${API}/v2/profile/me`, unauthenticated));
    const { client, expired } = setup({ tokens: false });
    await client.GET('/v2/profile/me');
    expect(refresh.bodies).toHaveLength(0);
    expect(expired).toHaveLength(1);
  });

  it('in http-only mode refreshes without a token in the body (the browser sends the cookie)', async () => {
    const refresh = tokenEndpoint();
    server.use(
      refresh.handler,
      http.get(`${API}/v2/profile/me`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new-access' ? HttpResponse.json({ data: { id: 1 } }) : unauthenticated(),
      ),
    );
    const { client, jar, tokenStore } = setup({ mode: 'http-only' });
    jar.setHttpOnly(REFRESH_TOKEN_COOKIE, 'server-side');
    const result = await client.GET('/v2/profile/me');
    expect(result.response.status).toBe(200);
    expect(refresh.bodies).toEqual([{ grant_type: 'refresh_token', client_id: 2, scope: '*' }]);
    expect(tokenStore.isLoggedIn()).toBe(true);
  });

  it('the refresh call bypasses the middleware: no bearer header, current locale', async () => {
    const refresh = tokenEndpoint();
    server.use(
      refresh.handler,
      http.get(`${API}/v2/profile/me`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new-access' ? HttpResponse.json({ data: { id: 1 } }) : unauthenticated(),
      ),
    );
    const { client } = setup({ language: 'ar' });
    await client.GET('/v2/profile/me');
    expect(refresh.headers[0]?.get('Authorization')).toBeNull();
    expect(refresh.headers[0]?.get('X-Locale')).toBe('ar');
  });
});

describe('an access token gone while the session lives (its cookie expired)', () => {
  /** A profile endpoint that records each request's token and refuses a request without the new one. */
  function profileEndpoint() {
    const seen: (string | null)[] = [];
    const handler = http.get(`${API}/v2/profile/me`, ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return request.headers.get('Authorization') === 'Bearer new-access' ? HttpResponse.json({ data: { id: 1 } }) : unauthenticated();
    });
    return { handler, seen };
  }

  for (const mode of ['readable', 'http-only'] as const) {
    it(`is renewed before the first request leaves, so none is refused first (${mode})`, async () => {
      const refresh = tokenEndpoint({ delay: 10 });
      const profile = profileEndpoint();
      server.use(refresh.handler, profile.handler);
      const { client, jar, tokenStore, expired } = setup({ mode });
      jar.remove(ACCESS_TOKEN_COOKIE);
      expect(tokenStore.isLoggedIn()).toBe(true);
      const results = await Promise.all([client.GET('/v2/profile/me'), client.GET('/v2/profile/me'), client.GET('/v2/profile/me')]);
      expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
      expect(profile.seen).toEqual(['Bearer new-access', 'Bearer new-access', 'Bearer new-access']);
      expect(refresh.bodies).toHaveLength(1);
      expect(expired).toEqual([]);
    });
  }

  it('a failed renewal ends the session once, and the request is not renewed a second time', async () => {
    const refresh = tokenEndpoint({ fail: true });
    const profile = profileEndpoint();
    server.use(refresh.handler, profile.handler);
    const { client, jar, expired } = setup();
    jar.remove(ACCESS_TOKEN_COOKIE);
    const result = await client.GET('/v2/profile/me');
    expect(result.response.status).toBe(401);
    expect(profile.seen).toEqual([null]);
    expect(refresh.bodies).toHaveLength(1);
    expect(expired).toHaveLength(1);
  });

  it('a sign-in is sent as it is (the token endpoint needs no access token)', async () => {
    const refresh = tokenEndpoint();
    server.use(refresh.handler);
    const { client, jar } = setup();
    jar.remove(ACCESS_TOKEN_COOKIE);
    await client.POST('/v2/oauth/token', { body: { grant_type: 'password', client_id: 2, scope: '*', username: 'fan@hadaf.example', password: 'secret-2026' } } as never);
    expect(refresh.bodies).toEqual([expect.objectContaining({ grant_type: 'password' })]);
  });
});

describe('error results', () => {
  it('parses a 422 into a ValidationError with flattened messages', async () => {
    server.use(
      http.post(`${API}/v2/register/email`, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['taken'], password: ['short', 'weak'] } }, { status: 422 }),
      ),
    );
    const { client } = setup({ tokens: false });
    const error = await unwrap(client.POST('/v2/register/email', { body: {} } as never)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).messages()).toEqual(['taken', 'short', 'weak']);
  });

  it('turns a failed fetch into a NetworkError', async () => {
    server.use(http.get(`${API}/v2/profile/me`, () => HttpResponse.error()));
    const { client } = setup();
    await expect(client.GET('/v2/profile/me')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('defaults', () => {
  it('uses /api as the base URL', () => {
    const client = createHadafClient({ tokenStore: createTokenStore({ jar: memoryCookieJar() }), getLanguage: () => 'en' });
    expect(client.baseUrl).toBe('/api');
  });
});
