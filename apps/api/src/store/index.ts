import type { Feature } from '../platform/feature.ts';
import { storeOperations } from './operations.ts';

/** The store (products paid in coins) and its orders; coins move through the ledger (store-order, store-refund). */
export const storeFeature: Feature = { name: 'store', operations: storeOperations };
