import { createTokenStore, documentCookieJar } from '@hadaf/api-client';

/** The token store over document cookies (its own module: start-up code reads it before the app's code loads). */
export function createTokens() {
  // Secure cookies need https; a plain-http local server (dev, tests) keeps them readable without it.
  return createTokenStore({ jar: documentCookieJar(), mode: 'readable', secure: window.location.protocol === 'https:' });
}
