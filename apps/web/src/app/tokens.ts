import { createTokenStore, documentCookieJar } from '@hadaf/api-client';

/** The token store over document cookies (its own module: start-up code reads it before the app's code loads). */
export function createTokens() {
  // The server keeps the refresh token in an HttpOnly cookie page scripts cannot read (an XSS cannot steal a
  // 90-day login); the app sees only the short-lived access token and a logged-in marker. Secure cookies need
  // https; a plain-http local server (dev, tests) works without it.
  return createTokenStore({ jar: documentCookieJar(), mode: 'http-only', secure: window.location.protocol === 'https:' });
}
