// The API measured as it is deployed (issue 31, item 2), not a test:
//   node scripts/postgres.mjs -- node bench/api/deployed.mjs
//
// - The server is the production build (apps/api/dist/main.js, built first) in a process of its own on the
//   PostgreSQL of DATABASE_URL, configured as an API process behind a TLS-terminating proxy: HADAF_ROLE=api,
//   HADAF_TRUST_PROXY=1, the default rate limit (HADAF_RATE_LIMIT=600 per address and minute) on, an https public
//   URL (so helmet sends HSTS), JSON logging at info to a file, HADAF_SECRET set, no community advert, metrics on
//   (HADAF_METRICS_TOKEN: each request counted and timed), NODE_ENV=production with every service on its real
//   provider (apps/api/test/helpers/real-providers.ts; the measured requests call none of them).
// - The demo data is seeded by the build itself (HADAF_DEMO_DATA=on) in a first start with HADAF_ROLE=all, so its
//   jobs are worked; the fan's sign-in is read from that start's log.
// - The load comes from wrk (Debian's package; installed with apt-get when missing and we are root), another
//   process, each request from one of 4096 client addresses in X-Forwarded-For (a crowd behind carrier NAT; no
//   address comes near the per-address limit). The bare baseline is Fastify in a process of its own answering the
//   recorded status, headers and body of each real answer (bench/api/bare-server.mjs).
// - Then each request is run once more against a server started with --cpu-prof, and the profile's top frames
//   by self time are printed (bench/api/cpuprofile-top.mjs).
//
// BENCH_SECONDS (10) per cell, BENCH_CONNECTIONS (16,64), BENCH_PROFILE=0 skips the profiles, BENCH_KEEP=<dir>
// keeps the logs and profiles there. Everything else is written in a temporary directory, removed afterwards.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { formatSummary, summariseProfile } from './cpuprofile-top.mjs';
import { runUnderTsx } from './server.mjs';

// Under tsx: the deployment reads the real providers' test fixture (TypeScript).
runUnderTsx(import.meta.url);
const { buildApi, deployment, ensureWrk, exchange, measuredRequests, requireDatabaseUrl, root } = await import('./deployed-server.mjs');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '16,64').split(',').map(Number);
const PROFILE = process.env.BENCH_PROFILE !== '0';
const WARMUP_SECONDS = 3;

const databaseUrl = requireDatabaseUrl('bench/api/deployed.mjs');

async function startBare(routes) {
  const child = spawn(process.execPath, [path.join(root, 'bench/api/bare-server.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(routes));
  const port = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /listening (\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { port, stop: async () => (child.kill('SIGINT'), exited) };
}

ensureWrk();
buildApi();
const deploy = deployment(databaseUrl);
const rows = [];
const servers = [];
try {
  // 1. Migrate and seed with the build's own demo seeding, its jobs worked (role all), then stop.
  const signIn = await deploy.seed();

  // 2. The measured API process.
  const server = await deploy.startServer('api', { role: 'api', production: true });
  servers.push(server);
  const { targets, games, xff } = await measuredRequests(server.port, signIn);
  // What each real answer is, byte for byte, for the bare process to repeat (Date and framing headers aside).
  const routes = [];
  for (const target of targets) {
    const answer = await exchange(server.port, { method: target.method, path: target.path, headers: { ...target.headers, ...xff }, body: target.body });
    if (answer.status >= 300) throw new Error(`${target.name} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)),
    );
    target.bytes = Buffer.byteLength(answer.body);
    routes.push({ method: target.method, url: target.bare, status: answer.status, headers, body: answer.body });
  }
  const bare = await startBare(routes);
  servers.push(bare);

  console.log(
    `\nLoad: wrk (${deploy.threads} threads) in its own process, ${SECONDS} s per cell after a ${WARMUP_SECONDS} s warm-up per request; ` +
      `${cpus().length} CPUs shared by wrk, the server, PostgreSQL and anything else running: figures are NOISY, compare ratios, not runs.`,
  );
  console.log(`Answers: ${targets.map((target) => `${target.name} ${target.bytes} B`).join('; ')}; ${games.data.length} match items a page (${targets[0].path}).`);
  for (const target of targets) {
    deploy.wrk(server.port, target, CONNECTIONS[0], WARMUP_SECONDS);
    deploy.wrk(bare.port, { ...target, path: target.bare }, CONNECTIONS[0], WARMUP_SECONDS);
  }
  for (const connections of CONNECTIONS) {
    for (const target of targets) {
      const logBefore = statSync(server.logFile).size;
      const api = deploy.wrk(server.port, target, connections, SECONDS);
      const logBytes = (statSync(server.logFile).size - logBefore) / Math.max(1, api.requests);
      const base = deploy.wrk(bare.port, { ...target, path: target.bare }, connections, SECONDS);
      rows.push({ name: target.name, connections, api, base, logBytes });
      console.log(
        `  ${target.name} @${connections}: ${api.rps.toFixed(0)} req/s (p99 ${api.p99.toFixed(1)} ms) vs bare ${base.rps.toFixed(0)} req/s`,
      );
    }
  }
  await bare.stop();
  await server.stop();
  servers.length = 0;

  const ms = (value) => value.toFixed(1);
  console.log(`\n| request | conns | API req/s | API p50 ms | API p99 ms | bare req/s | bare p50 ms | bare p99 ms | API/bare | log B/req | errors API/bare |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, connections, api, base, logBytes } of rows) {
    console.log(
      `| ${name} | ${connections} | ${api.rps.toFixed(0)} | ${ms(api.p50)} | ${ms(api.p99)} | ${base.rps.toFixed(0)} | ${ms(base.p50)} | ${ms(base.p99)} | ` +
        `${((api.rps / base.rps) * 100).toFixed(1)} % | ${logBytes.toFixed(0)} | ${api.errors}/${base.errors} |`,
    );
  }

  // 3. Profiles: one server process per request, under the first connection count's load.
  if (PROFILE) {
    for (const [index, target] of targets.entries()) {
      const profileDir = path.join(deploy.scratch, `profile-${index}`);
      mkdirSync(profileDir);
      const profiled = await deploy.startServer(`profile-${index}`, { role: 'api', profileDir, production: true });
      servers.push(profiled);
      deploy.wrk(profiled.port, target, CONNECTIONS[0], WARMUP_SECONDS);
      // Only the measured load's samples: start-up (loading the contract, compiling schemas) and warm-up left out.
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      const result = deploy.wrk(profiled.port, target, CONNECTIONS[0], SECONDS);
      const toUs = Number(process.hrtime.bigint() / 1000n);
      await profiled.stop();
      servers.length = 0;
      const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
      if (!file) throw new Error('no .cpuprofile written');
      console.log(`\n--cpu-prof of the API process, ${target.name}, ${CONNECTIONS[0]} connections (${result.rps.toFixed(0)} req/s under the profiler), the ${SECONDS} s of load only:`);
      console.log(formatSummary(summariseProfile(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')), { limit: 20, fromUs, toUs })));
    }
  }
} finally {
  for (const server of servers) await server.stop();
  if (process.env.BENCH_KEEP) {
    cpSync(deploy.scratch, process.env.BENCH_KEEP, { recursive: true, filter: (source) => !source.includes(`${path.sep}data`) });
    console.log(`Logs and profiles kept in ${process.env.BENCH_KEEP}`);
  }
  deploy.cleanup();
}
