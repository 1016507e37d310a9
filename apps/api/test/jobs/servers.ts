import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig, type ServerRole } from '../../src/platform/config.ts';
import { jobsSchemaOf } from '../../src/platform/jobs/index.ts';

export type TestServer = Awaited<ReturnType<typeof buildApp>>;

/**
 * One database (PGlite files in a scratch directory, or with DATABASE_URL a fresh schema) that several servers
 * can be started on one after the other, in any role.
 */
export function sharedDatabase() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-jobs-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `jobs_${randomBytes(6).toString('hex')}` : undefined;
  return {
    start(role: ServerRole): Promise<TestServer> {
      const config = testConfig({ webRoot: path.join(scratch, 'web'), dataDir: path.join(scratch, 'data'), databaseUrl, databaseSchema: schema, inMemoryDatabase: false });
      return buildApp({ ...config, role });
    },
    async drop() {
      if (databaseUrl && schema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${jobsSchemaOf({ databaseSchema: schema })}" CASCADE`);
        await client.end();
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
