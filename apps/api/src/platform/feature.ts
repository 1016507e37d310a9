import type { FastifyInstance } from 'fastify';
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
  /** Background work started with the server; returns what stops it. */
  jobs?: (services: Services) => () => void;
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
