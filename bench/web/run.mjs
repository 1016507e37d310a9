// Web benchmark (not a test): first-load weight of /matches from the built app, and Lighthouse mobile (score, LCP)
// for a visitor on the prerendered landing (/), /login and /matches (its frame prerendered, the day's first page of
// games written in by the server, rendered once hydrated), in English and in Arabic. Lighthouse's simulated phone multiplies the main thread's observed task times by
// four, so on a shared machine its score follows the machine's load: each page is measured several times and the
// median is printed with the spread, beside the load average.
// Builds nothing: run `node scripts/build-apps.mjs` first (it needs apps/web/dist and apps/api/dist).
//   node bench/web/run.mjs              sizes + Lighthouse, 3 runs a page and language (when it can run here)
//   node bench/web/run.mjs --runs 5     more runs
//   node bench/web/run.mjs --no-lighthouse
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadOfMatches } from '../../scripts/lib/first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
// Issue 12's target for the first load of /matches; the size budget (scripts/check-size-budget.mjs) keeps it from growing meanwhile.
const TARGET_JS_KB = 200;
const TARGET_SCORE = 98;
const TARGET_LCP_MS = 1200;
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || 1) : 3;

if (!existsSync(manifestPath)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `node scripts/build-apps.mjs` first.');
  process.exit(1);
}
const { jsKb, jsFiles, entryKb, cssKb, cssFiles, pageChunks } = firstLoadOfMatches(dist);

console.log('First load of /matches (signed in), gzip:');
console.log(`  JavaScript ${jsKb.toFixed(1)} KB in ${jsFiles} files (entry and its imports ${entryKb.toFixed(1)} KB, the /matches chunk, the English strings and their imports ${(jsKb - entryKb).toFixed(1)} KB); target <= ${TARGET_JS_KB} KB: ${jsKb <= TARGET_JS_KB ? 'met' : 'NOT met'}`);
console.log(`  CSS        ${cssKb.toFixed(1)} KB in ${cssFiles} file(s)`);
console.log(`  Route chunks: ${pageChunks.length} pages are lazy chunks of their own (${pageChunks.join(', ')})`);

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

/**
 * One Lighthouse mobile run (performance) on a page as a first-time visitor whose browser prefers `language`. A run
 * Lighthouse itself asks to be repeated (its trace lost the navigation's start, NO_NAVSTART: seen about one page in
 * twenty here) is repeated, twice at most.
 */
function lighthouse(target, language, run, attempt = 1) {
  const headers = JSON.stringify({ 'Accept-Language': language });
  const result = spawnSync(
    'npx',
    ['-y', 'lighthouse@12', target, '--only-categories=performance', '--form-factor=mobile', `--extra-headers=${headers}`, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 240_000 },
  );
  let report = null;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    // reported below
  }
  if (!report?.categories?.performance) {
    if (attempt < 3 && /NO_NAVSTART|run Lighthouse again/.test(`${result.stdout}${result.stderr}`)) return lighthouse(target, language, run, attempt + 1);
    const why = (result.error?.message ?? result.stderr ?? '').trim().split('\n').slice(-5).join('\n  ');
    console.log(`Lighthouse: could not run here (exit ${result.status}).\n  ${why || 'no report produced'}`);
    return null;
  }
  const name = new URL(target).pathname.replace(/\W+/g, '') || 'landing';
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT.replace(/(\.json)?$/, `-${name}-${language}-${run}$1`), result.stdout);
  const value = (id) => report.audits[id]?.numericValue ?? Infinity;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The median and the spread (lowest-highest) of one figure over the runs. */
const spread = (runs, key, format) => {
  const values = runs.map((run) => run[key]);
  return runs.length > 1 ? `${format(median(values))} (${format(Math.min(...values))}-${format(Math.max(...values))})` : format(values[0]);
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;

/** A page in a language, RUNS times: the medians against the targets, and each figure's spread. */
function measure(target, language) {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = lighthouse(target, language, run);
    if (!result) return;
    runs.push(result);
  }
  const met = (ok) => (ok ? 'met' : 'NOT met');
  const page = new URL(target).pathname;
  const score = median(runs.map((run) => run.score));
  const lcp = median(runs.map((run) => run.lcp));
  console.log(`Lighthouse mobile, a visitor on ${page} (${language}), median of ${runs.length}: ${spread(runs, 'score', String)} (target >= ${TARGET_SCORE}: ${met(score >= TARGET_SCORE)}); LCP ${spread(runs, 'lcp', seconds)} (target <= ${TARGET_LCP_MS / 1000} s: ${met(lcp <= TARGET_LCP_MS)})`);
  console.log(`  FCP ${spread(runs, 'fcp', seconds)}, TBT ${spread(runs, 'tbt', millis)}, SI ${spread(runs, 'si', seconds)}, CLS ${spread(runs, 'cls', (value) => value.toFixed(3))}`);
}

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

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
    // A visitor's first pages (the server picks the language from Accept-Language): the landing and /login are
    // prerendered; /matches is its prerendered frame with the day's first page of games in it (a first visit: its
    // tutorial opens once hydrated, and is the LCP element; docs/decisions/web.md).
    console.log(`Load average before Lighthouse (1, 5, 15 min, ${cpus().length} cores): ${load()}`);
    for (const page of ['/', '/login', '/matches']) for (const language of ['en', 'ar']) measure(`http://127.0.0.1:${port}${page}`, language);
    console.log(`Load average after: ${load()}`);
  }
} finally {
  stop();
}
