// The API measured as it is deployed (issue 31, item 2), not a test:
//   node scripts/postgres.mjs -- node bench/api/deployed.mjs
//
// - The server is the production build (apps/api/dist/main.js, built first) in a process of its own on the
//   PostgreSQL of DATABASE_URL, configured as an API process behind a TLS-terminating proxy: HADAF_ROLE=api,
//   HADAF_TRUST_PROXY=1, the default rate limit (HADAF_RATE_LIMIT=600 per address and minute) on, an https public
//   URL (so helmet sends HSTS), JSON logging at info to a file, HADAF_SECRET set, no community advert, metrics on
//   (HADAF_METRICS_TOKEN: each request counted and timed).
//   NODE_ENV is NOT production: a production server refuses to start on the sandbox adapters, which are the only
//   ones this build has (issue 29), and that refusal has no override. What NODE_ENV=production would change is
//   set explicitly instead (above); no dependency on the request path reads NODE_ENV (checked: fastify, pino,
//   helmet, rate-limit, pg, ajv), and config.production only hides the sandbox's own pages.
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
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from '../../scripts/pnpm.mjs';
import { formatSummary, summariseProfile } from './cpuprofile-top.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '16,64').split(',').map(Number);
const PROFILE = process.env.BENCH_PROFILE !== '0';
const WARMUP_SECONDS = 3;
const THREADS = 2;
const ADDRESSES = 4096;
const HOST = '127.0.0.1';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: run it as `node scripts/postgres.mjs -- node bench/api/deployed.mjs` (a throwaway cluster).');
  process.exit(2);
}

function ensureWrk() {
  if (spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("wrk not found: installing Debian's wrk package...");
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (spawnSync('wrk', ['--version']).error !== undefined) {
    console.error('wrk is needed (apt-get install wrk).');
    process.exit(2);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One raw HTTP exchange (no Accept-Encoding, as wrk sends none): status, headers and body as text. */
function exchange(port, { method, path: requestPath, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: HOST, port, method, path: requestPath, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: text }));
    });
    request.once('error', reject);
    request.end(body);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

ensureWrk();
console.log('Building the API (apps/api/dist/main.js)...');
if (pnpm(['--filter', '@hadaf/api', 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) process.exit(1);

const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-deployed-'));
const serverEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  HOST,
  HADAF_DATA_DIR: path.join(scratch, 'data'),
  HADAF_SECRET: randomBytes(32).toString('hex'),
  HADAF_PUBLIC_URL: 'https://hadaf.example',
  HADAF_TRUST_PROXY: '1',
  HADAF_RATE_LIMIT: '600',
  HADAF_COMMUNITY_URL: '',
  // Metrics on, as deployed: every request is counted and timed (docs/decisions/operations.md).
  HADAF_METRICS_TOKEN: randomBytes(24).toString('hex'),
  HADAF_SIMULATOR: 'off',
  HADAF_DEMO_DATA: 'on',
  LOG_LEVEL: 'info',
};
delete serverEnv.NODE_ENV;
delete serverEnv.HADAF_DB_SCHEMA;

/** Starts dist/main.js, logging to `<name>.log`; resolves once it answers HTTP. */
async function startServer(name, { role, profileDir }) {
  const port = await freePort();
  const logFile = path.join(scratch, `${name}.log`);
  const log = openSync(logFile, 'w');
  const args = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), path.join(root, 'apps/api/dist/main.js')];
  const child = spawn(process.execPath, args, { env: { ...serverEnv, PORT: String(port), HADAF_ROLE: role }, stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) throw new Error(`the server (${name}) exited while starting:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`the server (${name}) did not answer within 3 minutes`);
    try {
      await exchange(port, { method: 'GET', path: '/api/v2/contract-probe-404' });
      break;
    } catch {
      await sleep(250);
    }
  }
  const stop = async () => {
    if (!gone) child.kill('SIGINT');
    return exited;
  };
  return { port, logFile, stop, pid: child.pid };
}

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

const luaString = (value) => JSON.stringify(value);

/** A wrk script sending `target` from ADDRESSES client addresses, printing a JSON summary line when done. */
function wrkScript({ method, path: requestPath, headers, body }) {
  const headerTable = Object.entries(headers)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(', ');
  return `
local threads = 0
function setup(thread) thread:set("tid", threads); threads = threads + 1 end
local requests, count, next = {}, ${ADDRESSES}, 0
function init(args)
  local headers = { ${headerTable} }
  for i = 0, count - 1 do
    headers["X-Forwarded-For"] = "10.0." .. math.floor(i / 256) .. "." .. (i % 256)
    requests[i] = wrk.format(${luaString(method)}, ${luaString(requestPath)}, headers, ${body === undefined ? 'nil' : luaString(body)})
  end
  next = ((tid or 0) * 977) % count
end
function request()
  next = (next + 1) % count
  return requests[next]
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"us":%d,"p50":%d,"p99":%d,"status":%d,"socket":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write, e.timeout))
end
`;
}

let scripts = 0;
function wrk(port, target, connections, seconds) {
  const script = path.join(scratch, `wrk-${(scripts += 1)}.lua`);
  writeFileSync(script, wrkScript(target));
  const result = spawnSync('wrk', [`-t${THREADS}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, `http://${HOST}:${port}`], {
    encoding: 'utf8',
  });
  const line = result.stdout.split('\n').find((text) => text.startsWith('WRK '));
  if (!line) throw new Error(`wrk failed:\n${result.stdout}\n${result.stderr}`);
  const raw = JSON.parse(line.slice(4));
  return { rps: raw.requests / (raw.us / 1e6), p50: raw.p50 / 1000, p99: raw.p99 / 1000, errors: raw.status + raw.socket + raw.timeout, requests: raw.requests };
}

