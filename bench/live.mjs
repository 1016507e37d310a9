// Live events benchmark (issue 27; not a test): `node scripts/postgres.mjs -- node bench/live.mjs` from the repository root.
//
// Two API processes (`node src/main.ts`, HADAF_ROLE=api) on one PostgreSQL; an SSE client connected to the second;
// this process, a third, changes a match's minute and score in a transaction of its own (the UPDATE the simulator's
// tick and an admin's PATCH both make; the trigger announces it at commit; their job enqueueing is left out) and times each change from the start of its transaction to the
// event's arrival at the client. Prints p50, p99 and the maximum. BENCH_EVENTS (default 300), BENCH_GAP_MS (20).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDependency, runUnderTsx } from './api/server.mjs';
import { readEvents } from './sse.mjs';

runUnderTsx(import.meta.url);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench/live.mjs needs PostgreSQL (two processes cannot share PGlite): node scripts/postgres.mjs -- node bench/live.mjs');
  process.exit(1);
}
const EVENTS = Number(process.env.BENCH_EVENTS ?? 300);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 20);
const { startServer } = await import('../apps/api/test/multi-process/processes.ts');
const { openDatabase } = await import('../apps/api/src/platform/database/database.ts');
const pg = await apiDependency('pg');

const schema = `bench_live_${randomBytes(4).toString('hex')}`;
const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-bench-live-'));
const env = {
  DATABASE_URL: databaseUrl,
  HADAF_DB_SCHEMA: schema,
  HADAF_DATA_DIR: scratch,
  HADAF_WEB_ROOT: path.join(scratch, 'web'),
  HADAF_SECRET: randomBytes(32).toString('hex'),
  NODE_ENV: 'test',
  HADAF_DEMO_DATA: 'off',
  HADAF_SIMULATOR: 'off',
  HADAF_RATE_LIMIT: '0',
};
const servers = [];
let database;
try {
  servers.push(await startServer('hadaf-live-api-1', 'api', env));
  servers.push(await startServer('hadaf-live-api-2', 'api', env));
  database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: scratch, inMemoryDatabase: false });
  const [season] = await database.query("INSERT INTO seasons (league_id, name) SELECT id, 'bench' FROM leagues LIMIT 1 RETURNING id");
  const teams = await database.query("INSERT INTO teams (name_en, name_ar, code) VALUES ('A', 'أ', 'AAA'), ('B', 'ب', 'BBB') RETURNING id");
  const [match] = await database.query('INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, now()) RETURNING id', [season.id, teams[0].id, teams[1].id]);
  const move = (minute, goals) =>
    database.transaction((tx) =>
      tx.query("UPDATE matches SET state = 'LIVE', minute = $2, home_goals = $3, away_goals = 0, updated_at = now() WHERE id = $1", [match.id, minute, goals]),
    );
  await move(0, 0);

  // The client on the second process: each event's arrival time by the change it carries (minute + 100 × goals).
  const arrived = new Map();
  const response = await new Promise((resolve, reject) => {
    get(`${servers[1].url}/api/v2/live`, { agent: false, headers: { accept: 'text/event-stream' } }, resolve).once('error', reject);
  });
  readEvents(response, (event) => {
    if (event.type === 'match' && event.id === match.id) arrived.set(event.minute + 100 * event.home_goals, performance.now());
  });
  await new Promise((resolve) => setTimeout(resolve, 300));

  const started = new Map();
  for (let step = 1; step <= EVENTS; step++) {
    const minute = step % 90;
    const goals = Math.floor(step / 90);
    started.set(minute + 100 * goals, performance.now());
    await move(minute, goals);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  response.destroy();
  const latencies = [...started].filter(([key]) => arrived.has(key)).map(([key, at]) => arrived.get(key) - at).sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
  console.log(`live events across processes (write in a third process, client on the second API process): ${latencies.length}/${EVENTS} received`);
  console.log(`latency from the transaction's start to the event at the client: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`);
} finally {
  await database?.close();
  for (const server of servers) await server.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`).catch(() => {});
  await client.end();
  rmSync(scratch, { recursive: true, force: true });
}
