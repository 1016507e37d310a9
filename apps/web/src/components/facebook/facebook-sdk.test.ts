import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FacebookLoginResponse, FacebookSdk } from './facebook-sdk.ts';

/**
 * The web binding of Facebook's SDK against a fake `FB` (no network here): what FB.init and FB.login are asked, how
 * their answers are read, and how the script is loaded, given up on and tried again. The page is a small stand-in
 * for window and document: the loader only injects a <script> and waits for the SDK's fbAsyncInit.
 */

const app = { appId: '1234567890', version: 'v25.0' };

function fakeFacebook(answer: FacebookLoginResponse) {
  const sdk = { init: vi.fn<FacebookSdk['init']>(), login: vi.fn<FacebookSdk['login']>((callback) => callback(answer)) };
  return sdk satisfies FacebookSdk;
}

interface FakeScript {
  id: string;
  src: string;
  async: boolean;
  defer: boolean;
  crossOrigin: string | null;
  onerror: (() => void) | null;
  removed: boolean;
  remove(): void;
}

/** A page: the scripts put in its head, its FB and fbAsyncInit globals, and its timers (Vitest's fake ones). */
function fakePage() {
  const scripts: FakeScript[] = [];
  const page = {
    window: { FB: undefined as FacebookSdk | undefined, fbAsyncInit: undefined as (() => void) | undefined, setTimeout, clearTimeout },
    document: {
      createElement: () => ({ id: '', src: '', async: false, defer: false, crossOrigin: null, onerror: null, removed: false, remove() { this.removed = true; } }),
      head: { append: (script: FakeScript) => scripts.push(script) },
    },
    scripts,
    /** What the real sdk.js does once it has run: define FB, then call fbAsyncInit. */
    sdkArrives(sdk: FacebookSdk) {
      page.window.FB = sdk;
      page.window.fbAsyncInit?.();
    },
  };
  vi.stubGlobal('window', page.window);
  vi.stubGlobal('document', page.document);
  return page;
}

// A fresh module each time: it remembers the script it is loading.
const load = () => import('./facebook-sdk.ts');

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Facebook Login with the SDK', () => {
  it('initialises the SDK for login only, with the public app id and the pinned Graph version', async () => {
    const { initFacebook } = await load();
    const sdk = fakeFacebook({ status: 'unknown', authResponse: null });
    initFacebook(sdk, app);
    expect(sdk.init).toHaveBeenCalledWith({ appId: '1234567890', version: 'v25.0', xfbml: false, status: false, cookie: false, autoLogAppEvents: false });
  });

  it('asks for public_profile and email, and passes on the token of a connected fan', async () => {
    const { loginWithFacebook } = await load();
    const sdk = fakeFacebook({ status: 'connected', authResponse: { accessToken: 'EAA-fan', userID: '1001', expiresIn: 5000 } });
    const done = vi.fn();
    loginWithFacebook(sdk, done);
    expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' });
    expect(done).toHaveBeenCalledWith('EAA-fan');
  });

  it('reports no token when the fan closed the dialog or declined', async () => {
    const { loginWithFacebook } = await load();
    for (const answer of [
      { status: 'unknown', authResponse: null },
      { status: 'not_authorized', authResponse: undefined },
      { status: 'connected', authResponse: { accessToken: '' } },
    ]) {
      const done = vi.fn();
      loginWithFacebook(fakeFacebook(answer), done);
      expect(done, answer.status).toHaveBeenCalledWith(null);
    }
  });

  it("loads the SDK in the page's language", async () => {
    const { facebookSdkUrl } = await load();
    expect(facebookSdkUrl('en')).toBe('https://connect.facebook.net/en_US/sdk.js');
    expect(facebookSdkUrl('ar')).toBe('https://connect.facebook.net/ar_AR/sdk.js');
  });
});

describe('loading the SDK', () => {
  it('injects its script once, resolves when the SDK calls fbAsyncInit, and initialises it once', async () => {
    const page = fakePage();
    const { loadFacebookSdk } = await load();
    const first = loadFacebookSdk('https://connect.facebook.net/ar_AR/sdk.js', app);
    const second = loadFacebookSdk('https://connect.facebook.net/ar_AR/sdk.js', app);
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]).toMatchObject({ id: 'facebook-jssdk', src: 'https://connect.facebook.net/ar_AR/sdk.js', async: true, defer: true, crossOrigin: 'anonymous' });
    const sdk = fakeFacebook({ status: 'unknown', authResponse: null });
    page.sdkArrives(sdk);
    expect(await first).toBe(sdk);
    expect(await second).toBe(sdk);
    // Later pages of the same visit find it there: no second script, no second FB.init.
    expect(await loadFacebookSdk('https://connect.facebook.net/en_US/sdk.js', app)).toBe(sdk);
    expect(page.scripts).toHaveLength(1);
    expect(sdk.init).toHaveBeenCalledOnce();
  });

  it('gives up when the script cannot load, and tries again on the next call', async () => {
    const page = fakePage();
    const { loadFacebookSdk } = await load();
    const blocked = loadFacebookSdk('https://connect.facebook.net/en_US/sdk.js', app);
    page.scripts[0]!.onerror!();
    await expect(blocked).rejects.toThrow('could not be loaded');
    expect(page.scripts[0]!.removed).toBe(true);
    const retry = loadFacebookSdk('https://connect.facebook.net/en_US/sdk.js', app);
    expect(page.scripts).toHaveLength(2);
    page.sdkArrives(fakeFacebook({ status: 'unknown', authResponse: null }));
    await expect(retry).resolves.toBeDefined();
  });

  it('gives up on a script that never arrives (a network that hangs) after 15 seconds', async () => {
    fakePage();
    const { loadFacebookSdk, SDK_TIMEOUT_MS } = await load();
    const hanging = loadFacebookSdk('https://connect.facebook.net/en_US/sdk.js', app);
    const outcome = vi.fn();
    hanging.catch(outcome);
    await vi.advanceTimersByTimeAsync(SDK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ message: 'Facebook SDK timed out' }));
  });
});
