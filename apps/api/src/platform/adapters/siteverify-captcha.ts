import type { CaptchaVerifier } from './captcha.ts';
import { ProviderError } from '../http/provider-error.ts';
import { jsonOf, providerFetch } from './provider-fetch.ts';

export interface SiteverifySettings {
  provider: 'recaptcha' | 'turnstile';
  secret: string;
  /** The public key of the web widget (AppSettings.captcha); the verifier itself does not need it. */
  siteKey: string;
  /** The siteverify address (the provider's by default; a stand-in's in tests). */
  verifyUrl: string;
  /** reCAPTCHA v3: the lowest score accepted (0.0 bot … 1.0 human); null for v2 and Turnstile, which have none. */
  minScore: number | null;
  /** The action the web client names (v3 and Turnstile); null accepts any. */
  action: string | null;
  /** Host names the challenge may have been solved on; empty accepts any (keys limited to domains at the provider). */
  hostnames: string[];
}

export const SITEVERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

/** Their shared answer (both providers document the same shape; score only from reCAPTCHA v3). */
interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** Codes that mean our secret or the provider is wrong, not the fan's token: answered 503, not "captcha failed". */
const ourFaults = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

/** Longest token sent on: both providers' tokens are a few kilobytes at most; anything longer is not one. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * Google reCAPTCHA (v2, or v3 with its score and action) or Cloudflare Turnstile, checked server-side by the
 * siteverify protocol: POST form secret, response, remoteip → {success, score?, action?, hostname, error-codes}.
 */
export function siteverifyCaptcha(settings: SiteverifySettings): CaptchaVerifier {
  return {
    sandbox: false,
    async verify(token, remoteIp) {
      if (token === '' || token.length > MAX_TOKEN_LENGTH) return false;
      const body = new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp });
      const response = await providerFetch('captcha', settings.verifyUrl, { method: 'POST', body });
      const answer = (await jsonOf(response)) as SiteverifyAnswer | null;
      if (!response.ok || answer === null || typeof answer !== 'object') throw new ProviderError('captcha', 'provider', `${settings.provider} siteverify answered ${response.status}`);
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
      const fault = codes.find((code) => ourFaults.has(code));
      if (fault) throw new ProviderError('captcha', 'provider', `${settings.provider} siteverify: ${fault}`);
      if (answer.success !== true) return false;
      if (settings.action !== null && answer.action !== settings.action) return false;
      if (settings.hostnames.length > 0 && !settings.hostnames.includes(String(answer.hostname))) return false;
      if (settings.minScore !== null && !(typeof answer.score === 'number' && answer.score >= settings.minScore)) return false;
      return true;
    },
  };
}
