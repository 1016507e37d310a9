// The API as it is deployed, for the benches that load it from another process (bench/api/deployed.mjs, the hot
// path; bench/live-scale.mjs, the hot path beside 10 000 open live streams): the production build in a process of
// its own on the PostgreSQL of DATABASE_URL, configured as an API process behind a TLS-terminating proxy with
// NODE_ENV=production and every service on its real provider (none is called by the measured requests), its demo
// data seeded by the build itself (a non-production start), wrk as the load. See deployed.mjs for what is set and
// why. The benches run under tsx (runUnderTsx) to read the providers' fixture.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from '../../scripts/pnpm.mjs';
import { freePort } from '../../apps/api/test/helpers/child-server.ts';
import { everyRealProviderEnv } from '../../apps/api/test/helpers/real-providers.ts';
import { demoPrediction, openGamesPage } from './server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOST = '127.0.0.1';
/** Client addresses the load comes from (X-Forwarded-For): a crowd behind carrier NAT, never near the per-address limit. */
export const ADDRESSES = 4096;
const THREADS = 2;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function requireDatabaseUrl(script) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(`DATABASE_URL is not set: run it as \`node scripts/postgres.mjs -- node ${script}\` (a throwaway cluster).`);
    process.exit(2);
  }
  return databaseUrl;
}

export function ensureWrk() {
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

export function buildApi() {
  console.log('Building the API (apps/api/dist/main.js)...');
  if (pnpm(['--filter', '@hadaf/api', 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) process.exit(1);
}

/** One raw HTTP exchange (no Accept-Encoding, as wrk sends none): status, headers and body as text. */
export function exchange(port, { method, path: requestPath, headers = {}, body }) {
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

/**
 * A deployment on `databaseUrl`: a scratch directory for logs and data, and `startServer` for its processes.
 * `cleanup()` removes the scratch directory.
 */
export function deployment(databaseUrl) {
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

  /**
   * Starts dist/main.js, logging to `<name>.log`; resolves once it answers HTTP. `production`: NODE_ENV=production
   * with every real provider (and no demo seeding: the seeding start made the data).
   */
  async function startServer(name, { role, profileDir, production = false }) {
    const port = await freePort();
    const logFile = path.join(scratch, `${name}.log`);
    const log = openSync(logFile, 'w');
    const args = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), path.join(root, 'apps/api/dist/main.js')];
    const env = { ...serverEnv, PORT: String(port), HADAF_ROLE: role, ...(production ? { ...everyRealProviderEnv, NODE_ENV: 'production', HADAF_DEMO_DATA: 'off' } : {}) };
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', log, log] });
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

  /** Migrates and seeds with the build's own demo seeding, its jobs worked (role all); the demo fan's sign-in. */
  async function seed() {
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
    return { email: signIn[1], password: signIn[2] };
  }

  let scripts = 0;
  /** wrk in its own process against `port`; req/s, p50/p99 in ms, errors. */
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

  return { scratch, startServer, seed, wrk, threads: THREADS, cleanup: () => rmSync(scratch, { recursive: true, force: true }) };
}

/** The requests measured on a signed-in demo fan: GET games signed in and as a visitor, POST predictions. */
export async function measuredRequests(port, signIn) {
  const xff = { 'x-forwarded-for': '10.1.0.1' };
  const login = await exchange(port, {
    method: 'POST',
    path: '/api/v2/oauth/token',
    headers: { 'content-type': 'application/json', ...xff },
    body: JSON.stringify({ grant_type: 'password', client_id: 2, scope: '*', username: signIn.email, password: signIn.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed (${login.status}): ${login.body}`);
  const authorization = `Bearer ${JSON.parse(login.body).access_token}`;
  const { path: gamesPath, games } = await openGamesPage(async (path) => JSON.parse((await exchange(port, { method: 'GET', path, headers: { authorization, ...xff } })).body));
  const prediction = demoPrediction(games);
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
  return { targets, games, xff };
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
