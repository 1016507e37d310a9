/** The contract's generated types alone (no runtime code): what a server or tool types its requests and answers with. */
export type { components, operations, paths } from './generated/schema.ts';
