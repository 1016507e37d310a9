// `npm test`: installs, then runs every check. Each step prints its wall time.
import { pnpm } from './pnpm.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { run, runSteps } from './lib/steps.mjs';

const exec = (...args) => pnpm(['exec', ...args]);

const status = runSteps([
  { name: 'install', run: () => pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']) },
  { name: 'chromium', run: ensureChromium },
  { name: 'typecheck', run: () => run('node', ['scripts/typecheck.mjs']) },
  { name: 'lint (eslint)', run: () => exec('eslint', '.', '--max-warnings=0') },
  { name: 'lint (physical left/right)', run: () => run('node', ['scripts/check-rtl.mjs']) },
  { name: 'contract lint (redocly)', run: () => exec('redocly', 'lint', 'openapi/openapi.yaml', '--format=summary') },
  { name: 'unit tests + domain coverage', run: () => exec('vitest', 'run', '--project', 'unit', '--coverage') },
  {
    name: 'API tests on real PostgreSQL',
    run: () => run('node', ['scripts/postgres.mjs', '--', 'npx', '-y', 'pnpm@10.34.9', 'exec', 'vitest', 'run', '--project', 'unit', 'apps/api']),
  },
  { name: 'story tests (en + ar: play, axe, screenshots)', run: () => exec('vitest', 'run', '--project', 'stories-en', '--project', 'stories-ar') },
  { name: 'build packages + publint', run: () => run('node', ['scripts/build-packages.mjs']) },
  { name: 'build apps', run: () => run('node', ['scripts/build-apps.mjs']) },
  { name: 'size budget (first load of /matches)', run: () => run('node', ['scripts/check-size-budget.mjs']) },
  { name: 'end-to-end (real server, Chromium)', run: () => exec('vitest', 'run', '--project', 'e2e') },
]);
process.exit(status);
