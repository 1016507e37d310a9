// Builds the publishable packages (tsc: one ESM module and .d.ts per source file; ui also ships compiled CSS), then
// checks each as published: publint and arethetypeswrong (esm-only profile), both on the tarball plain `npm pack`
// makes (the manifests are right whatever packs them).
import { pnpm } from './pnpm.mjs';

const packages = [
  { name: '@hadaf/domain', dir: 'packages/domain', css: [] },
  { name: '@hadaf/api-client', dir: 'packages/api-client', css: [] },
  { name: '@hadaf/ui', dir: 'packages/ui', css: ['styles.css', 'theme.css', 'themes/kora.css', 'fonts.css'] },
];

let status = 0;
for (const { name, dir, css } of packages) {
  status ||= pnpm(['--filter', name, 'run', 'build']);
  status ||= pnpm(['exec', 'publint', '--strict', '--pack', 'npm', dir]);
  // Stylesheets are not modules: attw looks for JavaScript and types only.
  const excluded = css.length > 0 ? ['--exclude-entrypoints', ...css] : [];
  status ||= pnpm(['exec', 'attw', '--pack', dir, '--profile', 'esm-only', '--format', 'table-flipped', ...excluded]);
}
process.exit(status);
