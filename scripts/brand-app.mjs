/* global document, getComputedStyle -- the page.evaluate callbacks run in the browser */
// `npm test` step: another brand's app on the published packages (issue 28). Packs the built packages with plain
// npm, installs examples/brand-app from the tarballs outside the workspace, type-checks it strictly and builds it
// (scripts/lib/brand-app.mjs), then checks in Chromium, in English at 1280 px and Arabic at 375 px, what such a
// developer would see: the brand's colours and fonts on Hadaf's components, overlays right to left in Arabic and in
// the brand with nothing set on <html>, the app's own Tailwind classes applied, a prediction saved through the
// api-client against the mocks, the same page built as one stylesheet by the app's Tailwind, and the consumer's
// bundle budget. Screenshots go to .brand-app/ (not committed) for a person to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CONSUMER_BUDGET_KB, CONSUMER_TARGET_KB } from '../bench/consumer/budget.mjs';
import { buildBrandApp } from './lib/brand-app.mjs';
import { javaScriptLoaded, launchBrowser, serveDist } from './lib/brand-app-browser.mjs';
import { repoRoot } from './lib/steps.mjs';

const shots = path.join(repoRoot, '.brand-app');
mkdirSync(shots, { recursive: true });
const failures = [];
const check = (condition, message) => {
  console.log(`  ${condition ? '✓' : '✖'} ${message}`);
  if (!condition) failures.push(message);
};

/** Goal Rush's primary-600 and its faces (examples/brand-app/src/goal-rush.css). */
const brandPrimary = 'rgb(79, 70, 229)';
const brandFont = { en: 'Poppins', ar: 'Tajawal' };
const text = {
  en: { createGroup: 'Create a group', scorePrediction: 'Score prediction', predictNow: 'Predict Now', saved: 'Saved' },
  ar: { createGroup: 'أنشئ مجموعة', scorePrediction: 'توقع النتيجة', predictNow: 'توقع الآن', saved: 'تم الحفظ' },
};

