export * from './assert-coverage.ts';
export * from './coverage.ts';
export * from './paths.ts';
