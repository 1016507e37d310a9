import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { startFootball } from './features.ts';

const config = loadConfig();
const app = await buildApp(config, {
  logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] },
});

// Football: demo data on a fresh database and the live simulator (HADAF_DEMO_DATA, HADAF_SIMULATOR, see src/football/setup.ts).
const simulator = await startFootball(app.services);
app.addHook('onClose', async () => {
  simulator?.stop();
  await simulator?.idle();
});

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

await app.listen({ port: config.port, host: config.host });
app.log.info(`Hadaf is served at http://localhost:${config.port} (database: ${app.services.database.kind})`);
