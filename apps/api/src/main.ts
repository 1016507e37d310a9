import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { startFootball } from './features.ts';
import { stopOnSignals } from './platform/monitoring/shutdown.ts';

const config = loadConfig();
const app = await buildApp(config, {
  logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] },
});

// Football: demo data on a fresh database (HADAF_DEMO_DATA, see src/football/setup.ts); the live simulator is a
// scheduled job that workers run (HADAF_SIMULATOR).
await startFootball(app.services);

// SIGTERM/SIGINT: not ready, then in-flight requests and jobs finish within HADAF_SHUTDOWN_TIMEOUT_SECONDS (platform/monitoring/shutdown.ts).
stopOnSignals(app, config.shutdown);

// HADAF_ROLE=worker works the job queue and serves no HTTP at all (docs/decisions/jobs.md); api and all listen.
if (config.role === 'worker') {
  app.log.info(`Hadaf worker is working the job queue (database: ${app.services.database.kind})`);
} else {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Hadaf is served at http://localhost:${config.port} (role: ${config.role}, database: ${app.services.database.kind})`);
}
