// Web benchmark (not a test): first-load weight of /matches from the built app, and a Lighthouse mobile score.
// Builds nothing: run `node scripts/build-apps.mjs` first (it needs apps/web/dist and apps/api/dist).
//   node bench/web/run.mjs            sizes + Lighthouse (when it can run here)
//   node bench/web/run.mjs --no-lighthouse
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const TARGET_JS_KB = 150;
const TARGET_SCORE = 90;

if (!existsSync(manifestPath)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `node scripts/build-apps.mjs` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what loads before it can run. */
function closure(key, files = { js: new Set(), css: new Set() }) {
  const chunk = manifest[key];
  if (!chunk || files.js.has(chunk.file)) return files;
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

// The entry named by index.html, then the landing route's lazy page (the router loads it at once on /matches).
const entrySrc = html.match(/<script[^>]+src="\/([^"]+)"/)?.[1];
const entryKey = Object.keys(manifest).find((key) => manifest[key].file === entrySrc && manifest[key].isEntry);
const files = closure(entryKey);
// index.html's entry is a one-frame trampoline that imports the app (src/main.tsx) once the loader has painted.
closure('src/main.tsx', files);
const entryJs = new Set(files.js);
closure('src/pages/MatchesPage.tsx', files);
// main.tsx loads the active language's strings (their own chunks) before the first render: English here.
for (const key of Object.keys(manifest).filter((key) => /(locales\/en\/index\.ts|i18n\/en\.json)$/.test(key))) closure(key, files);
for (const css of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)) files.css.add(css[1]);

const sum = (list) => list.reduce((total, file) => total + gzipKb(file), 0);
const jsKb = sum([...files.js]);
const cssKb = sum([...files.css]);
const entryKb = sum([...entryJs]);
const pageChunks = Object.entries(manifest).filter(([key, chunk]) => key.startsWith('src/pages/') && chunk.isDynamicEntry);

console.log('First load of /matches (signed in), gzip:');
console.log(`  JavaScript ${jsKb.toFixed(1)} KB in ${files.js.size} files (entry and its imports ${entryKb.toFixed(1)} KB, the /matches chunk, the English strings and their imports ${(jsKb - entryKb).toFixed(1)} KB); target <= ${TARGET_JS_KB} KB: ${jsKb <= TARGET_JS_KB ? 'met' : 'NOT met'}`);
console.log(`  CSS        ${cssKb.toFixed(1)} KB in ${files.css.size} file(s)`);
console.log(`  Route chunks: ${pageChunks.length} pages are lazy chunks of their own (${pageChunks.map(([key]) => path.basename(key, '.tsx')).join(', ')})`);

if (process.argv.includes('--no-lighthouse')) process.exit(0);

// ---------------------------------------------------------------- Lighthouse

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const serverMain = path.join(root, 'apps/api/dist/main.js');
if (!existsSync(chrome)) {
  console.log(`Lighthouse: not run (no Chromium at ${chrome}; set CHROME_PATH).`);
  process.exit(0);
}
if (!existsSync(serverMain)) {
  console.log('Lighthouse: not run (apps/api/dist/main.js is missing: run `node scripts/build-apps.mjs`).');
  process.exit(0);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hadaf-bench-web-'));
const server = spawn(process.execPath, [serverMain], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', HADAF_DATA_DIR: dataDir, HADAF_SIMULATOR: 'off', HADAF_DEMO_DATA: 'on', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  if (!(await waitFor(`http://127.0.0.1:${port}/api/health`, 60_000))) {
    console.log('Lighthouse: not run (the server did not start within 60 s).');
  } else {
    // A visitor's /matches: the authenticated wrapper sends them to /login, which is what a first visit measures.
    const target = `http://127.0.0.1:${port}/matches`;
    const result = spawnSync(
      'npx',
      ['-y', 'lighthouse@12', target, '--only-categories=performance', '--form-factor=mobile', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'],
      { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 240_000 },
    );
    let report = null;
    try {
      report = JSON.parse(result.stdout);
    } catch {
      // reported below
    }
    if (!report?.categories?.performance) {
      const why = (result.error?.message ?? result.stderr ?? '').trim().split('\n').slice(-5).join('\n  ');
      console.log(`Lighthouse: could not run here (exit ${result.status}).\n  ${why || 'no report produced'}`);
    } else {
      const score = Math.round(report.categories.performance.score * 100);
      const metric = (id) => report.audits[id]?.displayValue ?? '?';
      console.log(`Lighthouse mobile performance (visitor on /matches, lands on ${new URL(report.finalDisplayedUrl ?? target).pathname}): ${score}; target >= ${TARGET_SCORE}: ${score >= TARGET_SCORE ? 'met' : 'NOT met'}`);
      if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, result.stdout);
      console.log(`  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`);
    }
  }
} finally {
  stop();
}
