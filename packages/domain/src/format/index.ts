export * from './locale.ts';
export * from './numbers.ts';
export * from './dates.ts';
