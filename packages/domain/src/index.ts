export * from './format/index.ts';
export * from './machines/index.ts';
export * from './rules/index.ts';
export * from './validators/index.ts';
export * from './i18n/index.ts';
export * from './random.ts';
export * from './routes.ts';
