// A throwaway PostgreSQL cluster for running the API tests against a real server:
//   node scripts/postgres.mjs -- npx vitest run --project unit apps/api
// starts a cluster in a temporary directory (initdb, pg_ctl on a free port, socket in that directory),
// runs the command with DATABASE_URL set, then stops the cluster and deletes the directory. The command also gets
// HADAF_TEST_PG_BIN (pg_dump, pg_restore, pg_ctl), HADAF_TEST_PG_DATA and HADAF_TEST_PG_LOG: the backup drill dumps
// and restores with the server's own tools, and the fault drill restarts this throwaway cluster (and no other).
// As root the server runs as the `postgres` user (PostgreSQL refuses to run as root). With no PostgreSQL
// installed, root on Debian gets Debian's `postgresql` package; anyone else is told the run is skipped.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** initdb's directory: PG_BIN, `pg_config --bindir`, or the newest /usr/lib/postgresql/<version>/bin. */
function findBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  }
  return candidates.find((directory) => existsSync(path.join(directory, 'initdb')) && existsSync(path.join(directory, 'pg_ctl')));
}

function installPostgres() {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log("No PostgreSQL found: installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  return Boolean(install && install.status === 0);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid of the postgres user when we are root (the server binaries refuse to run as root). */
function serverUser() {
  if (!isRoot) return {};
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error('Running as root needs a `postgres` user to run the server as.');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function run(binDir, program, args, user) {
  const result = spawnSync(path.join(binDir, program), args, { encoding: 'utf8', ...user, cwd: tmpdir() });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Runs `fn({ databaseUrl, binDir, dataDir, logFile })` against a fresh cluster and removes the cluster afterwards, whatever happens.
 * Resolves to fn's result, or to undefined (with a message) when no PostgreSQL can be found or installed.
 */
export async function withThrowawayPostgres(fn) {
  let binDir = findBinDir();
  if (!binDir && installPostgres()) binDir = findBinDir();
  if (!binDir) {
    console.warn(
      'PostgreSQL is not installed (no initdb/pg_ctl found; set PG_BIN or install the postgresql package): ' +
        'the real-PostgreSQL run is SKIPPED.',
    );
    return undefined;
  }
  const user = serverUser();
  const root = mkdtempSync(path.join(tmpdir(), 'hadaf-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  if (isRoot) {
    chownSync(root, user.uid, user.gid);
    chmodSync(root, 0o700);
  }
  const port = await freePort();
  let started = false;
  try {
    run(binDir, 'initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], user);
    const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const logFile = path.join(root, 'server.log');
    run(binDir, 'pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start'], user);
    started = true;
    run(binDir, 'createdb', ['-h', socketDir, '-p', String(port), '-U', 'postgres', 'hadaf'], user);
    const databaseUrl = `postgresql://postgres@127.0.0.1:${port}/hadaf`;
    console.log(`Throwaway PostgreSQL (${path.basename(path.dirname(binDir))}) at ${databaseUrl}`);
    return await fn({ databaseUrl, binDir, dataDir, logFile });
  } finally {
    if (started) {
      try {
        run(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], user);
      } catch (error) {
        console.error(String(error));
      }
    }
    rmSync(root, { recursive: true, force: true });
  }
}

/** `node scripts/postgres.mjs -- <command...>`: the command's exit status (0 when the run is skipped). */
async function main(argv) {
  const separator = argv.indexOf('--');
  const command = separator >= 0 ? argv.slice(separator + 1) : argv;
  if (command.length === 0) {
    console.error('usage: node scripts/postgres.mjs -- <command> [args...]');
    return 2;
  }
  const status = await withThrowawayPostgres(
    ({ databaseUrl, binDir, dataDir, logFile }) =>
      new Promise((resolve) => {
        const env = { ...process.env, DATABASE_URL: databaseUrl, HADAF_TEST_PG_BIN: binDir, HADAF_TEST_PG_DATA: dataDir, HADAF_TEST_PG_LOG: logFile };
        const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
        const forward = (signal) => child.kill(signal);
        process.on('SIGINT', forward);
        process.on('SIGTERM', forward);
        child.on('exit', (code, signal) => {
          process.off('SIGINT', forward);
          process.off('SIGTERM', forward);
          resolve(code ?? (signal ? 1 : 0));
        });
      }),
  );
  return status ?? 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (status) => process.exit(status),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
