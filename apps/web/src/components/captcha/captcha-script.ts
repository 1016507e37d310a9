/**
 * The captcha providers' browser scripts, loaded once each, only by a form that shows a real captcha (never by the
 * first load of any page): Cloudflare Turnstile and Google reCAPTCHA, explicitly rendered.
 */

export interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | null | undefined;
  remove(widgetId: string): void;
}

export interface RecaptchaApi {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: Record<string, unknown>): number;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
    grecaptcha?: RecaptchaApi;
  }
}

export type CaptchaProvider = 'recaptcha' | 'turnstile';
export type CaptchaWidgetKind = 'checkbox' | 'score';

/** The provider's script: explicit rendering, in the page's language (reCAPTCHA v3 names its site key instead). */
export function captchaScriptUrl(provider: CaptchaProvider, widget: CaptchaWidgetKind, siteKey: string, language: 'en' | 'ar'): string {
  if (provider === 'turnstile') return 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
  if (widget === 'score') return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=${language}`;
  return `https://www.google.com/recaptcha/api.js?render=explicit&hl=${language}`;
}

const loading = new Map<string, Promise<void>>();

/** Resolves once `isReady()` (the provider's global is there), injecting the script at most once; a failed load may be tried again. */
export function loadCaptchaScript(url: string, isReady: () => boolean): Promise<void> {
  if (isReady()) return Promise.resolve();
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (isReady() ? resolve() : reject(new Error('captcha script loaded without its API')));
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error('captcha script could not be loaded'));
      };
      document.head.append(script);
    });
    loading.set(url, pending);
  }
  return pending;
}
