// Builds the publishable packages (tsup: ESM + .d.ts; ui also ships compiled CSS) and checks them with publint.
import path from 'node:path';
import { pnpm } from './pnpm.mjs';
import { repoRoot } from './lib/steps.mjs';

const packages = ['@hadaf/domain', '@hadaf/api-client', '@hadaf/ui'];
// publint packs with pnpm (which applies publishConfig); make the pinned pnpm reachable as `pnpm`.
const env = { ...process.env, PATH: `${path.join(repoRoot, 'scripts/bin')}${path.delimiter}${process.env.PATH}` };

let status = 0;
for (const name of packages) {
  status ||= pnpm(['--filter', name, 'run', 'build'], { env });
  status ||= pnpm(['--filter', name, 'exec', 'publint', '--strict', '--pack', 'pnpm'], { env });
}
process.exit(status);
