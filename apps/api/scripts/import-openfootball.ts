/**
 * Imports an openfootball football.json season file into the configured database (DATABASE_URL, else the PGlite
 * files under HADAF_DATA_DIR), the same way POST /api/admin/imports/openfootball does.
 *
 *   npx tsx apps/api/scripts/import-openfootball.ts ../shared/data/openfootball/2024-25_en.1.json
 *
 * Re-running with the same file changes nothing; a file with new results updates those matches and queues their
 * re-scoring, which the server's workers do (HADAF_ROLE worker or all; on PGlite, the next `npm start`).
 */
import { readFileSync } from 'node:fs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { footballMessage } from '../src/football/localized.ts';
import { importOpenfootball } from '../src/football/importer/import-document.ts';
import type { OpenfootballSeason } from '../src/football/importer/openfootball.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: import-openfootball.ts <season.json> [more.json ...]');
  process.exit(2);
}

// The server built as an API-only process: migrated, with the job queue open to enqueue scoring, working nothing.
const app = await buildApp({ ...loadConfig(), role: 'api' });
const { database } = app.services;
let failed = false;
try {
  for (const file of files) {
    let document: OpenfootballSeason;
    try {
      document = JSON.parse(readFileSync(file, 'utf8')) as OpenfootballSeason;
      if (typeof document?.name !== 'string' || !Array.isArray(document.matches)) throw new Error('not a football.json season ({name, matches[]})');
    } catch (error) {
      console.error(`${file}: ${(error as Error).message}`);
      failed = true;
      continue;
    }
    const outcome = await importOpenfootball(database, document, new Date());
    if (outcome.ok) {
      const { season_id, created, updated, skipped, scored } = outcome.counts;
      console.log(`${file}: season ${season_id} "${document.name}": ${created} created, ${updated} updated, ${skipped} unchanged, ${scored} queued for scoring`);
    } else {
      failed = true;
      for (const error of outcome.errors) console.error(`${file}: ${error.field}: ${footballMessage(error.message, 'en')}`);
    }
  }
} finally {
  await app.close();
}
process.exit(failed ? 1 : 0);
