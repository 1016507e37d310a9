import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAdapters, type Adapters } from './adapters/index.ts';
import type { ServerConfig } from './config.ts';
import type { Contract } from './contract/load.ts';
import type { Database } from './database/database.ts';
import type { Metrics } from './monitoring/metrics.ts';
import type { Readiness } from './monitoring/readiness.ts';

/** Everything a handler needs besides the request; built once per server. */
export interface Services {
  config: ServerConfig;
  /** openapi/openapi.yaml, loaded and dereferenced (for handlers that validate parts themselves). */
  contract: Contract;
  database: Database;
  adapters: Adapters;
  /** HADAF_SECRET: signs and keys what the server derives (platform/secrets.ts). */
  secret: string;
  /** The secrets that verify: HADAF_SECRET first, then HADAF_SECRET_PREVIOUS while a rotation lasts. */
  verifyingSecrets: readonly string[];
  log: FastifyBaseLogger;
  /** Prometheus metrics (a no-op unless HADAF_METRICS_TOKEN is set): features add their gauges here. */
  metrics: Metrics;
  /** What GET /api/health/ready answers: features add the listeners they need. */
  readiness: Readiness;
}

/**
 * HADAF_SECRET, else (outside production) a secret generated once and kept in the data directory, so codes
 * sent before a restart still verify; an in-memory database gets a fresh one, as nothing outlives it.
 */
function resolveSecret(config: ServerConfig): string {
  if (config.secret) return config.secret;
  if (config.inMemoryDatabase) return randomBytes(32).toString('hex');
  const file = path.join(config.dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createServices(
  config: ServerConfig,
  contract: Contract,
  database: Database,
  log: FastifyBaseLogger,
  monitoring: Pick<Services, 'metrics' | 'readiness'>,
): Services {
  const secret = resolveSecret(config);
  const verifyingSecrets = config.previousSecret && config.previousSecret !== secret ? [secret, config.previousSecret] : [secret];
  return { config, contract, database, adapters: createAdapters(config, database, log), secret, verifyingSecrets, log, ...monitoring };
}
