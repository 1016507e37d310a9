// Type-checks the whole workspace as one strict program (fast: shared sources are checked once), then the
// domain package on its own, where no Node or browser-test types are visible.
import { pnpm } from './pnpm.mjs';

let failed = 0;
for (const project of ['tsconfig.json', 'packages/domain']) {
  console.log(`tsc -p ${project}`);
  failed ||= pnpm(['exec', 'tsc', '-p', project, '--noEmit']);
}
process.exit(failed);
