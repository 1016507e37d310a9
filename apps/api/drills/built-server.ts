import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, watchStart, withApplicationName } from '../test/helpers/child-server.ts';

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

/**
 * `node apps/api/dist/main.js` as a child process with exactly `env` (plus PATH and the port), resolved once it serves
 * HTTP or works the queue, as its log says. `port` reuses an address (a restarted process comes back where it was).
 */
export async function startBuilt(name: string, env: Record<string, string>, { port, role = 'api' }: { port?: number; role?: 'api' | 'worker' | 'all' } = {}): Promise<BuiltProcess> {
  const listenOn = port ?? (await freePort());
  const childEnv: Record<string, string> = { PATH: process.env.PATH ?? '', ...env, HADAF_ROLE: role, PORT: String(listenOn), HOST: '127.0.0.1' };
  if (env.DATABASE_URL) childEnv.DATABASE_URL = withApplicationName(env.DATABASE_URL, name);
  const child = spawn(process.execPath, [builtServer], { cwd: path.dirname(builtServer), env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const { ready, output } = watchStart(name, child, role);
  await ready;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { name, url: `http://127.0.0.1:${listenOn}`, port: listenOn, child, output, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}
