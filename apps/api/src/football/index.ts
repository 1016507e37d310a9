import { adminFootballOperations } from './admin-operations.ts';
import { catalogueOperations } from './catalogue-operations.ts';
import { gamesOperations } from './games-operations.ts';

/** Every football operation by operationId, for the platform's registry. */
export const footballOperations = { ...gamesOperations, ...catalogueOperations, ...adminFootballOperations };

export { startFootball, footballSettings } from './setup.ts';
export { configureFootball, footballRuntime } from './runtime.ts';
