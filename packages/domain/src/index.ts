export * from './format/index.ts';
