// Live events at scale (issue 27; not a test): `node scripts/postgres.mjs -- node bench/live-scale.mjs`.
//
// One API process, the production build as bench/api/deployed.mjs runs it (bench/api/deployed-server.mjs), on
// PostgreSQL. In another process (bench/live-clients.mjs), BENCH_CLIENTS (10 000) live streams on GET /api/v2/live,
// each from its own address. Printed:
// - the server's memory per open stream (resident set before and after they opened, divided by their number);
// - the hot path (GET /api/v2/games signed in, wrk from a third process, 16 connections) without the streams and
//   with them all open and idle: req/s, p99 and the ratio (issue 27: no more than 10 % lower);
// - a goal: a match's score changed in a transaction of this process (what the simulator's tick and an admin's
//   PATCH do), and the time from the transaction's start to its event at each of the 10 000 streams: how many
//   within 2 s (issue 27: all), p50, p99, max.
// BENCH_SECONDS (10) per load cell.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { apiDependency, runUnderTsx } from './api/server.mjs';

// Under tsx: the deployment reads the real providers' test fixture (TypeScript).
runUnderTsx(import.meta.url);
const { buildApi, deployment, ensureWrk, measuredRequests, requireDatabaseUrl, root, sleep } = await import('./api/deployed-server.mjs');

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const DELIVERY_TARGET_MS = 2000;

const databaseUrl = requireDatabaseUrl('bench/live-scale.mjs');
const residentKb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const now = () => performance.timeOrigin + performance.now();

/** The clients' process: resolves once every stream answered, with a way to ask for the arrivals of a score. */
function startClients(port, matchId) {
  const child = spawn(process.execPath, [path.join(root, 'bench/live-clients.mjs')], {
    env: { ...process.env, PORT: String(port), BENCH_CLIENTS: String(CLIENTS), BENCH_MATCH_ID: String(matchId) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise((resolve) => waiting.push(resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    connected: next().then((line) => line.split(' ').slice(1).map(Number)),
    async arrivals(homeGoals) {
      const answer = next();
      child.stdin.write(`report ${homeGoals}\n`);
      return JSON.parse((await answer).slice('report '.length));
    },
    stop: async () => (child.stdin.write('exit\n'), exited),
  };
}

ensureWrk();
buildApi();
const deploy = deployment(databaseUrl);
const pg = await apiDependency('pg');
const database = new pg.Client({ connectionString: databaseUrl });
let server;
let clients;
try {
  const signIn = await deploy.seed();
  server = await deploy.startServer('api', { role: 'api', production: true });
  const { targets, games } = await measuredRequests(server.port, signIn);
  const hotPath = targets[0];
  const matchId = games.data[0].id;
  await database.connect();

  deploy.wrk(server.port, hotPath, CONNECTIONS, 3);
  const alone = deploy.wrk(server.port, hotPath, CONNECTIONS, SECONDS);
  const residentBefore = residentKb(server.pid);

  const opening = now();
  clients = startClients(server.port, matchId);
  const [open, failed] = await clients.connected;
  const openedIn = now() - opening;
  await sleep(2000);
  const residentOpen = residentKb(server.pid);
  const idle = deploy.wrk(server.port, hotPath, CONNECTIONS, SECONDS);

  // The goal: a score no stream has seen yet.
  const [{ home_goals: before }] = (await database.query('SELECT coalesce(home_goals, 0) AS home_goals FROM matches WHERE id = $1', [matchId])).rows;
  const goals = Number(before) + 1;
  const scored = now();
  await database.query("UPDATE matches SET state = 'LIVE', minute = 63, home_goals = $2, away_goals = coalesce(away_goals, 0) WHERE id = $1", [matchId, goals]);
  await sleep(DELIVERY_TARGET_MS + 1000);
  const arrivals = await clients.arrivals(goals);
  const latencies = arrivals.filter((at) => at !== null).map((at) => at - scored).sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? NaN;
  const inTime = latencies.filter((ms) => ms <= DELIVERY_TARGET_MS).length;

  const perStream = ((residentOpen - residentBefore) * 1024) / Math.max(1, open);
  console.log(`\nLive streams on one API process (production build, PostgreSQL): ${open} open, ${failed} refused, opened in ${(openedIn / 1000).toFixed(1)} s`);
  console.log(`memory: ${(residentBefore / 1024).toFixed(0)} MB resident before, ${(residentOpen / 1024).toFixed(0)} MB with the streams open: ${(perStream / 1024).toFixed(1)} KB per stream`);
  console.log(
    `hot path (${hotPath.name}, ${CONNECTIONS} connections, wrk): ${alone.rps.toFixed(0)} req/s p99 ${alone.p99.toFixed(1)} ms alone; ` +
      `${idle.rps.toFixed(0)} req/s p99 ${idle.p99.toFixed(1)} ms beside ${open} idle streams: ${((idle.rps / alone.rps) * 100).toFixed(1)} % (target ≥ 90 %)`,
  );
  console.log(
    `a goal, from its transaction's start to each stream: ${inTime}/${open} within ${DELIVERY_TARGET_MS} ms (${latencies.length} received); ` +
      `p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms`,
  );
} finally {
  await clients?.stop();
  await server?.stop();
  await database.end().catch(() => {});
  deploy.cleanup();
}
