export * from './types.ts';
export * from './machine.ts';
