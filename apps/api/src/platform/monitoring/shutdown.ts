import type { FastifyInstance } from 'fastify';
import type { ShutdownSettings } from '../config.ts';

/**
 * What the last seconds of the bound are kept for: handing back jobs still running (pg-boss takes a second) and
 * closing the database (app.ts bounds it at 3 s).
 */
const CLOSING_MARGIN_MS = 5_000;
/** Whatever the bound, requests and jobs get at least this long. */
const MIN_GRACE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a server gracefully (docs/decisions/operations.md) and resolves with the exit code:
 * 1. it answers not ready (GET /api/health/ready 503) and, for HADAF_SHUTDOWN_DELAY_SECONDS, still serves, so
 *    proxies and orchestrators stop sending it requests;
 * 2. its worker takes no new job, and the ones it runs may finish;
 * 3. it stops accepting connections; live streams end (their clients reconnect to another process) and requests
 *    in flight finish, answered with Connection: close;
 * 4. near the bound, connections still open are cut and jobs still running are handed back to the queue (retried
 *    by another worker at once, not after HADAF_JOB_TIMEOUT_SECONDS);
 * 5. the queue, the listeners and the database close: 0. Past HADAF_SHUTDOWN_TIMEOUT_SECONDS whatever the cause: 1.
 */
export async function stopGracefully(app: FastifyInstance, settings: ShutdownSettings): Promise<number> {
  const deadline = Date.now() + settings.timeoutSeconds * 1000;
  app.services.readiness.markShuttingDown();
  let timeout: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => (timeout = setTimeout(() => resolve('overdue'), settings.timeoutSeconds * 1000)));
  const closed = (async () => {
    if (settings.delaySeconds > 0) await sleep(Math.min(settings.delaySeconds * 1000, deadline - Date.now() - CLOSING_MARGIN_MS));
    const graceMs = Math.max(MIN_GRACE_MS, deadline - Date.now() - CLOSING_MARGIN_MS);
    const jobsFinished = app.jobs.finishWork(graceMs);
    // Requests still running at the end of the grace (a slow upload) are cut, so the close below can complete.
    const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
    try {
      await Promise.all([jobsFinished, app.close()]);
    } finally {
      clearTimeout(cut);
    }
    return 'closed' as const;
  })();
  try {
    const outcome = await Promise.race([closed, overdue]);
    if (outcome === 'overdue') app.log.error(`shutdown took longer than ${settings.timeoutSeconds} s (HADAF_SHUTDOWN_TIMEOUT_SECONDS); exiting`);
    return outcome === 'closed' ? 0 : 1;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timeout);
  }
}

/** SIGTERM (orchestrators, systemd) and SIGINT (Ctrl-C) stop the process gracefully; a second one stops it at once. */
export function stopOnSignals(app: FastifyInstance, settings: ShutdownSettings) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        app.log.warn(`${signal} again: exiting now`);
        process.exit(1);
      }
      stopping = true;
      app.log.info(`${signal}: shutting down (not ready; finishing requests and jobs in flight, ${settings.timeoutSeconds} s at most)`);
      void stopGracefully(app, settings).then((code) => {
        app.log.info(code === 0 ? 'shut down' : 'shut down with work unfinished');
        process.exit(code);
      });
    });
  }
}
