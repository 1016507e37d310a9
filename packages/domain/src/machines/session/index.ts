export * from './machine.ts';
export * from './connect.ts';
export type * from './types.ts';
export { hasVerifiedPhone, needsPhoneVerification } from './after-login.ts';
