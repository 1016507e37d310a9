import { FACEBOOK_GRAPH_URL, type FacebookSettings } from './facebook-social.ts';
import { SITEVERIFY_URLS, type SiteverifySettings } from './siteverify-captcha.ts';
import type { S3Settings } from './s3-storage.ts';
import type { SmtpSettings } from './smtp-email.ts';
import { TWILIO_API_URL, type TwilioSettings } from './twilio-sms.ts';
import { fawryFrom, paymobFrom, type FawrySettings, type PaymobSettings } from './payment-settings.ts';

/** What the real adapters need, read from the environment (README, docs/deployment.md "Providers"). Only the chosen ones are read. */
/** Which implementation serves each outside service: a local sandbox, or a real provider (docs/decisions/production-adapters.md). */
export interface AdapterChoice {
  sms: 'sandbox' | 'twilio';
  email: 'sandbox' | 'smtp';
  captcha: 'sandbox' | 'recaptcha' | 'turnstile';
  /** 'none' turns the social grant off (it answers 501). */
  social: 'sandbox' | 'facebook' | 'none';
  /** Local disk under the data directory (a real option for a single server, so not a sandbox), or an S3-compatible bucket. */
  storage: 'local' | 's3';
  /** The reference-code gateway (payments/gateways.ts): the sandbox or FawryPay's PayAtFawry (HADAF_PAYMENTS_CASH). */
  paymentsCash: 'sandbox' | 'fawry';
  /** The card gateway: the sandbox or Paymob Accept (HADAF_PAYMENTS_CARD). */
  paymentsCard: 'sandbox' | 'paymob';
}

export interface ProviderSettings {
  smtp?: SmtpSettings;
  captcha?: SiteverifySettings;
  facebook?: FacebookSettings;
  twilio?: TwilioSettings;
  fawry?: FawrySettings;
  paymob?: PaymobSettings;
  s3?: S3Settings;
}

type Env = NodeJS.ProcessEnv;

function required(env: Env, name: string, because: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set when ${because}.`);
  return value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name] || fallback;
  const found = allowed.find((candidate) => candidate === raw);
  if (!found) throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return found;
}

function smtpFrom(env: Env, production: boolean): SmtpSettings {
  const because = 'HADAF_EMAIL=smtp';
  const port = integer(env, 'HADAF_SMTP_PORT', 587, 1, 65535);
  const tls = oneOf(env, 'HADAF_SMTP_TLS', ['implicit', 'starttls', 'none'] as const, port === 465 ? 'implicit' : 'starttls');
  const host = required(env, 'HADAF_SMTP_HOST', because);
  // Credentials in clear text only to a relay on the same machine.
  if (production && tls === 'none' && !['localhost', '127.0.0.1', '::1'].includes(host)) {
    throw new Error('HADAF_SMTP_TLS=none is refused in production except to a relay on localhost.');
  }
  return {
    host,
    port,
    tls,
    user: env.HADAF_SMTP_USER || undefined,
    password: env.HADAF_SMTP_PASSWORD || undefined,
    from: required(env, 'HADAF_EMAIL_FROM', because),
    replyTo: env.HADAF_EMAIL_REPLY_TO || undefined,
    attempts: integer(env, 'HADAF_SMTP_ATTEMPTS', 3, 1, 10),
    retryDelayMs: integer(env, 'HADAF_SMTP_RETRY_DELAY_MS', 1000, 0, 60_000),
  };
}

/** The public site key the web widget shows (its secret is HADAF_CAPTCHA_SECRET): letters, digits, - and _ as both providers issue them. */
function siteKeyFrom(env: Env, provider: 'recaptcha' | 'turnstile'): string {
  const siteKey = required(env, 'HADAF_CAPTCHA_SITE_KEY', `HADAF_CAPTCHA=${provider}`);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(siteKey)) throw new Error(`HADAF_CAPTCHA_SITE_KEY must be the provider's site key (letters, digits, - and _), got "${siteKey}"`);
  return siteKey;
}

function captchaFrom(env: Env, provider: 'recaptcha' | 'turnstile'): SiteverifySettings {
  const rawScore = env.HADAF_CAPTCHA_MIN_SCORE;
  let minScore: number | null = null;
  if (rawScore !== undefined && rawScore !== '') {
    if (provider === 'turnstile') throw new Error('HADAF_CAPTCHA_MIN_SCORE is for reCAPTCHA v3: Turnstile gives no score.');
    minScore = Number(rawScore);
    if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1) throw new Error(`HADAF_CAPTCHA_MIN_SCORE must be from 0 to 1, got "${rawScore}"`);
  }
  return {
    provider,
    secret: required(env, 'HADAF_CAPTCHA_SECRET', `HADAF_CAPTCHA=${provider}`),
    siteKey: siteKeyFrom(env, provider),
    verifyUrl: env.HADAF_CAPTCHA_VERIFY_URL || SITEVERIFY_URLS[provider],
    minScore,
    action: env.HADAF_CAPTCHA_ACTION || null,
    hostnames: (env.HADAF_CAPTCHA_HOSTNAMES ?? '').split(',').map((name) => name.trim()).filter(Boolean),
  };
}

