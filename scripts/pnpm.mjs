// Runs the pinned pnpm through npx: corepack cannot fetch pnpm on these machines.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { packageManager } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', packageManager, ...args], {
    stdio: 'inherit',
    cwd: root,
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
