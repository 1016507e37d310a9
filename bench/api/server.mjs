// What every API bench needs: to run under tsx (the server is TypeScript) and a scratch server of its own, on
// in-memory PGlite or, with DATABASE_URL, in a scratch schema dropped afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));

/** Re-runs the calling script under tsx and exits with its status, unless this already is that run. */
export function runUnderTsx(scriptUrl) {
  if (process.env.HADAF_BENCH_CHILD) return;
  const result = spawnSync(process.execPath, ['--conditions=@hadaf/source', '--import', apiRequire.resolve('tsx'), fileURLToPath(scriptUrl)], {
    stdio: 'inherit',
    env: { ...process.env, HADAF_BENCH_CHILD: '1', NODE_ENV: 'test' },
  });
  process.exit(result.status ?? 1);
}

/** A package the server depends on (not the root), loaded from the very copy the server uses. */
export const apiDependency = async (name) => (await import(pathToFileURL(apiRequire.resolve(name)).href)).default;

/** Builds a server for a bench; `close()` stops it and removes its scratch data. */
export async function openBenchServer(name) {
  const { buildApp } = await import('../../apps/api/src/app.ts');
  const { testConfig } = await import('../../apps/api/src/platform/config.ts');
  const scratch = mkdtempSync(path.join(tmpdir(), `hadaf-${name}-`));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = `${name.replace(/-/g, '_')}_${process.pid}`;
  const app = await buildApp(
    testConfig({
      webRoot: path.join(scratch, 'web'),
      dataDir: path.join(scratch, 'data'),
      databaseUrl,
      databaseSchema: databaseUrl ? schema : undefined,
      inMemoryDatabase: !databaseUrl,
      // The load comes from one address; the per-address ceiling would measure itself.
      rateLimitPerMinute: 0,
    }),
  );
  const close = async () => {
    await app.close();
    if (databaseUrl) {
      const pg = await apiDependency('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  return { app, close };
}

const isOpen = (item) => item.match.state.flags.includes('predictable');

/**
 * The games page the benches load: today's (UTC), as a fan opens /matches, unless no match of today is still open to
 * predictions (near midnight the seed's upcoming matches of the day fall on the next UTC day): then tomorrow's.
 * `getGames(path)` answers a path's parsed JSON. Under tsx (the match day is the server's own `utcDay`).
 */
export async function openGamesPage(getGames, now = Date.now()) {
  const { DAY_MS, utcDay } = await import('../../apps/api/src/football/clock.ts');
  for (const ahead of [0, 1]) {
    const path = `/api/v2/games?date=${utcDay(new Date(now + ahead * DAY_MS))}`;
    const games = await getGames(path);
    if (games.data.some(isOpen)) return { path, games };
  }
  throw new Error('no match open to predictions in the demo data, today or tomorrow');
}

/**
 * The benches' prediction on the first match of a games page still open to predictions: the score bet and the
 * demo's three bonus questions (yes/no, list, counter), as the JSON body of POST /api/v2/predictions/multiple.
 */
export function demoPrediction(games) {
  const open = games.data.find(isOpen);
  if (!open) throw new Error('no match open to predictions on this games page');
  const [scoreBet, yesNo, list, counter] = open.bets;
  return JSON.stringify({
    game_id: open.id,
    bets: [
      { bet_id: scoreBet.id, value: { home_goals: 2, away_goals: 1 } },
      { bet_id: yesNo.id, value: 'yes' },
      { bet_id: list.id, value: '1' },
      { bet_id: counter.id, value: 3 },
    ],
  });
}
