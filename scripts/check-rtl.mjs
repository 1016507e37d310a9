// Fails when packages/ui or apps/web use physical left/right utilities: RTL must be correct by construction.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPhysicalDirection } from './lib/physical-direction.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['packages/ui/src', 'apps/web/src'];

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '__screenshots__') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

const problems = [];
for (const dir of roots) {
  const absolute = path.join(root, dir);
  try {
    statSync(absolute);
  } catch {
    continue;
  }
  for (const file of walk(absolute)) {
    const isCss = file.endsWith('.css');
    if (!isCss && !/\.(tsx?|jsx?)$/.test(file)) continue;
    if (/\.test\.(tsx?|jsx?)$/.test(file)) continue;
    for (const { line, match } of findPhysicalDirection(readFileSync(file, 'utf8'), { css: isCss })) {
      problems.push(`${path.relative(root, file)}:${line}  ${match}`);
    }
  }
}

if (problems.length) {
  console.error('Physical left/right styles found (use logical ms/me/ps/pe/start/end, text-start/end, rounded-s/e, border-s/e; rtl: only for mirrored icons):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('check-rtl: no physical left/right styles in packages/ui or apps/web');
