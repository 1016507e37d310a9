export * from './format/index.ts';
export * from './machines/index.ts';
