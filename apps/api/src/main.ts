import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { startFootball } from './features.ts';

const config = loadConfig();
const app = await buildApp(config, {
  logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] },
});

// Football: demo data on a fresh database (HADAF_DEMO_DATA, see src/football/setup.ts); the live simulator is a
// scheduled job that workers run (HADAF_SIMULATOR).
await startFootball(app.services);

// A stuck connection must not keep the process alive forever after a signal.
const SHUTDOWN_GRACE_MS = 10_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    void app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

// HADAF_ROLE=worker works the job queue and serves no HTTP at all (docs/decisions/jobs.md); api and all listen.
if (config.role === 'worker') {
  app.log.info(`Hadaf worker is working the job queue (database: ${app.services.database.kind})`);
} else {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Hadaf is served at http://localhost:${config.port} (role: ${config.role}, database: ${app.services.database.kind})`);
}
