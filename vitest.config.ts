import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

interface ScreenshotPathData {
  root: string;
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  browserName: string;
  platform: string;
  ext: string;
}

/** Baselines live beside the stories, one folder per language; diffs go to .vitest-attachments/. */
function screenshotPath(base: 'baseline' | 'diff', locale: string) {
  return ({ root: projectRoot, testFileDirectory, testFileName, arg, browserName, platform, ext }: ScreenshotPathData) =>
    base === 'baseline'
      ? path.join(projectRoot, testFileDirectory, '__screenshots__', testFileName, locale, `${arg}-${browserName}-${platform}${ext}`)
      : path.join(projectRoot, '.vitest-attachments', testFileDirectory, testFileName, locale, `${arg}-${browserName}-${platform}${ext}`);
}

/** A fresh browser config per project: Vitest must not share one object between projects. */
function browser(locale: 'en' | 'ar') {
  return {
    enabled: true,
    headless: true,
    // Reduced motion: overlays and steps arrive without a fade, so interaction assertions and screenshots never catch
    // an element mid-transition (the components honour the setting with motion-reduce variants).
    provider: playwright({ launchOptions: chromiumLaunchOptions(), contextOptions: { reducedMotion: 'reduce' } }),
    // Storybook's default story size. Vitest restores this size between files on the shared page; any other size would
    // shrink the viewport under a focused field, which react-aria reads as an on-screen keyboard opening.
    instances: [{ browser: 'chromium' as const, viewport: { width: 1200, height: 900 } }],
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0 },
        resolveScreenshotPath: screenshotPath('baseline', locale),
        resolveDiffPath: screenshotPath('diff', locale),
      },
    },
  };
}

const storyDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@hadaf/ui > react-aria-components',
  '@hadaf/ui > @internationalized/date',
  '@hadaf/ui > tailwind-variants',
  '@hadaf/ui > tailwind-merge',
  '@hadaf/ui > i18next',
  '@hadaf/ui > react-i18next',
  'msw-storybook-addon/csf3',
  'msw',
  '@hadaf/api-client > openapi-msw',
  '@hadaf/domain > xstate',
];

function storyProject(locale: 'en' | 'ar') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    // Pre-bundled up front so Vite never reloads a running test to re-optimise.
    optimizeDeps: { include: storyDependencies },
    test: {
      name: `stories-${locale}`,
      // One page for all of a worker's story files: a fresh page per file cost ~2.8 s each (over 300 files). Stories
      // already clean up after themselves (Storybook unmounts each story before the next), so files do not leak.
      isolate: false,
      browser: browser(locale),
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
      provide: { storyLocale: locale },
    },
  };
}

export default defineConfig({
  // The workspace's packages resolve to their sources (the `@hadaf/source` export condition), not to dist/.
  resolve: { conditions: ['@hadaf/source', ...defaultClientConditions] },
  // Node tests resolve as Node does: without Vite's `module` condition, which Vitest also hands to Node for external
  // packages and which points some (the AWS SDK) at builds only a bundler can load (extensionless imports).
  ssr: { resolve: { conditions: ['@hadaf/source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
  test: {
    // `npm test` measures packages/domain (pure rules and machines) and holds it to 95 % of lines.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/testing/**', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
    // `npm test` runs the unit project on PGlite, then only these tests again on a real PostgreSQL server.
    tags: [
      {
        name: 'postgres',
        description: 'Races and several processes on one database: PGlite, one embedded connection, would serialise them or cannot host them.',
      },
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Test servers start from one migrated database made for the run (test/helpers/pglite-template.ts).
          globalSetup: ['apps/api/test/helpers/pglite-template.ts'],
          // API tests boot embedded databases; on two busy cores that alone can pass Vitest's 5 s default.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Against the real server and the built web app (run after the builds in `npm test`).
          name: 'e2e',
          environment: 'node',
          // Each file's server starts from one migrated database made for the run, as the unit project's do.
          globalSetup: ['apps/api/test/helpers/pglite-template.ts'],
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run side by side (npm test gives two workers): each has its own server, database and browser, and
          // most of a journey's time is waiting on them (674 -> 483 s on two cores).
        },
      },
      {
        extends: true,
        test: {
          // The built server (apps/api/dist) as operators run it, on the throwaway PostgreSQL of scripts/postgres.mjs:
          // the production walk and the fault drill (run after the builds in `npm test`). One file at a time: the
          // fault drill restarts PostgreSQL itself.
          name: 'drills',
          environment: 'node',
          include: ['apps/api/drills/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      storyProject('en'),
      storyProject('ar'),
    ],
  },
});
