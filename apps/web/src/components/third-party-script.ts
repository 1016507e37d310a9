/**
 * A third party's browser script (a captcha's, Facebook's SDK), injected at most once while it loads: callers asking
 * meanwhile share the load; a load that failed (offline, blocked, timed out) leaves nothing behind, and the next call
 * tries again.
 */
export interface ThirdPartyScript {
  /** Named in errors: "captcha script", "Facebook SDK". */
  name: string;
  /** Whether the script's API is there: checked first (already loaded), and when the script says it is ready. */
  hasApi: () => boolean;
  /** One load at a time per key; by default the URL. */
  key?: string;
  /**
   * For a script that says itself when it is ready (Facebook's fbAsyncInit): called before the script is added, with
   * the function to call then. Without it, the script's load event says it.
   */
  readiness?: (ready: () => void) => void;
  attributes?: { id?: string; defer?: boolean; crossOrigin?: string };
  /** A load that hangs counts as failed after this long. */
  timeoutMs?: number;
}

const loading = new Map<string, Promise<void>>();

export function loadScriptOnce(url: string, script: ThirdPartyScript): Promise<void> {
  if (script.hasApi()) return Promise.resolve();
  const key = script.key ?? url;
  let pending = loading.get(key);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const element = document.createElement('script');
      let timer: number | undefined;
      const settle = () => {
        if (timer !== undefined) window.clearTimeout(timer);
        loading.delete(key);
      };
      const fail = (reason: string) => {
        settle();
        element.remove();
        reject(new Error(`${script.name} ${reason}`));
      };
      const ready = () => {
        if (!script.hasApi()) return fail('loaded without its API');
        settle();
        resolve();
      };
      if (script.timeoutMs !== undefined) timer = window.setTimeout(() => fail('timed out'), script.timeoutMs);
      if (script.readiness) script.readiness(ready);
      else element.onload = ready;
      element.onerror = () => fail('could not be loaded');
      element.src = url;
      element.async = true;
      Object.assign(element, script.attributes);
      document.head.append(element);
    });
    loading.set(key, pending);
  }
  return pending;
}
