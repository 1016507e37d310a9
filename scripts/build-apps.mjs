// Builds the web app (Vite) and the server (tsup); the server serves the built app.
import { pnpm } from './pnpm.mjs';

let status = pnpm(['--filter', '@hadaf/web', 'run', 'build']);
status ||= pnpm(['--filter', '@hadaf/api', 'run', 'build']);
process.exit(status);
