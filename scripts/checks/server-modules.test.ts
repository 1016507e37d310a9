import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesBelow, folderCycles } from '../lib/folder-cycles.mjs';
import { sourceFiles } from '../lib/route-literals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = path.join(root, 'apps/api/src');

describe('one server module shape (apps/api)', () => {
  it('has no import cycle between the folders or files of any folder', () => {
    expect(cyclesBelow(server)).toEqual([]);
  });

  it('finds the cycles it forbids', () => {
    const graph = new Map([
      ['football', new Set(['seed', 'platform'])],
      ['seed', new Set(['simulator'])],
      ['simulator', new Set(['football'])],
      ['platform', new Set<string>()],
    ]);
    expect(folderCycles(graph)).toEqual([['football', 'seed', 'simulator']]);

    const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-cycles-'));
    for (const folder of ['db', 'services']) mkdirSync(path.join(scratch, folder));
    writeFileSync(path.join(scratch, 'db/seed.ts'), "import type { Services } from '../services/services.ts';\n");
    writeFileSync(path.join(scratch, 'services/services.ts'), "import { open } from '../db/seed.ts';\n");
    try {
      expect(cyclesBelow(scratch)).toEqual(['.: db ⇄ services']);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('has one query style: plain SQL through platform/database, no query builder or second schema', () => {
    const files = sourceFiles([server, path.join(root, 'apps/api/test'), path.join(root, 'apps/api/scripts')]);
    const offenders = files.filter((file) => /from ['"](drizzle-orm|kysely|knex|typeorm|@prisma\/client)/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('keeps handler maps out of apps/api/src/routes (each feature folder holds its operations)', () => {
    expect(sourceFiles([server]).filter((file) => file.includes(`${path.sep}routes${path.sep}`))).toEqual([]);
  });
});
