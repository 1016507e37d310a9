import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { testConfig, type ServerRole } from '../../src/platform/config.ts';
import { dropTestSchema } from '../helpers/schemas.ts';

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
      if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
