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
  /** Its gauges (services.metrics) and the listeners readiness waits for (services.readiness); once per server. */
  monitoring?: (services: Services) => void;
}

/** Every feature's entries of one kind in one map; a name two features claim is a wiring mistake, caught at start-up. */
function claimedByOne<M extends object>(features: readonly Feature[], kind: string, entriesOf: (feature: Feature) => M | undefined): M {
  const owners = new Map<string, string>();
  for (const feature of features) {
    for (const name of Object.keys(entriesOf(feature) ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`${kind} ${name} is handled by both ${owner} and ${feature.name}`);
      owners.set(name, feature.name);
    }
  }
  return Object.assign({}, ...features.map(entriesOf));
}

/** Every feature's operations, by operationId. */
export const operationsOf = (features: readonly Feature[]): OperationHandlers => claimedByOne(features, 'Operation', (feature) => feature.operations);

/** Every feature's jobs, by name. */
export const jobsOf = (features: readonly Feature[]): JobDeclarations<Services> => claimedByOne(features, 'Job', (feature) => feature.jobs);

/** Every feature's schedules; each names a job some feature declares. */
export function schedulesOf(features: readonly Feature[]): Schedule[] {
  const jobs = jobsOf(features);
  const schedules = features.flatMap((feature) => feature.schedules?.() ?? []);
  const unknown = schedules.find((schedule) => !jobs[schedule.job]);
  if (unknown) throw new Error(`Schedule for ${unknown.job}, which no feature declares`);
  return schedules;
}
