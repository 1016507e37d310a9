import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_IMAGE_BYTES } from '@hadaf/domain';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { features, webPageData } from './features.ts';
import { testConfig, type ServerConfig } from './platform/config.ts';
import { loadContract } from './platform/contract/load.ts';
import { openDatabase, type Database } from './platform/database/database.ts';
import { migrate, readMigrations } from './platform/database/migrate.ts';
import { contractDocs } from './platform/http/docs.ts';
import { OneLinePerRequest } from './platform/http/request-log.ts';
import { hearsRevocations, listenForRevocations } from './platform/sessions/identities.ts';
import { answerFrameworkError, installErrorHandler, installJsonParser } from './platform/http/error-handler.ts';
import { rateLimitOptions } from './platform/http/rate-limit.ts';
import { localeOf, message, varyByLanguage } from './platform/http/messages.ts';
import { CAPTCHA_SOURCES, contentSecurityPolicy, inlineHashes, PERMISSIONS_POLICY, securityHeaders, SOCIAL_SOURCES } from './platform/http/security.ts';
import { builtPage, webApp } from './platform/http/web.ts';
import { jobsOf, operationsOf, schedulesOf } from './platform/feature.ts';
import { attachJobQueue, openJobQueue, type JobQueue } from './platform/jobs/index.ts';
import { jobQueueMetrics } from './platform/jobs/metrics.ts';
import { createMetrics } from './platform/monitoring/metrics.ts';
import { Readiness } from './platform/monitoring/readiness.ts';
import { monitoringRoutes } from './platform/monitoring/routes.ts';
import { contractRoutes } from './platform/operations.ts';
import { createServices, type Services } from './platform/services.ts';

/** Bytes of a JSON request body (Fastify's default is 1 MiB); no operation's JSON needs more but the profile's files. */
const JSON_BODY_LIMIT = 256 * 1024;

export type AppConfig = Partial<ServerConfig> & Pick<ServerConfig, 'webRoot'>;

/**
 * A full configuration: as given, or (with no data directory) an in-memory one for tests and tools, with a
 * temporary data directory that is deleted on close.
 */
function completeConfig(config: AppConfig): { config: ServerConfig; scratch?: string } {
  if (config.dataDir !== undefined && config.migrationsDir !== undefined && config.adapters !== undefined) return { config: config as ServerConfig };
  const scratch = config.dataDir === undefined ? mkdtempSync(path.join(tmpdir(), 'hadaf-data-')) : undefined;
  const dataDir = config.dataDir ?? scratch!;
  return { config: { ...testConfig({ webRoot: config.webRoot, dataDir }), ...config, dataDir }, scratch };
}

