export * from './machine.ts';
export type * from './types.ts';
