// `npm test`: installs, then runs every check. Each step prints its wall time.
import { pnpm } from './pnpm.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run, runSteps } from './lib/steps.mjs';

const exec = (...args) => pnpm(['exec', ...args]);

/** Test files under `folder` with a test tagged `tag`: Vitest would otherwise import every file only to skip it. */
function filesTagged(tag, folder) {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => path.join(folder, file))
    .filter((file) => readFileSync(path.join(repoRoot, file), 'utf8').includes(`tags: ['${tag}']`));
}

const status = runSteps([
  { name: 'install', run: () => pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']) },
  { name: 'chromium', run: ensureChromium },
  { name: 'typecheck', run: () => run('node', ['scripts/typecheck.mjs']) },
  { name: 'lint (eslint)', run: () => exec('eslint', '.', '--max-warnings=0') },
  { name: 'lint (physical left/right)', run: () => run('node', ['scripts/check-rtl.mjs']) },
  { name: 'contract lint (redocly)', run: () => exec('redocly', 'lint', 'openapi/openapi.yaml', '--format=summary') },
  // Two workers on two cores: the API tests wait on their embedded databases often enough that a second one fills the
  // gaps (494 -> 352 s). The PostgreSQL step below stays at one: its tests race several processes on purpose.
  { name: 'unit tests + domain coverage', run: () => exec('vitest', 'run', '--project', 'unit', '--coverage', '--maxWorkers=2') },
  {
    // Races are what PGlite hides (it serialises everything): the tests tagged `postgres` run again on a real server.
    name: 'API races on real PostgreSQL',
    run: () =>
      run('node', ['scripts/postgres.mjs', '--', 'npx', '-y', 'pnpm@10.34.9', 'exec', 'vitest', 'run', '--project', 'unit', '--tags-filter=postgres', ...filesTagged('postgres', 'apps/api')]),
  },
  { name: 'story tests (en + ar: play, axe, screenshots)', run: () => exec('vitest', 'run', '--project', 'stories-en', '--project', 'stories-ar') },
  { name: 'build packages + publint + attw', run: () => run('node', ['scripts/build-packages.mjs']) },
  { name: 'brand app from the tarballs (npm, strict types, Chromium)', run: () => run('node', ['scripts/brand-app.mjs']) },
  { name: 'build apps', run: () => run('node', ['scripts/build-apps.mjs']) },
  { name: 'size budget (first load of /matches)', run: () => run('node', ['scripts/check-size-budget.mjs']) },
  {
    // The built server as operators run it, on its own throwaway PostgreSQL (the fault drill restarts that server).
    name: 'operations drills (built server: production walk, fault drill)',
    run: () => run('node', ['scripts/postgres.mjs', '--', 'npx', '-y', 'pnpm@10.34.9', 'exec', 'vitest', 'run', '--project', 'drills']),
  },
  { name: 'end-to-end (real server, Chromium)', run: () => exec('vitest', 'run', '--project', 'e2e', '--maxWorkers=2') },
]);
process.exit(status);
