import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Vitest's global setup of the unit project: one embedded database, migrated and started as a fresh server starts
 * it (job queue installed, reference data written), dumped once for the whole run. Every test server on in-memory
 * PGlite then starts from it (testConfig reads HADAF_PGLITE_TEMPLATE) instead of applying every migration again:
 * ~4 s of CPU a server, and the unit tests start over a hundred. A fresh start and the template hold the same rows,
 * so a test cannot tell them apart. Not made when the run is on PostgreSQL (DATABASE_URL). Made in a process of its
 * own (make-pglite-template.ts): this one does not resolve the workspace's packages to their sources.
 */
export default function makePgliteTemplate(): (() => void) | undefined {
  if (process.env.DATABASE_URL || process.env.HADAF_PGLITE_TEMPLATE) return undefined;
  const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-pglite-template-'));
  const file = path.join(scratch, 'template.tar');
  const tsx = createRequire(path.join(here, '../../package.json')).resolve('tsx');
  const made = spawnSync(process.execPath, ['--conditions=@hadaf/source', '--import', tsx, path.join(here, 'make-pglite-template.ts'), file], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  if (made.status !== 0) throw new Error(`the PGlite template could not be made (exit ${made.status ?? made.signal})`);
  process.env.HADAF_PGLITE_TEMPLATE = file;
  return () => {
    delete process.env.HADAF_PGLITE_TEMPLATE;
    rmSync(scratch, { recursive: true, force: true });
  };
}
