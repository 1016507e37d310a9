/**
 * The captcha providers' browser scripts, loaded once each, only by a form that shows a real captcha (never by the
 * first load of any page): Cloudflare Turnstile and Google reCAPTCHA, explicitly rendered.
 */
import { loadScriptOnce } from '../third-party-script.ts';

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

/** A captcha script that hangs (a network that never answers) counts as unreachable after this long. */
const SCRIPT_TIMEOUT_MS = 15_000;

export type CaptchaProvider = 'recaptcha' | 'turnstile';
export type CaptchaWidgetKind = 'checkbox' | 'score';

/** The provider's script: explicit rendering, in the page's language (reCAPTCHA v3 names its site key instead). */
export function captchaScriptUrl(provider: CaptchaProvider, widget: CaptchaWidgetKind, siteKey: string, language: 'en' | 'ar'): string {
  if (provider === 'turnstile') return 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
  if (widget === 'score') return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=${language}`;
  return `https://www.google.com/recaptcha/api.js?render=explicit&hl=${language}`;
}

/** Resolves once `isReady()` (the provider's global is there), injecting the script at most once; a failed load may be tried again. */
export function loadCaptchaScript(url: string, isReady: () => boolean): Promise<void> {
  return loadScriptOnce(url, { name: 'captcha script', hasApi: isReady, timeoutMs: SCRIPT_TIMEOUT_MS });
}
