export * from './api-failure.ts';
export * from './navigation.ts';
export * from './not-provided.ts';
