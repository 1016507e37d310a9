import { useCallback, useEffect, useRef, useState } from 'react';
import type * as FacebookBinding from './facebook-sdk.ts';
import type { FacebookApp, FacebookSdk } from './facebook-sdk.ts';

/** off: no Facebook app configured; loading: the SDK is on its way; unavailable: it could not be loaded. */
export type FacebookSdkStatus = 'off' | 'loading' | 'ready' | 'unavailable';

export interface FacebookLogin {
  status: FacebookSdkStatus;
  /** The fan closed the last login dialog or declined: nothing to report, and an older error is no longer current. */
  cancelled: boolean;
  /** Opens Facebook's login dialog (call it from the press itself); a granted token goes to onToken. */
  open: () => void;
}

type Binding = typeof FacebookBinding;
type Loaded = { key: string; sdk: FacebookSdk; binding: Binding } | { key: string; sdk: null };

/**
 * Facebook Login on a page: loads the SDK when an app is configured (in the page's language), and opens its dialog
 * on demand. The loader is its own chunk, fetched only then (as the captcha widget's), and Facebook's script after it.
 * The dialog is a popup the fan may close, leave open or come back to, so the button is never held busy by it:
 * pressing again brings the dialog back, and any token it grants is passed on.
 */
export function useFacebookLogin(app: FacebookApp | null, language: 'en' | 'ar', onToken: (accessToken: string) => void, sdkUrl?: string): FacebookLogin {
  const appId = app?.appId ?? null;
  const version = app?.version ?? null;
  const key = appId && version ? `${appId}@${version}@${sdkUrl ?? language}` : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const latestOnToken = useRef(onToken);
  useEffect(() => {
    latestOnToken.current = onToken;
  }, [onToken]);

  useEffect(() => {
    if (!key || !appId || !version) return;
    let current = true;
    import('./facebook-sdk.ts')
      .then(async (binding) => ({ binding, sdk: await binding.loadFacebookSdk(sdkUrl ?? binding.facebookSdkUrl(language), { appId, version }) }))
      .then(
        ({ binding, sdk }) => current && setLoaded({ key, sdk, binding }),
        () => current && setLoaded({ key, sdk: null }),
      );
    return () => {
      current = false;
    };
  }, [key, appId, version, sdkUrl, language]);

  const ready = loaded && loaded.key === key ? loaded : undefined;
  const status: FacebookSdkStatus = !key ? 'off' : ready === undefined ? 'loading' : ready.sdk === null ? 'unavailable' : 'ready';
  const open = useCallback(() => {
    if (!ready?.sdk) return;
    ready.binding.loginWithFacebook(ready.sdk, (accessToken) => {
      setCancelled(accessToken === null);
      if (accessToken) latestOnToken.current(accessToken);
    });
  }, [ready]);
  return { status, cancelled, open };
}
