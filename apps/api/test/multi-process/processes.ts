import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerRole } from '../../src/platform/config.ts';
import { freePort, watchStart, withApplicationName } from '../helpers/child-server.ts';

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
  const { ready, output } = watchStart(name, child, role);
  const server: ServerProcess = {
    name,
    role,
    url: `http://127.0.0.1:${port}`,
    child,
    output,
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

/** Reads until `done` holds (every 100 ms), or fails after `timeoutMs` with what it last read. */
export async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
