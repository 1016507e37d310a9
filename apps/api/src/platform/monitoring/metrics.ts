import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/** Labels of one sample: a few fixed names, each from a small set of values (never a raw URL or an id). */
export type Labels = Readonly<Record<string, string>>;

/** A value read when Prometheus scrapes: `collect` reports each labelled value with `set`. */
export interface GaugeSpec {
  name: string;
  help: string;
  labelNames?: readonly string[];
  collect(set: (value: number, labels?: Labels) => void): void | Promise<void>;
}

/**
 * The process's metrics in the Prometheus format (docs/decisions/operations.md). Off (every method a no-op, the
 * library not even loaded) unless HADAF_METRICS_TOKEN is set: a server nobody scrapes pays nothing per request.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** Adds a gauge computed on scrape (queue depth, open streams, the last ledger verification). */
  gauge(spec: GaugeSpec): void;
  /** Counts one answered request and its time, under its operation (the server's request logger calls it). */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
  /** The exposition: Prometheus's text format and its content type. */
  render(): Promise<{ contentType: string; text: string }>;
}

/** What a contract route carries in its config (platform/operations.ts), for the operation label. */
export interface OperationRouteConfig {
  operation?: string;
}

/**
 * The operation a request is counted under, from a set the code bounds: the contract's operationId, else the
 * route's pattern under /api (/api/files/:id, /api/health/ready…), `unmatched` for an unknown API path, and `web`
 * for the pages and assets of the web app (whose files are many, and whose unknown paths are pages).
 */
export function operationLabel(request: FastifyRequest): string {
  const { config, url } = request.routeOptions;
  const operation = (config as OperationRouteConfig | undefined)?.operation;
  if (operation) return operation;
  if (url !== undefined && url.startsWith('/api/')) return url;
  return request.url === '/api' || request.url.startsWith('/api/') ? 'unmatched' : 'web';
}

/** Seconds: the API's answers are mostly milliseconds; uploads and PDF forms take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const disabled: Metrics = {
  enabled: false,
  gauge: () => {},
  observeRequest: () => {},
  render: () => Promise.reject(new Error('metrics are off (HADAF_METRICS_TOKEN is not set)')),
};

export async function createMetrics({ enabled, log }: { enabled: boolean; log: FastifyBaseLogger }): Promise<Metrics> {
  if (!enabled) return disabled;
  const client = await import('prom-client');
  // Its own registry, not the library's global one: tests build several servers in one process.
  const registry = new client.Registry();
  // Process CPU, memory, event-loop delay, garbage collection: what an operator looks at first.
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({
    name: 'hadaf_http_requests_total',
    help: 'Answered HTTP requests by operation (the contract operationId, else the route) and status code.',
    labelNames: ['operation', 'status'],
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: 'hadaf_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by operation.',
    labelNames: ['operation'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    enabled: true,
    gauge(spec) {
      const labelless = (spec.labelNames ?? []).length === 0;
      new client.Gauge({
        name: spec.name,
        help: spec.help,
        labelNames: spec.labelNames ?? [],
        registers: [registry],
        async collect() {
          // Values that no longer exist (a queue emptied) must not linger from the last scrape; a gauge without
          // labels is absent, not 0, until it is set (0 could be a real value: no problems found).
          this.reset();
          if (labelless) this.remove();
          try {
            await spec.collect((value, labels) => this.set(labels ?? {}, value));
          } catch (error) {
            // One failing source (the database away) must not fail the whole scrape: its samples are left out.
            log.warn({ err: error, metric: spec.name }, 'a metric could not be read');
            this.reset();
            if (labelless) this.remove();
          }
        },
      });
    },
    observeRequest(request, reply) {
      const operation = operationLabel(request);
      requests.inc({ operation, status: String(reply.statusCode) });
      durations.observe({ operation }, reply.elapsedTime / 1000);
    },
    async render() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

/**
 * The last value of `read` for `ms`: the gauges of one source share one query per scrape, and however many scrapers
 * (or replicas of Prometheus) there are, the database is asked at most that often.
 */
export function cachedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at >= ms) {
      const value = read();
      kept = { at: now, value };
      // A failed read is not kept: the next scrape tries again.
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}
