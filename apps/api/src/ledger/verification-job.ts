import type { Database } from '../platform/database/database.ts';
import type { Metrics } from '../platform/monitoring/metrics.ts';
import { cachedFor } from '../platform/monitoring/metrics.ts';
import type { Services } from '../platform/services.ts';
import { describeProblem, verifyLedger } from './verify.ts';

export const VERIFY_LEDGER_JOB = 'verify-ledger';

/** How many problems a run keeps described; the count is always whole. */
const DESCRIBED = 20;
const KEEP_DAYS = 30;

/**
 * `npm run ledger:verify` as a job: every balance recomputed from the journal in one consistent snapshot, the result
 * stored for the metrics (hadaf_ledger_verification_*) and logged as an error when anything differs.
 */
export async function runLedgerVerification(services: Pick<Services, 'database' | 'log'>): Promise<{ problems: number }> {
  const started = Date.now();
  const { problems, entries } = await services.database.transaction(async (tx) => {
    // One snapshot for every query, so a movement committing meanwhile is wholly seen or wholly not.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const found = await verifyLedger(tx);
    const [count] = await tx.query<{ entries: number }>('SELECT count(*)::bigint AS entries FROM ledger_entries');
    return { problems: found, entries: Number(count?.entries ?? 0) };
  });
  const details = problems.slice(0, DESCRIBED).map(describeProblem);
  await services.database.query('INSERT INTO ledger_verifications (duration_ms, entries, problems, details) VALUES ($1, $2, $3, $4)', [
    Date.now() - started,
    entries,
    problems.length,
    JSON.stringify(details),
  ]);
  await services.database.query(`DELETE FROM ledger_verifications WHERE checked_at < now() - interval '${KEEP_DAYS} days'`);
  if (problems.length > 0) services.log.error({ problems: problems.length, details }, 'ledger verification: balances differ from the journal');
  return { problems: problems.length };
}

interface LastRun {
  checked_at: Date;
  duration_ms: number;
  problems: number;
}

/** The last run's result as gauges, read from its row: one small query a scrape. */
export function ledgerVerificationMetrics(metrics: Metrics, database: Database) {
  const lastRun = cachedFor(2_000, async () => {
    const [row] = await database.query<LastRun>('SELECT checked_at, duration_ms, problems FROM ledger_verifications ORDER BY checked_at DESC, id DESC LIMIT 1');
    return row;
  });
  const gauges: [name: string, help: string, value: (run: LastRun) => number][] = [
    [
      'hadaf_ledger_verification_ok',
      'Whether the last ledger verification found every balance equal to its journal (1) or not (0); absent before the first run.',
      (run) => (Number(run.problems) === 0 ? 1 : 0),
    ],
    ['hadaf_ledger_verification_problems', 'Accounts and entries the last ledger verification found wrong.', (run) => Number(run.problems)],
    ['hadaf_ledger_verification_timestamp_seconds', 'When the last ledger verification ran (Unix time): alert when it is too old.', (run) => new Date(run.checked_at).getTime() / 1000],
    ['hadaf_ledger_verification_duration_seconds', 'How long the last ledger verification took.', (run) => Number(run.duration_ms) / 1000],
  ];
  for (const [name, help, value] of gauges) {
    metrics.gauge({
      name,
      help,
      collect: async (set) => {
        const run = await lastRun();
        if (run) set(value(run));
      },
    });
  }
}
