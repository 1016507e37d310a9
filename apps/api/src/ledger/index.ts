import type { Feature } from '../platform/feature.ts';
import { ledgerOperations } from './operations.ts';

/** The coins ledger (docs/decisions/ledger.md): every movement of coins goes through moveCoins. The wallet's list is payments' (it merges payment attempts). */
export const ledgerFeature: Feature = { name: 'ledger', operations: ledgerOperations };
export { InsufficientCoins, accountName, moveCoins, walletBalance, type LedgerAccount, type Movement, type MovementKind, type MovementResult } from './ledger.ts';
export { ledgerMessage, type LedgerMessageKey } from './messages.ts';
