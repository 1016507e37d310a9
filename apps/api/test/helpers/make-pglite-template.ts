// Run by pglite-template.ts in a process of its own (where the workspace's packages resolve to their sources):
// `make-pglite-template.ts <file>` writes the dump of a freshly started server's embedded database to <file>.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/platform/config.ts';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: make-pglite-template.ts <file>');
const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-pglite-template-'));
const app = await buildApp({ ...testConfig({ webRoot: path.join(scratch, 'web'), dataDir: path.join(scratch, 'data') }), pgliteTemplate: undefined });
try {
  await app.ready();
  const dump = await app.services.database.pglite!.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
} finally {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
}
