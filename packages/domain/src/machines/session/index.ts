export * from './machine.ts';
export * from './connect.ts';
export type * from './types.ts';
