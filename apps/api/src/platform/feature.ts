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
