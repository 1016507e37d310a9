import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ServerRole } from '../../src/platform/config.ts';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const tsx = createRequire(path.join(apiRoot, 'package.json')).resolve('tsx');

export interface ServerProcess {
  name: string;
  role: ServerRole;
  /** http://127.0.0.1:port for API processes. */
  url: string;
  child: ChildProcess;
  /** Everything it logged, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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
function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

/**
 * `node --conditions=@hadaf/source --import tsx src/main.ts` (the workspace packages from their sources) as a real child process in `role`, on the shared database; resolves once it
 * serves HTTP (api) or works the queue (worker), as its log says.
 */
export async function startServer(name: string, role: ServerRole, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=@hadaf/source', '--import', tsx, path.join(apiRoot, 'src/main.ts')], {
    cwd: apiRoot,
    env: { ...process.env, ...env, DATABASE_URL: withApplicationName(env.DATABASE_URL!, name), HADAF_ROLE: role, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const ready = new Promise<void>((resolve, reject) => {
    const readyLine = role === 'worker' ? 'worker is working the job queue' : 'is served at';
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(readyLine)) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${log}`)));
  });
  const server: ServerProcess = {
    name,
    role,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  await ready;
  return server;
}
