import createClient, { createQuerySerializer } from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { ApiError, NetworkError, isUnauthenticatedBody } from './errors.ts';
import { cleanQuery, stripBlankSearchParams } from './query.ts';
import { createServerClock, type ServerClock } from './server-clock.ts';
import type { TokenSet, TokenStore } from './token-store.ts';
import { paths as routes } from '@hadaf/domain';

export type ApiLanguage = 'en' | 'ar';

export interface SessionExpiredInfo {
  /** Where the app should go: always /login. */
  redirectTo: string;
  /** The location to come back to after logging in (path, query and hash). */
  from: string;
}

export interface HadafClientOptions {
  /** Defaults to /api (the contract's server url). */
  baseUrl?: string;
  tokenStore: TokenStore;
  /** The active language, read on every request (X-Locale). */
  getLanguage: () => ApiLanguage | string;
  /** Called once per failed refresh, after the tokens are cleared. */
  onSessionExpired?: (info: SessionExpiredInfo) => void;
  /** The current location for SessionExpiredInfo.from; defaults to window.location. */
  getLocation?: () => string;
  /** Defaults to globalThis.fetch (read at call time, so test interceptors apply). */
  fetch?: (input: Request) => Promise<Response>;
  /** OAuth client id of the refresh_token grant; spec §7: 2. */
  clientId?: number;
}

export const OAUTH_TOKEN_PATH = '/v2/oauth/token';
export const OAUTH_CLIENT_ID = 2;
export const OAUTH_SCOPE = '*';

export type HadafClient = Client<paths, 'application/json'> & {
  readonly tokenStore: TokenStore;
  readonly baseUrl: string;
  /**
   * Refreshes the access token with the refresh_token grant (single-flight: concurrent callers share one
   * request). Resolves to the new access token, or null after clearing the session.
   */
  refreshSession(): Promise<string | null>;
  /** The server's clock, learnt from the responses' Date header: time-based locks run on it. */
  readonly serverClock: ServerClock;
  /** The language requests are made in unless a call names its own (X-Locale): en or ar. */
  language(): ApiLanguage;
};

function currentLocation(): string {
  const location = (globalThis as { location?: { pathname: string; search: string; hash: string } }).location;
  return location ? `${location.pathname}${location.search}${location.hash}` : '/';
}

/** en or ar: anything else asks in English, as the server answers it. */
export function toApiLanguage(value: string | null | undefined): ApiLanguage {
  return value === 'ar' ? 'ar' : 'en';
}

