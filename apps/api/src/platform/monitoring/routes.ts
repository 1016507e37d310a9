import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../http/errors.ts';
import { localeOf, message } from '../http/messages.ts';
import type { Metrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (over digests, so the lengths do not show either). */
function sameToken(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

export interface MonitoringOptions {
  readiness: Readiness;
  metrics: Metrics;
  /** HADAF_METRICS_TOKEN; without it there is no metrics endpoint. */
  metricsToken: string | undefined;
}

/**
 * For the infrastructure, outside the contract (the app's clients never call them; docs/deployment.md "Operating"):
 * liveness and readiness probes, and the metrics Prometheus scrapes. GET /api/health (the contract's getHealth)
 * stays as it was, for proxies already configured with it.
 */
export async function monitoringRoutes(app: FastifyInstance, { readiness, metrics, metricsToken }: MonitoringOptions) {
  // The process runs its event loop: nothing else is asked, so a database outage never gets it restarted.
  app.get('/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

  app.get('/health/ready', async (_request, reply) => {
    const { ready, body } = await readiness.report();
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send(body);
  });

  app.get('/metrics', async (request, reply) => {
    // Not configured: the same 404 as any unknown path.
    if (!metricsToken || !metrics.enabled) throw notFound(message('notFound', localeOf(request)));
    const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (sent === undefined || !sameToken(sent, metricsToken)) {
      throw new ApiError(401, { message: message('metricsTokenRequired', localeOf(request)) }, { 'www-authenticate': 'Bearer realm="hadaf-metrics"' });
    }
    const { contentType, text } = await metrics.render();
    return reply.type(contentType).header('cache-control', 'no-store').send(text);
  });
}
