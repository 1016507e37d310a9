export * from './machine.ts';
export * from './connect.ts';
export { ALREADY_STARTED_MESSAGE } from './rules.ts';
export type * from './types.ts';
