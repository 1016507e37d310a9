import type { FastifyInstance } from 'fastify';
import type { JobDeclarations, Schedule } from './jobs/index.ts';
import type { OperationHandlers } from './operations.ts';
import type { Services } from './services.ts';

/**
 * What one feature folder (accounts, football, prizes…) adds to the server. src/features.ts lists them and
 * app.ts wires them in one place; a contract operation no feature handles answers 501.
 */
export interface Feature {
  name: string;
  /** Its contract operations, by operationId. */
  operations?: OperationHandlers;
  /** Routes outside the contract (file downloads, links in e-mails), registered under /api. */
  routes?: (api: FastifyInstance, services: Services) => Promise<void>;
  /** Its background jobs, by name (worked by HADAF_ROLE worker or all; see platform/jobs). */
  jobs?: JobDeclarations<Services>;
  /** Which of its jobs recur and when; read once at start-up, the only place recurring work is declared. */
  schedules?: () => readonly Schedule[];
}

/** Every feature's operations in one map; an operation two features claim is a wiring mistake, caught at start-up. */
export function operationsOf(features: readonly Feature[]): OperationHandlers {
  const owners = new Map<string, string>();
  for (const feature of features) {
    for (const id of Object.keys(feature.operations ?? {})) {
      const owner = owners.get(id);
      if (owner) throw new Error(`Operation ${id} is handled by both ${owner} and ${feature.name}`);
      owners.set(id, feature.name);
    }
  }
  return Object.assign({}, ...features.map((feature) => feature.operations));
}

/** Every feature's jobs in one map; a job name two features declare is a wiring mistake, caught at start-up. */
export function jobsOf(features: readonly Feature[]): JobDeclarations<Services> {
  const owners = new Map<string, string>();
  for (const feature of features) {
    for (const name of Object.keys(feature.jobs ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`Job ${name} is declared by both ${owner} and ${feature.name}`);
      owners.set(name, feature.name);
    }
  }
  return Object.assign({}, ...features.map((feature) => feature.jobs));
}

/** Every feature's schedules; each names a job some feature declares. */
export function schedulesOf(features: readonly Feature[]): Schedule[] {
  const jobs = jobsOf(features);
  const schedules = features.flatMap((feature) => feature.schedules?.() ?? []);
  const unknown = schedules.find((schedule) => !jobs[schedule.job]);
  if (unknown) throw new Error(`Schedule for ${unknown.job}, which no feature declares`);
  return schedules;
}
