/**
 * The real payment providers' settings (docs/deployment.md, "Providers"; docs/decisions/production-adapters.md).
 * The adapters themselves are the payments feature's (payments/fawry-cash.ts, payments/paymob-card.ts); only what
 * they read from the environment is here, so the configuration is checked, whole, before the server starts.
 */

type Env = NodeJS.ProcessEnv;

/** FawryPay's server-to-server API (PayAtFawry reference numbers) and its server notifications V2. */
export interface FawrySettings {
  /** The merchant code Fawry issued (goes into every request and signature). */
  merchantCode: string;
  /** The merchant's secure key: the last term of every SHA-256 signature, both ways. */
  secureKey: string;
  /** https://www.atfawry.com in production, https://atfawry.fawrystaging.com for Fawry's staging (a stand-in's in tests). */
  apiUrl: string;
}

/** Paymob Accept: auth token, order registration, payment key, hosted iframe; HMAC-SHA512 callbacks. */
export interface PaymobSettings {
  /** The API key of the Accept dashboard (exchanged for a one-hour auth token). */
  apiKey: string;
  /** The HMAC secret of the dashboard: keys every callback's HMAC-SHA512. */
  hmacSecret: string;
  /** The online card integration the fans pay through (3-D Secure). */
  cardIntegrationId: number;
  /** The card integration the add-card page saves cards through (Paymob's "Verification" type: no package is sold). */
  addCardIntegrationId: number;
  /** What the add-card order is registered for, in piastres (the verification integration holds it, it sells nothing). */
  addCardAmountCents: number;
  /** The hosted iframe that takes the card. */
  iframeId: number;
  /** https://accept.paymob.com (a stand-in's in tests). */
  apiUrl: string;
}

export const FAWRY_API_URL = 'https://www.atfawry.com';
export const PAYMOB_API_URL = 'https://accept.paymob.com';

function required(env: Env, name: string, because: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set when ${because}.`);
  return value;
}

function positiveInteger(env: Env, name: string, because: string, fallback?: number): number {
  const raw = env[name]?.trim();
  if (!raw && fallback !== undefined) return fallback;
  const value = Number(required(env, name, because));
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** A provider's address: https (http only to this machine, for a stand-in), no trailing slash. */
function apiUrl(env: Env, name: string, fallback: string, production: boolean): string {
  const raw = (env[name]?.trim() || fallback).replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an https:// address, got "${raw}"`);
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local && !production)) throw new Error(`${name} must be an https:// address, got "${raw}"`);
  return raw;
}

export function fawryFrom(env: Env, production: boolean): FawrySettings {
  const because = 'HADAF_PAYMENTS_CASH=fawry';
  return {
    merchantCode: required(env, 'HADAF_FAWRY_MERCHANT_CODE', because),
    secureKey: required(env, 'HADAF_FAWRY_SECURE_KEY', because),
    apiUrl: apiUrl(env, 'HADAF_FAWRY_API_URL', FAWRY_API_URL, production),
  };
}

export function paymobFrom(env: Env, production: boolean): PaymobSettings {
  const because = 'HADAF_PAYMENTS_CARD=paymob';
  return {
    apiKey: required(env, 'HADAF_PAYMOB_API_KEY', because),
    hmacSecret: required(env, 'HADAF_PAYMOB_HMAC_SECRET', because),
    cardIntegrationId: positiveInteger(env, 'HADAF_PAYMOB_INTEGRATION_ID', because),
    addCardIntegrationId: positiveInteger(env, 'HADAF_PAYMOB_ADD_CARD_INTEGRATION_ID', because),
    addCardAmountCents: positiveInteger(env, 'HADAF_PAYMOB_ADD_CARD_AMOUNT_CENTS', because, 100),
    iframeId: positiveInteger(env, 'HADAF_PAYMOB_IFRAME_ID', because),
    apiUrl: apiUrl(env, 'HADAF_PAYMOB_API_URL', PAYMOB_API_URL, production),
  };
}
