import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  LOGGED_IN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  createTokenStore,
  documentCookieJar,
  memoryCookieJar,
  parseCookieHeader,
  serializeCookie,
} from './token-store.ts';

describe('token store, readable mode', () => {
  it('keeps tokens in the token and refresh-token cookies, Secure and SameSite=Strict', () => {
    const jar = memoryCookieJar();
    const store = createTokenStore({ jar });
    expect(store.isLoggedIn()).toBe(false);
    store.setTokens({ access_token: 'a1', refresh_token: 'r1', expires_in: 3600 });
    expect(store.getAccessToken()).toBe('a1');
    expect(store.getRefreshToken()).toBe('r1');
    expect(store.isLoggedIn()).toBe(true);
    expect(jar.cookies.get(ACCESS_TOKEN_COOKIE)?.attributes).toMatchObject({ secure: true, sameSite: 'Strict', path: '/', maxAge: 3600 });
    expect(jar.cookies.get(REFRESH_TOKEN_COOKIE)?.attributes).toMatchObject({ secure: true, sameSite: 'Strict' });
  });

  it('keeps the old refresh token when a response carries none and clears everything on clear()', () => {
    const jar = memoryCookieJar();
    const store = createTokenStore({ jar });
    store.setTokens({ access_token: 'a1', refresh_token: 'r1' });
    store.setTokens({ access_token: 'a2' });
    expect(store.getRefreshToken()).toBe('r1');
    store.clear();
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(store.isLoggedIn()).toBe(false);
    expect(jar.cookies.size).toBe(0);
  });
});

describe('token store, http-only mode', () => {
  it('never reads the HttpOnly refresh token and knows the session from the logged-in marker', () => {
    const jar = memoryCookieJar();
    jar.setHttpOnly(REFRESH_TOKEN_COOKIE, 'server-secret');
    const store = createTokenStore({ jar, mode: 'http-only' });
    expect(store.getRefreshToken()).toBeNull();
    expect(store.isLoggedIn()).toBe(false);
    store.setTokens({ access_token: 'a1', refresh_token: 'ignored' });
    expect(store.isLoggedIn()).toBe(true);
    expect(store.getRefreshToken()).toBeNull();
    expect(jar.cookies.get(LOGGED_IN_COOKIE)).toMatchObject({ value: '1', attributes: { secure: true, sameSite: 'Strict' } });
    expect(jar.cookies.get(REFRESH_TOKEN_COOKIE)?.value).toBe('server-secret');
    store.clear();
    expect(store.isLoggedIn()).toBe(false);
    expect(store.getAccessToken()).toBeNull();
  });
});

describe('document cookie jar', () => {
  it('writes Secure SameSite=Strict cookies through document.cookie and reads them back', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'other=1; token=abc%20def';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const store = createTokenStore({ jar: documentCookieJar(doc) });
    expect(store.getAccessToken()).toBe('abc def');
    store.setTokens({ access_token: 'x', refresh_token: 'y' });
    expect(written[0]).toBe('token=x; Path=/; Max-Age=86400; Secure; SameSite=Strict');
    expect(written[1]).toBe('refresh-token=y; Path=/; Max-Age=2592000; Secure; SameSite=Strict');
    store.clear();
    expect(written.slice(2).every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('serializes and parses cookie strings', () => {
    expect(serializeCookie('a', 'b c', { sameSite: 'Lax' })).toBe('a=b%20c; Path=/; SameSite=Lax');
    expect([...parseCookieHeader('a=1; b=x%3Dy; a=2')]).toEqual([
      ['a', '1'],
      ['b', 'x=y'],
    ]);
  });
});
