export * from './types.ts';
export * from './machine.ts';
export * from './connect.ts';
