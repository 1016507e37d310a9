import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The production build, as `node scripts/build-apps.mjs` (the "build apps" step of `npm test`) leaves it. */
export const builtServer = path.resolve(import.meta.dirname, '../dist/main.js');
export const isBuilt = () => existsSync(builtServer);

export interface BuiltProcess {
  name: string;
  /** http://127.0.0.1:port (an API process). */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it logged, for failure messages. */
  output(): string;
  /** SIGTERM, resolved when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all, as when the machine under it dies. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The connection string with an application_name, so pg_stat_activity tells which process a backend serves. */
export function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

/**
 * `node apps/api/dist/main.js` as a child process with exactly `env` (plus PATH and the port), resolved once it serves
 * HTTP or works the queue, as its log says. `port` reuses an address (a restarted process comes back where it was).
 */
export async function startBuilt(name: string, env: Record<string, string>, { port, role = 'api' }: { port?: number; role?: 'api' | 'worker' | 'all' } = {}): Promise<BuiltProcess> {
  const listenOn = port ?? (await freePort());
  const childEnv: Record<string, string> = { PATH: process.env.PATH ?? '', ...env, HADAF_ROLE: role, PORT: String(listenOn), HOST: '127.0.0.1' };
  if (env.DATABASE_URL) childEnv.DATABASE_URL = withApplicationName(env.DATABASE_URL, name);
  const child = spawn(process.execPath, [builtServer], { cwd: path.dirname(builtServer), env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const readyLine = role === 'worker' ? 'worker is working the job queue' : 'is served at';
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(readyLine)) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${log}`)));
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { name, url: `http://127.0.0.1:${listenOn}`, port: listenOn, child, output: () => log, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}
