export * from './locale.ts';
export * from './numbers.ts';
export * from './dates.ts';
export * from './digits.ts';
export * from './relative.ts';
export * from './text-language.ts';
export * from './calendar-day.ts';
