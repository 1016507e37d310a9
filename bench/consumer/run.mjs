// Consumer benchmark (not a test): what a brand app built on the published packages loads. Packs the three
// packages with npm, installs examples/brand-app from the tarballs outside the workspace, builds it, and prints the
// JavaScript each of its pages loads in Chromium (gzip), against the budget. Build the packages first:
//   node scripts/build-packages.mjs && node bench/consumer/run.mjs
import { buildBrandApp, firstLoadOf } from '../../scripts/lib/brand-app.mjs';
import { javaScriptLoaded, launchBrowser, serveDist } from '../../scripts/lib/brand-app-browser.mjs';
import { CONSUMER_BUDGET_KB, CONSUMER_TARGET_KB } from './budget.mjs';

const app = buildBrandApp();
const server = await serveDist(app);
const browser = await launchBrowser();
try {
  const pages = [
    ['budget.html (Button, TextField, PredictionPanel)', 'budget.html', (page) => page.getByRole('button', { name: 'Save' }).waitFor()],
    ['index.html (the whole demo, with the mocks)', 'index.html', (page) => page.getByTestId('swatches').waitFor()],
  ];
  console.log('Brand app (examples/brand-app from the packed tarballs), JavaScript loaded until the network is quiet, gzip:');
  for (const [label, file, ready] of pages) {
    for (const language of ['en', 'ar']) {
      const { kb, files } = await javaScriptLoaded(browser, `${server.baseUrl}/${file}?lang=${language}`, ready);
      const verdict =
        file === 'budget.html'
          ? `; budget ${CONSUMER_BUDGET_KB} KB: ${kb <= CONSUMER_BUDGET_KB ? 'within' : 'OVER'}; target ${CONSUMER_TARGET_KB} KB: ${kb <= CONSUMER_TARGET_KB ? 'met' : 'not met'} (${((kb / CONSUMER_TARGET_KB) * 100).toFixed(0)} % of it)`
          : '';
      console.log(`  ${label} [${language}]: ${kb.toFixed(1)} KB in ${files.length} files${verdict}`);
    }
  }
  const { jsKb, allJsKb } = firstLoadOf(app, 'budget.html');
  console.log(`  budget.html entry and its static imports: ${jsKb.toFixed(1)} KB; every chunk of the build: ${allJsKb.toFixed(1)} KB`);
} finally {
  await browser.close();
  await server.close();
}
