// Builds the web app (Vite) and the server (tsup); the server serves the built app, precompressed.
import path from 'node:path';
import { pnpm } from './pnpm.mjs';
import { precompress } from './lib/precompress.mjs';
import { repoRoot } from './lib/steps.mjs';

let status = pnpm(['--filter', '@hadaf/web', 'run', 'build']);
if (status === 0) console.log(`precompressed ${precompress(path.join(repoRoot, 'apps/web/dist'))} web assets (br, gz)`);
status ||= pnpm(['--filter', '@hadaf/api', 'run', 'build']);
process.exit(status);
