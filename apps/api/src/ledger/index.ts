import type { Feature } from '../platform/feature.ts';
import { ledgerOperations } from './operations.ts';
import { ledgerVerificationMetrics, runLedgerVerification, VERIFY_LEDGER_JOB } from './verification-job.ts';

/** The coins ledger (docs/decisions/ledger.md): every movement of coins goes through moveCoins. The wallet's list is payments' (it merges payment attempts). */
export const ledgerFeature: Feature = {
  name: 'ledger',
  operations: ledgerOperations,
  // Read-only and repeatable: a retry or a missed run only delays the next result.
  jobs: { [VERIFY_LEDGER_JOB]: { run: (services) => runLedgerVerification(services).then(() => {}), retries: 1, keepSeconds: 6 * 3600 } },
  // Every quarter of an hour: an operator learns of a wrong balance within minutes, at the cost of a few scans.
  schedules: () => [{ job: VERIFY_LEDGER_JOB, cron: '*/15 * * * *' }],
  monitoring: (services) => ledgerVerificationMetrics(services.metrics, services.database),
};
export { InsufficientCoins, accountName, moveCoins, walletBalance, type LedgerAccount, type Movement, type MovementKind, type MovementResult } from './ledger.ts';
export { ledgerMessage, type LedgerMessageKey } from './messages.ts';
