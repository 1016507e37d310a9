import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL's own programs (pg_dump, pg_restore, pg_ctl) for the operations drills: the bin directory of the throwaway
 * cluster scripts/postgres.mjs started (HADAF_TEST_PG_BIN), else PG_BIN, `pg_config --bindir` or the newest of Debian's.
 */
export function pgBinDir(): string {
  const candidates = [process.env.HADAF_TEST_PG_BIN, process.env.PG_BIN];
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  }
  const found = candidates.find((directory) => directory && existsSync(path.join(directory, 'pg_dump')));
  if (!found) throw new Error('pg_dump not found: set PG_BIN to the directory of PostgreSQL’s programs');
  return found;
}

/** The uid/gid the cluster's server runs as: PostgreSQL refuses root, so scripts/postgres.mjs runs it as `postgres`. */
export function serverUser(): { uid?: number; gid?: number } {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Runs one of PostgreSQL's programs and returns its output; throws with its stderr when it fails. `asServer` runs it as
 * the cluster's own user (pg_ctl must be).
 */
export function runPg(program: string, args: string[], { asServer = false, timeoutMs = 60_000 } = {}): string {
  const result = spawnSync(path.join(pgBinDir(), program), args, { encoding: 'utf8', cwd: tmpdir(), timeout: timeoutMs, ...(asServer ? serverUser() : {}) });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The connection string of another database on the same server. */
export function databaseUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** runPg without blocking the event loop (the fault drill's clients keep sending while PostgreSQL restarts). */
export function runPgInBackground(program: string, args: string[], { asServer = false } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(pgBinDir(), program), args, { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'], ...(asServer ? serverUser() : {}) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} failed (${code ?? signal}):\n${output}`))));
  });
}
