// `npm start`: installs, builds, and serves the app and the API on one origin (PORT, default 8080).
import { spawn } from 'node:child_process';
import { pnpm } from './pnpm.mjs';
import { run, runSteps, repoRoot } from './lib/steps.mjs';

const status = runSteps([
  { name: 'install', run: () => pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']) },
  { name: 'build apps', run: () => run('node', ['scripts/build-apps.mjs']) },
]);
if (status !== 0) process.exit(status);

const server = spawn('node', ['apps/api/dist/main.js'], { cwd: repoRoot, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
