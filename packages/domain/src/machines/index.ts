// One line per machine folder; append yours, keep the order free of meaning.
export * from './inventory.ts';
export * from './session/index.ts';
export * from './phone-verification/index.ts';
export * from './prediction-panel/index.ts';
export * from './settings/index.ts';
export * from './join-competition/index.ts';
export * from './create-competition/index.ts';
export * from './squad-editor/index.ts';
export * from './prize-redemption/index.ts';
export * from './group-creation/index.ts';
export * from './mobile-cash/index.ts';
export * from './tutorial/index.ts';
export type { ApiFailure } from './shared/api-failure.ts';
export type { NavigateEmitted, NavigationIntent } from './shared/navigation.ts';
