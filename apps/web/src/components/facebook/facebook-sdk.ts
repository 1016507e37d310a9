/**
 * Facebook's JavaScript SDK, as much of it as Facebook Login for the web needs: loaded once, only by the login pages
 * and only when the server checks Facebook tokens (AppSettings.social), initialised with the public app id and the
 * Graph API version the server calls, in the page's language.
 */
import { loadScriptOnce } from '../third-party-script.ts';

export interface FacebookAuthResponse {
  accessToken: string;
  userID?: string;
  expiresIn?: number;
}

/** FB.login's answer: `connected` with the token, or no authResponse when the fan closed the dialog or declined. */
export interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown' | string;
  authResponse: FacebookAuthResponse | null | undefined;
}

export interface FacebookInitOptions {
  appId: string;
  version: string;
  xfbml: boolean;
  status: boolean;
  cookie: boolean;
  autoLogAppEvents: boolean;
}

export interface FacebookSdk {
  init(options: FacebookInitOptions): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    /** The SDK calls it once it has loaded (Facebook's documented way to initialise it). */
    fbAsyncInit?: () => void;
  }
}

/** The app the SDK speaks for: Facebook's public app id and the pinned Graph API version (the server's). */
export interface FacebookApp {
  appId: string;
  version: string;
}

/** What the server reads (/me?fields=id,name,email): the profile and the e-mail address, neither needing app review. */
export const FACEBOOK_SCOPES = 'public_profile,email';

/** Facebook's locale for the page's language: the SDK's texts and its login dialog follow it. */
export function facebookLocale(language: 'en' | 'ar'): 'en_US' | 'ar_AR' {
  return language === 'ar' ? 'ar_AR' : 'en_US';
}

export function facebookSdkUrl(language: 'en' | 'ar'): string {
  return `https://connect.facebook.net/${facebookLocale(language)}/sdk.js`;
}

/**
 * FB.init for login only: no social plugins parsed (xfbml), no login-status call at start-up (status: the fan
 * signs in by pressing the button, never silently), no cookie of Facebook's on our domain, no app events logged.
 */
export function initFacebook(sdk: FacebookSdk, app: FacebookApp): void {
  sdk.init({ appId: app.appId, version: app.version, xfbml: false, status: false, cookie: false, autoLogAppEvents: false });
}

/**
 * Opens Facebook's login dialog and reports the user access token, or null when the fan closed it or declined. It
 * calls FB.login at once, inside the press that asked for it: a popup opened later is blocked by browsers.
 */
export function loginWithFacebook(sdk: FacebookSdk, done: (accessToken: string | null) => void): void {
  sdk.login(
    (response) => {
      const token = response.status === 'connected' ? response.authResponse?.accessToken : undefined;
      done(typeof token === 'string' && token !== '' ? token : null);
    },
    { scope: FACEBOOK_SCOPES },
  );
}

/** A load that never ends (a network that hangs) counts as unreachable after this long. */
export const SDK_TIMEOUT_MS = 15_000;

/** The app each SDK object was initialised for: FB.init once per app, again for a new SDK object. */
const initialised = new WeakMap<FacebookSdk, string>();

function ready(sdk: FacebookSdk, app: FacebookApp): FacebookSdk {
  const key = `${app.appId}@${app.version}`;
  if (initialised.get(sdk) !== key) {
    initFacebook(sdk, app);
    initialised.set(sdk, key);
  }
  return sdk;
}

/**
 * Resolves with the initialised SDK, injecting its script at most once per page (the language of the first load
 * stays until the page is reloaded); rejects when it cannot be loaded (offline, blocked, timed out), and a later
 * call tries again.
 */
export async function loadFacebookSdk(url: string, app: FacebookApp): Promise<FacebookSdk> {
  await loadScriptOnce(url, {
    name: 'Facebook SDK',
    hasApi: () => window.FB !== undefined,
    // One SDK a page, whichever language asked first.
    key: 'facebook-jssdk',
    readiness: (isReady) => (window.fbAsyncInit = isReady),
    attributes: { id: 'facebook-jssdk', defer: true, crossOrigin: 'anonymous' },
    timeoutMs: SDK_TIMEOUT_MS,
  });
  return ready(window.FB!, app);
}
