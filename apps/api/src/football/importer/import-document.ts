import type { Database } from '../../platform/database/database.ts';
import type { FootballMessageKey } from '../localized.ts';
import { importSeason, type ImportCounts } from './import-season.ts';
import { leagueCodeOf, parseSeason, type OpenfootballSeason } from './openfootball.ts';

export type ImportOutcome = { ok: true; counts: ImportCounts } | { ok: false; errors: { field: string; message: FootballMessageKey }[] };

/** Shared by POST /admin/imports/openfootball and scripts/import-openfootball.ts: read, check, store. */
export async function importOpenfootball(database: Database, document: OpenfootballSeason, now: Date): Promise<ImportOutcome> {
  const leagueCode = leagueCodeOf(document.name);
  if (!leagueCode) return { ok: false, errors: [{ field: 'name', message: 'unknownLeague' }] };
  const season = parseSeason(document, leagueCode);
  if (season.problems.length > 0) return { ok: false, errors: season.problems.map(({ field, message }) => ({ field, message })) };
  return { ok: true, counts: await importSeason(database, season, now) };
}
