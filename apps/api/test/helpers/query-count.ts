import type { Database } from '../../src/platform/database/database.ts';

/** The queries `request` makes, counted on the server's own database handle (the query-count tests' measure). */
export async function countQueries(database: Database, request: () => Promise<unknown>): Promise<number> {
  const original = database.query.bind(database);
  let count = 0;
  database.query = ((...args: Parameters<Database['query']>) => {
    count += 1;
    return original(...args);
  }) as typeof database.query;
  try {
    await request();
  } finally {
    database.query = original;
  }
  return count;
}