function facebookFrom(env: Env): FacebookSettings {
  const appId = required(env, 'HADAF_FACEBOOK_APP_ID', 'HADAF_SOCIAL=facebook');
  if (!/^\d{1,32}$/.test(appId)) throw new Error(`HADAF_FACEBOOK_APP_ID must be the app's numeric id, got "${appId}"`);
  return {
    appId,
    appSecret: required(env, 'HADAF_FACEBOOK_APP_SECRET', 'HADAF_SOCIAL=facebook'),
    graphUrl: (env.HADAF_FACEBOOK_GRAPH_URL || FACEBOOK_GRAPH_URL).replace(/\/$/, ''),
  };
}

function twilioFrom(env: Env): TwilioSettings {
  const because = 'HADAF_SMS=twilio';
  const accountSid = required(env, 'HADAF_TWILIO_ACCOUNT_SID', because);
  if (!/^AC[0-9a-f]{32}$/i.test(accountSid)) throw new Error('HADAF_TWILIO_ACCOUNT_SID must be an account SID (AC followed by 32 hexadecimal digits).');
  const sender = required(env, 'HADAF_SMS_SENDER', because);
  // Twilio's alphanumeric sender ids: 1 to 11 letters, digits and spaces, with at least one letter.
  if (!/^\+[1-9]\d{6,14}$/.test(sender) && !/^MG[0-9a-f]{32}$/i.test(sender) && !(/^[A-Za-z0-9 ]{1,11}$/.test(sender) && /[A-Za-z]/.test(sender))) {
    throw new Error(`HADAF_SMS_SENDER must be an alphanumeric sender id (up to 11 letters, digits, spaces), a +E.164 number or a Messaging Service SID, got "${sender}"`);
  }
  return {
    accountSid,
    authToken: required(env, 'HADAF_TWILIO_AUTH_TOKEN', because),
    apiKey: env.HADAF_TWILIO_API_KEY || undefined,
    sender,
    apiUrl: (env.HADAF_TWILIO_API_URL || TWILIO_API_URL).replace(/\/$/, ''),
    attempts: integer(env, 'HADAF_SMS_ATTEMPTS', 2, 1, 5),
    retryDelayMs: integer(env, 'HADAF_SMS_RETRY_DELAY_MS', 1000, 0, 60_000),
  };
}

/** Credentials travel in the clear over http: only to a service on this machine (a local MinIO) in production. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function s3From(env: Env, production: boolean): S3Settings {
  const because = 'HADAF_STORAGE=s3';
  const rawEndpoint = env.HADAF_S3_ENDPOINT?.trim() || undefined;
  let endpoint: string | undefined;
  if (rawEndpoint) {
    let url: URL;
    try {
      url = new URL(rawEndpoint);
    } catch {
      throw new Error(`HADAF_S3_ENDPOINT must be an http(s) address, got "${rawEndpoint}"`);
    }
    if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password || url.search) {
      throw new Error('HADAF_S3_ENDPOINT must be an http(s) address without credentials or query, e.g. https://<account>.r2.cloudflarestorage.com');
    }
    if (production && url.protocol === 'http:' && !LOOPBACK_HOSTS.includes(url.hostname)) {
      throw new Error('HADAF_S3_ENDPOINT must be https in production (http only to a service on localhost).');
    }
    endpoint = url.href.replace(/\/$/, '');
  }
  const bucket = required(env, 'HADAF_S3_BUCKET', because);
  // S3's rules for bucket names (3–63 lower-case letters, digits, dots, hyphens), which R2 and MinIO share.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`HADAF_S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots, hyphens), got "${bucket}"`);
  const prefix = (env.HADAF_S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !/^[A-Za-z0-9._/-]{1,200}$/.test(prefix)) throw new Error('HADAF_S3_PREFIX may hold letters, digits, ".", "_", "-" and "/" only (200 at most).');
  const pathStyle = oneOf(env, 'HADAF_S3_PATH_STYLE', ['true', 'false', '1', '0'] as const, 'false');
  return {
    bucket,
    region: required(env, 'HADAF_S3_REGION', because),
    endpoint,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    accessKeyId: required(env, 'HADAF_S3_ACCESS_KEY_ID', because),
    secretAccessKey: required(env, 'HADAF_S3_SECRET_ACCESS_KEY', because),
    prefix: prefix === '' ? '' : `${prefix}/`,
  };
}

export function providerSettingsFrom(
  env: Env,
  choice: { sms: string; email: string; captcha: string; social: string; storage?: string; paymentsCash: string; paymentsCard: string },
  production: boolean,
): ProviderSettings {
  return {
    s3: choice.storage === 's3' ? s3From(env, production) : undefined,
    smtp: choice.email === 'smtp' ? smtpFrom(env, production) : undefined,
    twilio: choice.sms === 'twilio' ? twilioFrom(env) : undefined,
    facebook: choice.social === 'facebook' ? facebookFrom(env) : undefined,
    captcha: choice.captcha === 'recaptcha' || choice.captcha === 'turnstile' ? captchaFrom(env, choice.captcha) : undefined,
    fawry: choice.paymentsCash === 'fawry' ? fawryFrom(env, production) : undefined,
    paymob: choice.paymentsCard === 'paymob' ? paymobFrom(env, production) : undefined,
  };
}