const app = buildBrandApp();
const server = await serveDist(app);
const browser = await launchBrowser();
try {
  for (const [language, viewport] of [['en', { width: 1280, height: 900 }], ['ar', { width: 375, height: 812 }]]) {
    console.log(`\nindex.html in ${language} at ${viewport.width} px`);
    const page = await browser.newPage({ viewport });
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/index.html?lang=${language}`);
    const createGroup = page.getByRole('button', { name: text[language].createGroup });
    await createGroup.waitFor();
    await page.getByRole('heading', { level: 2 }).first().waitFor();

    const html = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, brand: document.documentElement.dataset.brand ?? '' }));
    check(html.lang === '' && html.dir === '' && html.brand === '', '<html> carries no lang, dir or data-brand (the provider does it all)');
    const button = await createGroup.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, font: getComputedStyle(element).fontFamily, direction: getComputedStyle(element).direction }));
    check(button.background === brandPrimary, `Hadaf's Button is in the brand's primary (${button.background})`);
    check(button.font.includes(brandFont[language]), `Hadaf's Button is in the brand's ${language} face (${button.font})`);
    check(button.direction === (language === 'ar' ? 'rtl' : 'ltr'), `the page reads ${language === 'ar' ? 'right to left' : 'left to right'}`);
    const swatches = await page.getByTestId('swatches').evaluate((grid) => ({
      columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
      solid: getComputedStyle(grid.children[3]).backgroundColor,
      tint: getComputedStyle(grid.children[2]).backgroundColor,
    }));
    check(swatches.columns === 5, `the app's own grid-cols-5 applies (${swatches.columns} columns)`);
    check(swatches.solid === brandPrimary, `the app's own bg-primary-600 is the brand's primary (${swatches.solid})`);
    check(/0\.2\)$/.test(swatches.tint), `the app's own bg-primary-600/20 is a 20 % tint (${swatches.tint})`);

    // The prediction panel on the domain's machine, saved through the api-client against the contract's mocks.
    const scores = page.getByRole('group', { name: text[language].scorePrediction }).getByRole('textbox');
    await scores.first().fill('2');
    await scores.nth(1).fill('1');
    await page.getByRole('button', { name: text[language].predictNow }).click();
    await page.getByText(text[language].saved).waitFor({ timeout: 10_000 }).then(
      () => check(true, 'a prediction is saved through the api-client'),
      () => check(false, 'a prediction is saved through the api-client (no saved message)'),
    );
    await page.screenshot({ path: path.join(shots, `index-${language}.png`), fullPage: true });

    // The group wizard, a modal: portalled, yet in the page's language, direction and brand.
    await createGroup.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const overlay = await dialog.evaluate((element) => {
      const action = [...element.querySelectorAll('button')].find((candidate) => getComputedStyle(candidate).backgroundColor !== 'rgba(0, 0, 0, 0)');
      return {
        direction: getComputedStyle(element).direction,
        lang: element.closest('[lang]')?.getAttribute('lang'),
        brand: element.closest('[data-brand]')?.getAttribute('data-brand'),
        font: getComputedStyle(element).fontFamily,
        action: action ? getComputedStyle(action).backgroundColor : null,
      };
    });
    check(overlay.direction === (language === 'ar' ? 'rtl' : 'ltr'), `the wizard reads ${language === 'ar' ? 'right to left' : 'left to right'} (${overlay.direction})`);
    check(overlay.lang === language && overlay.brand === 'goal-rush', `the wizard is inside the provider's root (lang ${overlay.lang}, brand ${overlay.brand})`);
    check(overlay.font.includes(brandFont[language]), `the wizard is in the brand's face (${overlay.font})`);
    check(overlay.action === brandPrimary, `the wizard's action is in the brand's primary (${overlay.action})`);
    await page.screenshot({ path: path.join(shots, `wizard-${language}.png`) });
    check(errors.length === 0, `no console error${errors.length ? `: ${errors.join(' | ')}` : ''}`);
    await page.close();

    console.log(`one-sheet.html in ${language} (the app's own Tailwind builds Hadaf's classes)`);
    const oneSheet = await browser.newPage({ viewport });
    await oneSheet.goto(`${server.baseUrl}/one-sheet.html?lang=${language}`);
    const sameButton = oneSheet.getByRole('button', { name: text[language].createGroup });
    await sameButton.waitFor();
    const built = await sameButton.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, radius: getComputedStyle(element).borderRadius }));
    const precompiled = await (async () => {
      const other = await browser.newPage({ viewport });
      await other.goto(`${server.baseUrl}/index.html?lang=${language}`);
      const same = other.getByRole('button', { name: text[language].createGroup });
      await same.waitFor();
      const style = await same.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, radius: getComputedStyle(element).borderRadius }));
      await other.close();
      return style;
    })();
    check(built.background === precompiled.background && built.radius === precompiled.radius, `the Button looks the same either way (${built.background}, radius ${built.radius})`);
    await oneSheet.screenshot({ path: path.join(shots, `one-sheet-${language}.png`), fullPage: true });
    await oneSheet.close();
  }

  console.log('\nThe consumer bundle budget (bench/consumer/budget.mjs)');
  for (const language of ['en', 'ar']) {
    const { kb } = await javaScriptLoaded(browser, `${server.baseUrl}/budget.html?lang=${language}`, (page) => page.getByRole('button', { name: 'Save' }).waitFor());
    check(kb <= CONSUMER_BUDGET_KB, `budget.html [${language}]: ${kb.toFixed(1)} KB of JavaScript, gzip, ${kb <= CONSUMER_BUDGET_KB ? 'within' : 'OVER'} the budget of ${CONSUMER_BUDGET_KB} KB (target ${CONSUMER_TARGET_KB} KB)`);
  }
} finally {
  await browser.close();
  await server.close();
}

if (failures.length > 0) {
  console.error(`\n${failures.length} brand-app check(s) failed.`);
  process.exit(1);
}
console.log('\nThe brand app builds from the tarballs and looks right in both languages.');