function language(getLanguage: () => string): ApiLanguage {
  return toApiLanguage(getLanguage());
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

export function createHadafClient(options: HadafClientOptions): HadafClient {
  const {
    baseUrl = '/api',
    tokenStore,
    getLanguage,
    onSessionExpired,
    getLocation = currentLocation,
    clientId = OAUTH_CLIENT_ID,
  } = options;
  const rawFetch = (request: Request): Promise<Response> => (options.fetch ?? globalThis.fetch)(request);
  const root = baseUrl.replace(/\/+$/, '');
  const serializeQuery = createQuerySerializer({ array: { style: 'form', explode: true }, object: { style: 'deepObject', explode: true } });

  const client = createClient<paths, 'application/json'>({
    baseUrl: root,
    fetch: rawFetch,
    // Spec §5: empty, null or blank filter values are removed before any request.
    querySerializer: (query) => serializeQuery(cleanQuery(query as Record<string, unknown>)),
  });

  /** Copies of outgoing requests (a sent body cannot be re-read) and the refresh epoch they left in. */
  const sent = new Map<string, { copy: Request; epoch: number }>();
  let inflight: Promise<string | null> | null = null;
  /** Counts finished refreshes: a 401 for a request sent before the last one belongs to a settled batch. */
  let epoch = 0;

  async function requestNewTokens(): Promise<TokenSet | null> {
    const refreshToken = tokenStore.getRefreshToken();
    // 'readable' mode without a refresh token has nothing to refresh with.
    if (tokenStore.mode === 'readable' && !refreshToken) return null;
    const body: Record<string, unknown> = { grant_type: 'refresh_token', client_id: clientId, scope: OAUTH_SCOPE };
    // 'http-only' mode: the browser sends the refresh-token cookie, the body carries no token.
    if (refreshToken) body['refresh_token'] = refreshToken;
    // Straight to fetch: the refresh never goes through the middleware (no loop, no auth header).
    const request = new Request(`${root}${OAUTH_TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Locale': language(getLanguage) },
      body: JSON.stringify(body),
      credentials: 'include',
    });
    try {
      const response = await rawFetch(request);
      if (!response.ok) return null;
      const tokens = (await readJson(response)) as Partial<TokenSet> | null;
      return tokens && typeof tokens.access_token === 'string' && tokens.access_token ? (tokens as TokenSet) : null;
    } catch {
      return null;
    }
  }

  function refreshSession(): Promise<string | null> {
    inflight ??= requestNewTokens()
      .then((tokens) => {
        if (tokens) {
          tokenStore.setTokens(tokens);
          return tokens.access_token;
        }
        tokenStore.clear();
        onSessionExpired?.({ redirectTo: routes.login, from: getLocation() });
        return null;
      })
      .finally(() => {
        epoch++;
        inflight = null;
      });
    return inflight;
  }

  /** The token to retry with after a 401 for a request sent with `usedToken` during refresh epoch `sentIn`. */
  function tokenAfterUnauthenticated(usedToken: string | null, sentIn: number): Promise<string | null> {
    // A refresh is running: share it.
    if (inflight) return inflight;
    const current = tokenStore.getAccessToken();
    // Someone refreshed (or logged in) since this request left: retry with the new token, no second refresh.
    if (current && current !== usedToken) return Promise.resolve(current);
    // The refresh of this request's batch already finished and failed (the session is cleared): give up quietly.
    if (sentIn < epoch) return Promise.resolve(null);
    return refreshSession();
  }

  const serverClock = createServerClock();
  const middleware: Middleware = {
    async onRequest({ request, id }) {
      const url = new URL(request.url, 'http://relative.invalid');
      const sentIn = epoch;
      let token = tokenStore.getAccessToken();
      // Signed in, but the short-lived access token is gone (its cookie expired, e.g. a tab opened the next morning):
      // it is renewed before the request leaves, so no request is refused for want of it (a 401 the fan never caused).
      // A sign-in itself (the token endpoint) needs none.
      if (!token && tokenStore.isLoggedIn() && !url.pathname.endsWith(OAUTH_TOKEN_PATH)) token = await refreshSession();
      const cleaned = stripBlankSearchParams(url);
      let next = request;
      if (cleaned.search !== url.search) {
        const target = request.url.startsWith('http') ? cleaned.href : `${cleaned.pathname}${cleaned.search}${cleaned.hash}`;
        next = new Request(target, request);
      }
      next.headers.set('Accept', 'application/json');
      // A call may name its language (a cached answer is asked in its key's language); the others ask in the app's.
      next.headers.set('X-Locale', toApiLanguage(next.headers.get('X-Locale') ?? getLanguage()));
      if (token) next.headers.set('Authorization', `Bearer ${token}`);
      else next.headers.delete('Authorization');
      // The epoch the request's token came from: a 401 after a renewal made for it is not renewed again.
      sent.set(id, { copy: next.clone(), epoch: sentIn });
      return next;
    },
    async onResponse({ request, response, id, options: requestOptions }) {
      serverClock.observe(response.headers.get('Date'));
      const entry = sent.get(id);
      sent.delete(id);
      if (response.status !== 401 || !entry) return undefined;
      if (!isUnauthenticatedBody(await readJson(response))) return undefined;
      const token = await tokenAfterUnauthenticated(bearer(request), entry.epoch);
      if (!token) return response;
      const retry = new Request(entry.copy);
      // Same language as the first attempt (the copy keeps its X-Locale): the answer is cached under it.
      retry.headers.set('Authorization', `Bearer ${token}`);
      // Retried once, straight through the request's fetch (the client's, or a call's upload transport), not the
      // middleware: a second 401 is returned to the caller as it is.
      try {
        return await requestOptions.fetch(retry);
      } catch (error) {
        throw new NetworkError(error);
      }
    },
    onError({ error, id }) {
      sent.delete(id);
      return error instanceof ApiError ? error : new NetworkError(error);
    },
  };
  client.use(middleware);

  return Object.assign(client, { tokenStore, baseUrl: root, refreshSession, serverClock, language: () => language(getLanguage) });
}
