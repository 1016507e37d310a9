import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphVersionOf } from './adapters/facebook-social.ts';
import { providerSettingsFrom, type AdapterChoice, type ProviderSettings } from './adapters/settings.ts';

export type { AdapterChoice };

export interface AppSettings {
  eksab_share: number;
  enable_phone_verification: boolean;
  referral_reward_coins: number;
  referral_reward_coins_for_first_payment: number;
  /**
   * The social-network community group the CommunityAdvert links to (platform §1); null hides the advert.
   * HADAF_COMMUNITY_URL, an https address; outside production a demo group by default (docs/decisions/reminders.md).
   */
  community_group_url: string | null;
  /** The captcha widget the web forms show (the contract's AppSettings.captcha): provider, site key, action, widget. */
  captcha?: CaptchaWidget;
  /** The social login the web pages offer (the contract's AppSettings.social): sandbox, Facebook's SDK, or none. */
  social?: SocialLogin;
}

export interface CaptchaWidget {
  provider: 'sandbox' | 'recaptcha' | 'turnstile';
  site_key: string | null;
  action: string | null;
  /** score: reCAPTCHA v3 (a minimum score is configured), no challenge shown; checkbox otherwise. */
  widget: 'checkbox' | 'score';
}

/** What the web forms need to show the configured captcha (never its secret). */
function captchaWidgetOf(adapters: AdapterChoice, providers: ProviderSettings): CaptchaWidget {
  const captcha = providers.captcha;
  if (adapters.captcha === 'sandbox' || !captcha) return { provider: 'sandbox', site_key: null, action: null, widget: 'checkbox' };
  return { provider: captcha.provider, site_key: captcha.siteKey, action: captcha.action, widget: captcha.minScore === null ? 'checkbox' : 'score' };
}

export interface SocialLogin {
  provider: 'sandbox' | 'facebook' | 'none';
  /** Facebook's public app id (HADAF_FACEBOOK_APP_ID), which the SDK is initialised with; null otherwise. */
  app_id: string | null;
  /** The Graph API version the SDK is pinned to: the one the server checks tokens with. */
  graph_version: string | null;
}

/** What the login pages need to offer the configured social login (never the app secret). */
function socialLoginOf(adapters: AdapterChoice, providers: ProviderSettings): SocialLogin {
  const facebook = providers.facebook;
  if (adapters.social !== 'facebook' || !facebook) return { provider: adapters.social === 'none' ? 'none' : 'sandbox', app_id: null, graph_version: null };
  return { provider: 'facebook', app_id: facebook.appId, graph_version: graphVersionOf(facebook.graphUrl) };
}

/** What one process does: serve the API, work the job queue, or both (the default, and `npm start`). */
export type ServerRole = 'api' | 'worker' | 'all';

/** The job queue's timings (docs/decisions/jobs.md); short in the multi-process test, the defaults elsewhere. */
export interface JobSettings {
  /** A job still running after this long is taken for lost (its worker died) and retried. */
  timeoutSeconds: number;
  /** How often an idle worker asks for new jobs. */
  pollSeconds: number;
  /** How often a worker looks for jobs whose worker was lost, and runs the queue's upkeep. */
  superviseSeconds: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The built web app (apps/web/dist) served beside the API on one origin. */
  webRoot: string;
  production: boolean;
  /** Where PGlite keeps its files (when no DATABASE_URL) and where uploads are stored. */
  dataDir: string;
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** Optional schema (search_path) so several test runs can share one PostgreSQL database. */
  databaseSchema: string | undefined;
  /** PGlite only: keep the database in memory (tests) instead of under dataDir. */
  inMemoryDatabase: boolean;
  /** PGlite in memory only: the data directory to start from (tests: a database migrated once per run). */
  pgliteTemplate?: string | undefined;
  migrationsDir: string;
  adapters: AdapterChoice;
  /** The chosen real providers' addresses and credentials (absent for sandboxes). */
  providers: ProviderSettings;
  /** HADAF_SECRET: signs codes, refreshed tokens and page addresses; generated per process when unset outside production. */
  secret: string | undefined;
  /** HADAF_SECRET_PREVIOUS: the secret being rotated out, which still verifies what it signed (never signs). */
  previousSecret: string | undefined;
  /** Public origin used in e-mailed links (password reset, e-mail verification). */
  publicUrl: string;
  appSettings: AppSettings;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (throttles count per address). */
  trustProxy: boolean;
  /** Requests per minute one address may make to the API (HADAF_RATE_LIMIT; 0 switches the limit off, e.g. for benchmarks). */
  rateLimitPerMinute: number;
  /** HADAF_ROLE: api (serves HTTP, enqueues jobs), worker (works jobs, no HTTP) or all. */
  role: ServerRole;
  jobs: JobSettings;
  /** HADAF_PRIZE_HOLD_HOURS: how long a settled competition's prizes wait for review (an admin correction re-settles meanwhile); 0 allowed. */
  prizeHoldHours: number;
  /** HADAF_METRICS_TOKEN: the bearer token Prometheus sends to /api/metrics; unset, there is no metrics endpoint. */
  metricsToken: string | undefined;
  shutdown: ShutdownSettings;
}

