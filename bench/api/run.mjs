// Football API benchmark (not a test): `node bench/api/run.mjs` from the repository root.
//
// 1. GET /api/v2/games and POST /api/v2/predictions/multiple on the real server (in-memory PGlite, or DATABASE_URL)
//    against a bare Fastify route answering the same bytes on the same machine: req/s, p99 latency and the ratio.
// 2. Scoring the predictions of one finished match (bench/api/scoring.mjs), then re-scoring it unchanged.
// 3. Re-ranking a competition of a million participants after a final whistle (bench/api/ranks.mjs).
//
// Loopback only; each load run lasts BENCH_SECONDS (default 5). Nothing is written outside a temporary directory.
import { apiDependency, demoPrediction, openBenchServer, openGamesPage, runUnderTsx } from './server.mjs';

runUnderTsx(import.meta.url);

const { default: autocannon } = await import('autocannon');
// Fastify is a dependency of apps/api, not of the root: the very same copy the server uses.
const Fastify = await apiDependency('fastify');
const { configureFootball } = await import('../../apps/api/src/football/runtime.ts');
const { benchScoring } = await import('./scoring.mjs');
const { benchRanks } = await import('./ranks.mjs');
const { seedDemo, demoAccounts } = await import('../../apps/api/src/demo/seed-demo.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// BENCH_ONLY=load,scoring,ranks (any of them) runs only those parts.
const PARTS = new Set((process.env.BENCH_ONLY ?? 'load,scoring,ranks').split(','));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HOST = '127.0.0.1';

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result) => ({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });

function report(name, server, bare) {
  const ratio = server.rps / bare.rps;
  console.log(
    `${name.padEnd(34)} server ${server.rps.toFixed(0).padStart(6)} req/s p99 ${String(server.p99).padStart(4)} ms` +
      ` | bare ${bare.rps.toFixed(0).padStart(6)} req/s p99 ${String(bare.p99).padStart(4)} ms | ratio ${(ratio * 100).toFixed(1)}%` +
      (server.errors + bare.errors > 0 ? ` | non-2xx/errors ${server.errors}/${bare.errors}` : ''),
  );
}

const { app, close } = await openBenchServer('bench');
const services = app.services;
const now = new Date();
configureFootball(services, { seed: 2026 });
console.log(`Seeding demo data (${services.database.kind})...`);
await seedDemo(services, { seed: 2026, now, speed: 1 });
await app.listen({ host: HOST, port: 0 });
const base = `http://${HOST}:${app.server.address().port}`;

async function benchLoad() {
  // A bearer token for the demo fan, and an open match to predict on.
  const fan = demoAccounts.find((account) => account.role === 'fan');
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/oauth/token',
    payload: { grant_type: 'password', client_id: 2, scope: '*', username: fan.email, password: fan.password },
  });
  const token = login.json().access_token;
  const { path: gamesPath, games } = await openGamesPage(async (url) => (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json(), now.getTime());
  const prediction = demoPrediction(games);
  const savedBody = (await app.inject({ method: 'POST', url: '/api/v2/predictions/multiple', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: prediction })).body;

  // The bare baseline: Fastify with routes that answer the same bytes without any work.
  const bare = Fastify({ logger: false });
  const gamesBody = JSON.stringify(games);
  bare.get('/games', (_request, reply) => reply.type('application/json').send(gamesBody));
  bare.post('/predictions', (_request, reply) => reply.type('application/json').send(savedBody));
  await bare.listen({ host: HOST, port: 0 });
  const bareBase = `http://${HOST}:${bare.server.address().port}`;

  console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s per run, ${games.data.length} match items per page (${gamesBody.length} bytes, ${gamesPath})`);
  const authorization = `Bearer ${token}`;
  const json = { 'content-type': 'application/json', authorization };
  report(
    'GET /api/v2/games (signed in)',
    summary(await load({ url: `${base}${gamesPath}`, headers: { authorization } })),
    summary(await load({ url: `${bareBase}/games` })),
  );
  report(
    'POST /api/v2/predictions/multiple',
    summary(await load({ url: `${base}/api/v2/predictions/multiple`, method: 'POST', headers: json, body: prediction })),
    summary(await load({ url: `${bareBase}/predictions`, method: 'POST', headers: json, body: prediction })),
  );
  // The issue's latency target: p99 under 50 ms with 50 fans' requests in flight.
  const crowded = summary(await load({ url: `${base}${gamesPath}`, headers: { authorization }, connections: 50 }));
  console.log(`GET /api/v2/games at 50 connections: ${crowded.rps.toFixed(0)} req/s, p99 ${crowded.p99} ms${crowded.errors ? `, non-2xx/errors ${crowded.errors}` : ''}`);
  await bare.close();
}

if (PARTS.has('load')) await benchLoad();
if (PARTS.has('scoring')) await benchScoring(services.database, now);
// A million participants take PGlite (one process, no parallel writes) minutes to write; it ranks 100 000 by default.
if (PARTS.has('ranks')) await benchRanks(services.database, Number(process.env.BENCH_RANK_PARTICIPANTS ?? (services.database.kind === 'postgres' ? 1_000_000 : 100_000)));

await close();
