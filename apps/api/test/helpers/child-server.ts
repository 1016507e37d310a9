// An API or worker process as a real child of the test (the multi-process tests run the sources, the drills the
// production build): a free port, a database connection named after it, and its start awaited from its own log.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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
 * Collects what the child logs and resolves `ready` once it serves HTTP (api) or works the queue (worker), as its
 * log says; rejects with the log if it exits first.
 */
export function watchStart(name: string, child: ChildProcess, role: string): { ready: Promise<void>; output: () => string } {
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
  return { ready, output: () => log };
}
