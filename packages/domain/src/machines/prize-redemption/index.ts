export * from './types.ts';
export { methodErrors, personalInfoErrors, readRedemptionFailure, GENERIC_REDEMPTION_ERROR } from './validation.ts';
export * from './machine.ts';
export * from './connect.ts';
