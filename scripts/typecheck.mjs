// Type-checks each workspace project (strict) plus the tooling files.
import { existsSync } from 'node:fs';
import { pnpm } from './pnpm.mjs';

const projects = ['packages/domain', 'packages/api-client', 'packages/ui', 'apps/web', 'apps/api', 'tsconfig.tooling.json'];
let failed = 0;
for (const project of projects) {
  if (!existsSync(project)) continue;
  console.log(`tsc -p ${project}`);
  failed ||= pnpm(['exec', 'tsc', '-p', project, '--noEmit']);
}
process.exit(failed);
