import pg from 'pg';
import { jobsSchemaOf } from '../../src/platform/jobs/index.ts';

/**
 * Drops a test's scratch schema on the shared PostgreSQL, with the job queue's schema beside it
 * (`<schema>_jobs`): what every test that ran servers in a schema of its own leaves behind.
 */
export async function dropTestSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${jobsSchemaOf({ databaseSchema: schema })}" CASCADE`);
  } finally {
    await client.end();
  }
}
