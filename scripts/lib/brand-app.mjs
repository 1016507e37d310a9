// The brand app (examples/brand-app) as another company would build it: the three packages packed with plain
// `npm pack`, the app copied OUTSIDE the workspace and installed from those tarballs with plain npm, then
// type-checked strictly (skipLibCheck: false) and built. Used by scripts/brand-app.mjs (npm test) and
// bench/consumer/run.mjs (the consumer's bundle size).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './steps.mjs';

export const publishedPackages = ['domain', 'api-client', 'ui'];

function exec(command, args, cwd, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
  console.log(`  ${command} ${args.slice(0, 2).join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Packs each built package with plain npm into `dir` as hadaf-<name>.tgz (the packages must be built first). */
export function packPackages(dir) {
  mkdirSync(dir, { recursive: true });
  for (const name of publishedPackages) {
    const packageDir = path.join(repoRoot, 'packages', name);
    const result = spawnSync('npm', ['pack', '--pack-destination', dir, '--json', '--ignore-scripts'], { cwd: packageDir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`npm pack failed for packages/${name}:\n${result.stderr}`);
    const [{ filename }] = JSON.parse(result.stdout);
    renameSync(path.join(dir, path.basename(filename)), path.join(dir, `hadaf-${name}.tgz`));
  }
}

/** The version of a third-party package the workspace installed (its lockfile's), looked up from these directories. */
function workspaceVersion(name, directories) {
  for (const directory of directories) {
    const manifest = path.join(repoRoot, directory, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  return undefined;
}

/**
 * The app installs the third-party releases the workspace is built and tested with, as an app with a lockfile would:
 * its own dependencies pinned, the packages' dependencies overridden. Unpinned, each day's newest releases on the
 * registry changed the measured weight (tailwind-merge 3.7.1 added 0.4 KB to bench/consumer's page), so the budget
 * would judge the registry rather than Hadaf's packages.
 */
function pinThirdParty(manifest) {
  const fromApp = ['apps/web', 'packages/ui', 'packages/api-client', '.'];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      const version = name.startsWith('@hadaf/') ? undefined : workspaceVersion(name, fromApp);
      if (version) manifest[field][name] = version;
    }
  }
  manifest.overrides = {};
  for (const name of publishedPackages) {
    const published = JSON.parse(readFileSync(path.join(repoRoot, 'packages', name, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(published.dependencies ?? {})) {
      const version = dependency.startsWith('@hadaf/') || manifest.dependencies[dependency] ? undefined : workspaceVersion(dependency, [`packages/${name}`]);
      if (version) manifest.overrides[dependency] = version;
    }
  }
}

/**
 * Copies examples/brand-app to a fresh directory outside the repository, points its @hadaf dependencies at the
 * tarballs, installs with npm, type-checks and builds. Returns the app's directory.
 */
export function buildBrandApp({ workDir = path.join(tmpdir(), 'hadaf-brand-app') } = {}) {
  rmSync(workDir, { recursive: true, force: true });
  const tarballs = path.join(workDir, 'tarballs');
  const app = path.join(workDir, 'goal-rush');
  packPackages(tarballs);
  cpSync(path.join(repoRoot, 'examples/brand-app'), app, { recursive: true, filter: (source) => !/node_modules|[\\/]dist([\\/]|$)/.test(source) });
  const manifestPath = path.join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const name of publishedPackages) manifest.dependencies[`@hadaf/${name}`] = `file:../tarballs/hadaf-${name}.tgz`;
  pinThirdParty(manifest);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // Plain npm, no workspace around it: nothing of the repository's node_modules is reachable from here.
  exec('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  exec('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json'], app);
  exec('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], app);
  return app;
}

/** The JavaScript a page of the built app loads before it runs (its entry and static imports), gzip level 9. */
export function firstLoadOf(app, page) {
  const dist = path.join(app, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(page);
  const kb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
  const jsKb = [...files].reduce((total, file) => total + kb(file), 0);
  const allJsKb = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js')).reduce((total, file) => total + kb(path.join('assets', file)), 0);
  return { jsKb, files: files.size, allJsKb };
}