/** How a process stops on SIGTERM/SIGINT (platform/monitoring/shutdown.ts, docs/decisions/operations.md). */
export interface ShutdownSettings {
  /** HADAF_SHUTDOWN_DELAY_SECONDS: answering not ready, still serving, before it stops accepting (so proxies look elsewhere first). */
  delaySeconds: number;
  /** HADAF_SHUTDOWN_TIMEOUT_SECONDS: the bound on the whole shutdown; jobs still running near it are handed back to the queue. */
  timeoutSeconds: number;
}

/** Long enough that a guessed token is out of the question. */
const MIN_METRICS_TOKEN_LENGTH = 32;

function metricsTokenFrom(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.HADAF_METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < MIN_METRICS_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) {
    throw new Error(`HADAF_METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} printable characters without spaces (e.g. openssl rand -hex 32).`);
  }
  return token;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// The bundled dist/main.js sits one level below apps/api, this file (src/platform) two.
const apiRoot = [path.resolve(here, '..'), path.resolve(here, '../..')].find((folder) => existsSync(path.join(folder, 'migrations'))) ?? path.resolve(here, '../..');

export const defaultAppSettings: AppSettings = {
  eksab_share: 0.1,
  enable_phone_verification: true,
  referral_reward_coins: 10,
  referral_reward_coins_for_first_payment: 20,
  community_group_url: null,
};

/** The community group a demonstration or development server advertises when HADAF_COMMUNITY_URL is not set. */
export const DEMO_COMMUNITY_GROUP_URL = 'https://www.facebook.com/groups/hadaf.community';

/** The contract's bound on community_group_url (AppSettings). */
const MAX_URL_LENGTH = 2048;

/**
 * HADAF_COMMUNITY_URL: unset → the demo group outside production, none (null) in production; empty → none; anything
 * else must be an absolute https address, or the server refuses to start.
 */
export function communityGroupUrlFrom(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const raw = env.HADAF_COMMUNITY_URL;
  if (raw === undefined) return production ? null : DEMO_COMMUNITY_GROUP_URL;
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`HADAF_COMMUNITY_URL must be an https:// address (or empty to hide the community advert), got "${raw}"`);
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new Error(`HADAF_COMMUNITY_URL must be an https:// address (or empty to hide the community advert), got "${raw}"`);
  }
  const address = url.href;
  if (address.length > MAX_URL_LENGTH) throw new Error(`HADAF_COMMUNITY_URL is longer than ${MAX_URL_LENGTH} characters.`);
  return address;
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, check: (value: number) => boolean): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !check(value)) throw new Error(`${name} is not valid: "${raw}"`);
  return value;
}

function booleanFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be 1/true or 0/false, got "${raw}"`);
}

function choice<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name] ?? fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new Error(
    `${name}=${raw} is not available: this build has ${allowed.join(', ')} (see docs/deployment.md, "Providers").`,
  );
}

const roles: readonly ServerRole[] = ['api', 'worker', 'all'];

function roleFrom(env: NodeJS.ProcessEnv): ServerRole {
  const raw = env.HADAF_ROLE || 'all';
  const role = roles.find((candidate) => candidate === raw);
  if (!role) throw new Error(`HADAF_ROLE must be api, worker or all, got "${raw}"`);
  return role;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === 'production';
  const adapters: AdapterChoice = {
    sms: choice(env, 'HADAF_SMS', ['sandbox', 'twilio'], 'sandbox'),
    email: choice(env, 'HADAF_EMAIL', ['sandbox', 'smtp'], 'sandbox'),
    captcha: choice(env, 'HADAF_CAPTCHA', ['sandbox', 'recaptcha', 'turnstile'], 'sandbox'),
    social: choice(env, 'HADAF_SOCIAL', ['sandbox', 'facebook', 'none'], 'sandbox'),
    storage: choice(env, 'HADAF_STORAGE', ['local', 's3'], 'local'),
    paymentsCash: choice(env, 'HADAF_PAYMENTS_CASH', ['sandbox', 'fawry'], 'sandbox'),
    paymentsCard: choice(env, 'HADAF_PAYMENTS_CARD', ['sandbox', 'paymob'], 'sandbox'),
  };
  // The one variable of the sandbox-only build, split per gateway since: a real name there would be silently ignored.
  if (env.HADAF_PAYMENTS && env.HADAF_PAYMENTS !== 'sandbox') {
    throw new Error('HADAF_PAYMENTS is replaced by HADAF_PAYMENTS_CASH (sandbox, fawry) and HADAF_PAYMENTS_CARD (sandbox, paymob): see docs/deployment.md, "Providers".');
  }
  const providers = providerSettingsFrom(env, adapters, production);
  const config: ServerConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    webRoot: env.HADAF_WEB_ROOT ?? path.resolve(apiRoot, '../web/dist'),
    production,
    dataDir: path.resolve(env.HADAF_DATA_DIR ?? path.resolve(apiRoot, '../../.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.HADAF_DB_SCHEMA || undefined,
    inMemoryDatabase: false,
    migrationsDir: path.resolve(apiRoot, 'migrations'),
    adapters,
    providers,
    secret: env.HADAF_SECRET || undefined,
    previousSecret: env.HADAF_SECRET_PREVIOUS || undefined,
    trustProxy: booleanFrom(env, 'HADAF_TRUST_PROXY', false),
    rateLimitPerMinute: numberFrom(env, 'HADAF_RATE_LIMIT', 600, (v) => Number.isInteger(v) && v >= 0),
    role: roleFrom(env),
    prizeHoldHours: numberFrom(env, 'HADAF_PRIZE_HOLD_HOURS', 48, (v) => v >= 0),
    metricsToken: metricsTokenFrom(env),
    shutdown: {
      delaySeconds: numberFrom(env, 'HADAF_SHUTDOWN_DELAY_SECONDS', 0, (v) => v >= 0 && v <= 60),
      timeoutSeconds: numberFrom(env, 'HADAF_SHUTDOWN_TIMEOUT_SECONDS', 25, (v) => v >= 2 && v <= 600),
    },
    jobs: {
      timeoutSeconds: numberFrom(env, 'HADAF_JOB_TIMEOUT_SECONDS', 300, (v) => Number.isInteger(v) && v >= 1),
      pollSeconds: numberFrom(env, 'HADAF_JOB_POLL_SECONDS', 2, (v) => v >= 0.5),
      superviseSeconds: numberFrom(env, 'HADAF_JOB_SUPERVISE_SECONDS', 30, (v) => Number.isInteger(v) && v >= 1),
    },
    publicUrl: (env.HADAF_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appSettings: {
      eksab_share: numberFrom(env, 'HADAF_EKSAB_SHARE', defaultAppSettings.eksab_share, (v) => v >= 0 && v <= 1),
      enable_phone_verification: booleanFrom(env, 'HADAF_ENABLE_PHONE_VERIFICATION', defaultAppSettings.enable_phone_verification),
      referral_reward_coins: numberFrom(env, 'HADAF_REFERRAL_REWARD_COINS', defaultAppSettings.referral_reward_coins, (v) => Number.isInteger(v) && v >= 0),
      referral_reward_coins_for_first_payment: numberFrom(
        env,
        'HADAF_REFERRAL_REWARD_COINS_FIRST_PAYMENT',
        defaultAppSettings.referral_reward_coins_for_first_payment,
        (v) => Number.isInteger(v) && v >= 0,
      ),
      community_group_url: communityGroupUrlFrom(env, production),
      captcha: captchaWidgetOf(adapters, providers),
      social: socialLoginOf(adapters, providers),
    },
  };
  assertSafeForProduction(config);
  return config;
}

/**
 * Sandbox adapters accept any captcha, sign anyone in socially, never deliver messages and pay with play money: a production server
 * refuses to start on any of them, with no override (a demonstration server runs without NODE_ENV=production). A service
 * whose real provider is configured (HADAF_EMAIL=smtp, …) is satisfied; social login may instead be off (none).
 */
export function assertSafeForProduction(config: ServerConfig) {
  if (!config.production) return;
  const sandboxes: string[] = (['sms', 'email', 'captcha', 'social'] as const).filter((name) => config.adapters[name] === 'sandbox');
  const { paymentsCash, paymentsCard } = config.adapters;
  if (paymentsCash === 'sandbox' && paymentsCard === 'sandbox') sandboxes.push('payments');
  else if (paymentsCash === 'sandbox') sandboxes.push('payments-cash');
  else if (paymentsCard === 'sandbox') sandboxes.push('payments-card');
  if (sandboxes.length > 0) {
    throw new Error(`Refusing to start in production with sandbox adapters (${sandboxes.join(', ')}): configure real providers.`);
  }
  if (!config.secret) throw new Error('HADAF_SECRET must be set in production (it keys the one-time codes).');
}

/**
 * A configuration for tests and embedding: in-memory PGlite, sandbox adapters, a temporary data directory. The
 * database starts from HADAF_PGLITE_TEMPLATE when a test run made one (a database migrated once for the whole run).
 */
export function testConfig(overrides: Partial<ServerConfig> & Pick<ServerConfig, 'webRoot' | 'dataDir'>): ServerConfig {
  const base = loadConfig({ NODE_ENV: 'test' });
  return { ...base, inMemoryDatabase: true, databaseUrl: undefined, pgliteTemplate: process.env.HADAF_PGLITE_TEMPLATE || undefined, ...overrides };
}