const rows = [];
const servers = [];
try {
  // 1. Migrate and seed with the build's own demo seeding, its jobs worked (role all), then stop.
  console.log(`Seeding the demo data with the production build on PostgreSQL (${new URL(databaseUrl).host})...`);
  const seeder = await startServer('seed', { role: 'all' });
  await seeder.stop();
  const signIn = readFileSync(seeder.logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line).msg ?? '')
    .map((msg) => /^\s*fan\s+(\S+) \/ (\S+)$/.exec(msg))
    .find(Boolean);
  if (!signIn) throw new Error('no demo fan sign-in in the seeding log');

  // 2. The measured API process.
  const server = await startServer('api', { role: 'api' });
  servers.push(server);
  const xff = { 'x-forwarded-for': '10.1.0.1' };
  const login = await exchange(server.port, {
    method: 'POST',
    path: '/api/v2/oauth/token',
    headers: { 'content-type': 'application/json', ...xff },
    body: JSON.stringify({ grant_type: 'password', client_id: 2, scope: '*', username: signIn[1], password: signIn[2] }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed (${login.status}): ${login.body}`);
  const authorization = `Bearer ${JSON.parse(login.body).access_token}`;
  const today = new Date().toISOString().slice(0, 10);
  const gamesPath = `/api/v2/games?date=${today}`;
  const games = JSON.parse((await exchange(server.port, { method: 'GET', path: gamesPath, headers: { authorization, ...xff } })).body);
  const open = games.data.find((item) => item.match.state.flags.includes('predictable'));
  if (!open) throw new Error(`no predictable match on ${today} in the demo data`);
  const [scoreBet, yesNo, list, counter] = open.bets;
  const prediction = JSON.stringify({
    game_id: open.id,
    bets: [
      { bet_id: scoreBet.id, value: { home_goals: 2, away_goals: 1 } },
      { bet_id: yesNo.id, value: 'yes' },
      { bet_id: list.id, value: '1' },
      { bet_id: counter.id, value: 3 },
    ],
  });
  const targets = [
    { name: 'GET /api/v2/games, signed in', method: 'GET', path: gamesPath, headers: { authorization }, bare: '/games-fan' },
    { name: 'GET /api/v2/games, visitor', method: 'GET', path: gamesPath, headers: {}, bare: '/games-visitor' },
    {
      name: 'POST /api/v2/predictions/multiple',
      method: 'POST',
      path: '/api/v2/predictions/multiple',
      headers: { authorization, 'content-type': 'application/json' },
      body: prediction,
      bare: '/predictions',
    },
  ];
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
    `\nLoad: wrk (${THREADS} threads) in its own process, ${SECONDS} s per cell after a ${WARMUP_SECONDS} s warm-up per request; ` +
      `${cpus().length} CPUs shared by wrk, the server, PostgreSQL and anything else running: figures are NOISY, compare ratios, not runs.`,
  );
  console.log(`Answers: ${targets.map((target) => `${target.name} ${target.bytes} B`).join('; ')}; ${games.data.length} match items a page.`);
  for (const target of targets) {
    wrk(server.port, target, CONNECTIONS[0], WARMUP_SECONDS);
    wrk(bare.port, { ...target, path: target.bare }, CONNECTIONS[0], WARMUP_SECONDS);
  }
  for (const connections of CONNECTIONS) {
    for (const target of targets) {
      const logBefore = statSync(server.logFile).size;
      const api = wrk(server.port, target, connections, SECONDS);
      const logBytes = (statSync(server.logFile).size - logBefore) / Math.max(1, api.requests);
      const base = wrk(bare.port, { ...target, path: target.bare }, connections, SECONDS);
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
      const profileDir = path.join(scratch, `profile-${index}`);
      mkdirSync(profileDir);
      const profiled = await startServer(`profile-${index}`, { role: 'api', profileDir });
      servers.push(profiled);
      wrk(profiled.port, target, CONNECTIONS[0], WARMUP_SECONDS);
      // Only the measured load's samples: start-up (loading the contract, compiling schemas) and warm-up left out.
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      const result = wrk(profiled.port, target, CONNECTIONS[0], SECONDS);
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
    cpSync(scratch, process.env.BENCH_KEEP, { recursive: true, filter: (source) => !source.includes(`${path.sep}data`) });
    console.log(`Logs and profiles kept in ${process.env.BENCH_KEEP}`);
  }
  rmSync(scratch, { recursive: true, force: true });
}