/** The whole server: the API under /api (so its paths never collide with the app's routes) and the web app. */
export async function buildApp(appConfig: AppConfig, options: FastifyServerOptions = {}) {
  const { config, scratch } = completeConfig(appConfig);
  const requestLog = new OneLinePerRequest();
  const app = Fastify({
    logger: false,
    trustProxy: config.trustProxy,
    // A small global limit for JSON bodies; operations that take files say how much more they need.
    bodyLimit: JSON_BODY_LIMIT,
    // Errors before routing (an undecodable URL, an over-long id) in the contract's shape and the caller's
    // language, without echoing the URL back.
    frameworkErrors: answerFrameworkError,
    // A request arriving on an open connection while the server closes is served (with Connection: close, below),
    // not refused with Fastify's bare 503: it is as in flight as one that arrived a moment earlier.
    return503OnClosing: false,
    ...options,
    // One line a request, written when it is answered, instead of Fastify's two.
    logController: requestLog,
  });
  if (scratch) app.addHook('onClose', async () => rmSync(scratch, { recursive: true, force: true }));
  const database = await openDatabase(config);
  // Revocations from every process, for the tokens this one remembers (sessions/identities.ts).
  const stopHearingRevocations = await listenForRevocations(database);
  let jobs: JobQueue | undefined;
  // The queue stops (letting running jobs finish) before the database it runs on closes.
  app.addHook('onClose', async () => {
    await stopHearingRevocations();
    await jobs?.stop();
    await closeDatabase(database, app.log);
  });
  try {
    const applied = await migrate(database, config.migrationsDir);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  } catch (error) {
    await stopHearingRevocations();
    await database.close();
    throw error;
  }
  const contract = loadContract();
  const metrics = await createMetrics({ enabled: config.metricsToken !== undefined, log: app.log });
  const readiness = new Readiness(database, readMigrations(config.migrationsDir).map((migration) => migration.version));
  readiness.addListener('revocations', () => hearsRevocations(database));
  if (metrics.enabled) requestLog.observe = metrics.observeRequest;
  const services = createServices(config, contract, database, app.log, { metrics, readiness });
  app.decorate('services', services);
  try {
    jobs = await openJobQueue({ config, database, log: app.log, declarations: jobsOf(features), schedules: schedulesOf(features), context: services });
  } catch (error) {
    await database.close();
    throw error;
  }
  attachJobQueue(database, jobs);
  app.decorate('jobs', jobs);
  jobQueueMetrics(metrics, jobs);
  for (const feature of features) feature.monitoring?.(services);

  const page = builtPage(config.webRoot, config.appSettings);
  const https = config.publicUrl.startsWith('https:');
  const inline = page ? inlineHashes(page) : { scripts: [], styles: [] };
  // Paymob's iframe takes the card inside the add-card frame (payments/paymob-pages.ts).
  const frames = config.adapters.paymentsCard === 'paymob' && config.providers.paymob ? [new URL(config.providers.paymob.apiUrl).origin] : [];
  // A real captcha's widget is loaded by the registration and recovery pages (apps/web ProviderCaptcha).
  const captcha = config.adapters.captcha === 'sandbox' ? undefined : CAPTCHA_SOURCES[config.adapters.captcha];
  // Facebook's SDK is loaded by the login pages (apps/web components/facebook), and its login dialog is a popup.
  const social = config.adapters.social === 'facebook' ? SOCIAL_SOURCES.facebook : undefined;
  await app.register(helmet, securityHeaders(https, { popups: social !== undefined }));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Shutting down: the client's next request goes to a new connection, so to a process that stays.
    if (readiness.shuttingDown) reply.header('connection', 'close');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy({ inline, https, frames, captcha, social }));
  });

  await app.register(
    async (api) => {
      installJsonParser(api);
      installErrorHandler(api, { databaseUp: () => database.ping() });
      varyByLanguage(api);
      // Before the rate limit: probes and scrapes come from the infrastructure, often from one address.
      await api.register(monitoringRoutes, { readiness, metrics, metricsToken: config.metricsToken });
      if (config.rateLimitPerMinute > 0) await api.register(rateLimit, rateLimitOptions(config.rateLimitPerMinute));
      await api.register(multipart, {
        // Backstops only: each file's own limit is enforced while it streams (services/uploads.ts).
        limits: { fileSize: MAX_IMAGE_BYTES.scan + 1, files: 5, fields: 20, fieldSize: 64 * 1024, parts: 30 },
      });
      await api.register(contractDocs);
      await api.register(contractRoutes, { contract, handlers: operationsOf(features), services });
      for (const feature of features) await feature.routes?.(api, services);
      api.setNotFoundHandler((request, reply) => reply.code(404).send({ message: message('notFound', localeOf(request)) }));
    },
    { prefix: '/api' },
  );
  await app.register(webApp, {
    root: config.webRoot,
    page,
    policy: (nonce) => contentSecurityPolicy({ inline, https, nonce, frames, captcha, social }),
    pageData: webPageData(services),
  });
  return app;
}

/** How long closing a PostgreSQL pool may wait for a query still running (a job handed back on shutdown). */
const DATABASE_CLOSE_MS = 3_000;

/**
 * Closes the database. PostgreSQL's pool waits for every checked-out connection; a job handed back on shutdown may
 * still hold one inside a transaction, which the server rolls back when the process exits, so the wait is bounded.
 * PGlite is closed whole: its files must be flushed.
 */
async function closeDatabase(database: Database, log: FastifyBaseLogger) {
  if (database.kind === 'pglite') return database.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), DATABASE_CLOSE_MS)));
  const outcome = await Promise.race([database.close(), late]);
  clearTimeout(timer);
  if (outcome === 'late') log.warn('a database query was still running at shutdown; its transaction ends with the process');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, adapters and configuration, for tests and tools that need to reach behind the API. */
    services: Services;
    /** The job queue (tests call jobs.drain() when they need a job's effect now). */
    jobs: JobQueue;
  }
}
