// `npm run ledger:verify`: checks the ledger of the database the server is configured with (DATABASE_URL, else the
// embedded data directory; stop an embedded server first: PGlite's files belong to one process at a time).
// Exits 0 when every balance matches its journal and every entry balances; 1 naming each account that does not.
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database/database.ts';
import { describeProblem, verifyLedger } from './verify.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const problems = await verifyLedger(database);
  const [counts] = await database.query<{ entries: number; wallets: number }>(
    'SELECT (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(DISTINCT user_id) FROM ledger_postings) AS wallets',
  );
  for (const problem of problems) console.error(`ledger: ${describeProblem(problem)}`);
  console.log(`ledger (${database.kind}): ${Number(counts?.entries ?? 0)} entries, ${Number(counts?.wallets ?? 0)} wallets, ${problems.length === 0 ? 'every balance matches its journal' : `${problems.length} problem(s)`}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
