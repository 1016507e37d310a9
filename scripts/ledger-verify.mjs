// `npm run ledger:verify`: the server's own configuration (DATABASE_URL or the embedded data directory), run
// under tsx like the server's other scripts; see apps/api/src/ledger/verify-cli.ts.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));
const result = spawnSync(process.execPath, ['--conditions=@hadaf/source', '--import', apiRequire.resolve('tsx'), path.join(root, 'apps/api/src/ledger/verify-cli.ts')], { stdio: 'inherit' });
process.exit(result.status ?? 1);
