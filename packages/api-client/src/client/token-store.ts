/**
 * Session tokens kept in cookies (platform spec §4: "Tokens are kept in cookies named token and
 * refresh-token"). Cookies are Secure and SameSite=Strict. Two modes share one interface
 * (see docs/decisions/api-client.md):
 * - 'readable': the client writes both cookies; a stored refresh token means logged in (spec §2).
 * - 'http-only': the server sets refresh-token as an HttpOnly cookie the client never reads; the client
 *   knows it is logged in from a readable marker cookie (logged-in=1) and refreshes by sending the
 *   refresh_token grant without the token, the browser adding the HttpOnly cookie.
 */

export const ACCESS_TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refresh-token';
export const LOGGED_IN_COOKIE = 'logged-in';

export interface CookieAttributes {
  path?: string;
  /** Seconds; 0 or less deletes the cookie. */
  maxAge?: number;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  domain?: string;
}

/** Where cookies live: document.cookie in browsers, memory in tests and on the server. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string, attributes?: CookieAttributes): void;
}

export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`Path=${attributes.path ?? '/'}`);
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  if (attributes.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(attributes.maxAge)}`);
    if (attributes.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (attributes.secure) parts.push('Secure');
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`);
  return parts.join('; ');
}

export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(decodeURIComponent(name), decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      cookies.set(name, part.slice(index + 1).trim());
    }
  }
  return cookies;
}

/** The browser jar. HttpOnly cookies are invisible here, which is the point of the 'http-only' mode. */
export function documentCookieJar(doc: { cookie: string } = globalThis.document): CookieJar {
  return {
    get: (name) => parseCookieHeader(doc.cookie).get(name) ?? null,
    set: (name, value, attributes) => {
      doc.cookie = serializeCookie(name, value, attributes);
    },
    remove: (name, attributes) => {
      doc.cookie = serializeCookie(name, '', { ...attributes, maxAge: 0 });
    },
  };
}

export interface MemoryCookie {
  value: string;
  attributes: CookieAttributes;
  /** Set by a server (Set-Cookie with HttpOnly): the jar keeps it but get() cannot read it. */
  httpOnly: boolean;
}

export interface MemoryCookieJar extends CookieJar {
  /** Every cookie with its attributes, HttpOnly ones included (for assertions). */
  readonly cookies: ReadonlyMap<string, MemoryCookie>;
  /** Simulates a server Set-Cookie with HttpOnly: stored, never readable through get(). */
  setHttpOnly(name: string, value: string, attributes?: CookieAttributes): void;
  /** The Cookie header a browser would send. */
  header(): string;
}

export function memoryCookieJar(initial: Record<string, string> = {}): MemoryCookieJar {
  const cookies = new Map<string, MemoryCookie>();
  for (const [name, value] of Object.entries(initial)) cookies.set(name, { value, attributes: {}, httpOnly: false });
  const write = (name: string, value: string, attributes: CookieAttributes, httpOnly: boolean) => {
    if (attributes.maxAge !== undefined && attributes.maxAge <= 0) cookies.delete(name);
    else cookies.set(name, { value, attributes, httpOnly });
  };
  return {
    cookies,
    get: (name) => {
      const cookie = cookies.get(name);
      return cookie && !cookie.httpOnly ? cookie.value : null;
    },
    set: (name, value, attributes = {}) => {
      // A script cannot overwrite an HttpOnly cookie.
      if (cookies.get(name)?.httpOnly) return;
      write(name, value, attributes, false);
    },
    remove: (name) => {
      if (cookies.get(name)?.httpOnly) return;
      cookies.delete(name);
    },
    setHttpOnly: (name, value, attributes = {}) => write(name, value, attributes, true),
    header: () => [...cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; '),
  };
}

/** The token part of an OAuth token response. */
export interface TokenSet {
  access_token: string;
  refresh_token?: string | null;
  /** Seconds until the access token expires. */
  expires_in?: number | null;
}

export type TokenStoreMode = 'readable' | 'http-only';

export interface TokenStore {
  readonly mode: TokenStoreMode;
  getAccessToken(): string | null;
  /** Always null in 'http-only' mode: the browser sends the cookie, the client never sees it. */
  getRefreshToken(): string | null;
  /** Spec §2: a stored refresh token means logged in ('http-only': the marker cookie). */
  isLoggedIn(): boolean;
  setTokens(tokens: TokenSet): void;
  clear(): void;
}

export interface TokenStoreOptions {
  /** Defaults to the document's cookies. */
  jar?: CookieJar;
  mode?: TokenStoreMode;
  /** Lifetime of the refresh-token (and logged-in marker) cookie; default 30 days. */
  refreshTokenMaxAge?: number;
  /** Lifetime of the access token cookie when the token response has no expires_in; default 1 day. */
  accessTokenMaxAge?: number;
  /** Defaults to true; turn off only for plain-http local development. */
  secure?: boolean;
  path?: string;
  domain?: string;
}

const DAY = 24 * 60 * 60;

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const {
    jar = documentCookieJar(),
    mode = 'readable',
    refreshTokenMaxAge = 30 * DAY,
    accessTokenMaxAge = DAY,
    secure = true,
    path = '/',
    domain,
  } = options;
  const base: CookieAttributes = { path, secure, sameSite: 'Strict', ...(domain ? { domain } : {}) };

  return {
    mode,
    getAccessToken: () => jar.get(ACCESS_TOKEN_COOKIE) || null,
    getRefreshToken: () => (mode === 'readable' ? jar.get(REFRESH_TOKEN_COOKIE) || null : null),
    isLoggedIn: () =>
      mode === 'readable' ? Boolean(jar.get(REFRESH_TOKEN_COOKIE)) : jar.get(LOGGED_IN_COOKIE) === '1',
    setTokens: (tokens) => {
      jar.set(ACCESS_TOKEN_COOKIE, tokens.access_token, {
        ...base,
        maxAge: tokens.expires_in && tokens.expires_in > 0 ? tokens.expires_in : accessTokenMaxAge,
      });
      if (mode === 'readable') {
        if (tokens.refresh_token) jar.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, { ...base, maxAge: refreshTokenMaxAge });
      } else {
        jar.set(LOGGED_IN_COOKIE, '1', { ...base, maxAge: refreshTokenMaxAge });
      }
    },
    clear: () => {
      jar.remove(ACCESS_TOKEN_COOKIE, base);
      jar.remove(LOGGED_IN_COOKIE, base);
      // In 'http-only' mode this is a no-op in browsers; the server clears its cookie on logout.
      jar.remove(REFRESH_TOKEN_COOKIE, base);
    },
  };
}
