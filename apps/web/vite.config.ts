import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { firstScreenModules } from './first-screen.ts';
import { onlyAppLanguagesInReactAria, onlyGregorianCalendar, preloadAppFromShell, reactRouterProductionBuild } from './build-plugins.ts';

// Left to itself the bundler cuts the code into one chunk per set of pages sharing it: over fifty requests for the
// first screen, and over HTTP/1.1 (six at a time) a phone's queue of round trips costs more than the bytes
// (Lighthouse mobile 80 with them, 90+ without). So: the libraries every page runs on are one "framework" chunk
// (also cached across deploys), and whatever two or more chunks share of the design system and the app is one
// "shared" chunk. A build first learns which of those shared modules the first screen (/matches) runs
// (first-screen.ts): they make the "shared" chunk, and the rest a "shared-later" chunk it does not wait for.
const sharedModules = /packages[\\/](ui|domain|api-client)[\\/]|node_modules[\\/].*(react-aria|react-stately|@internationalized)|apps[\\/]web[\\/]src[\\/](app|hooks|components)[\\/]/;
const bootModules = /apps[\\/]web[\\/]src[\\/]app[\\/]prerendered\.ts$|vite[\\/]preload-helper/;
const frameworkPackages = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|xstate|@xstate[\\/]react|openapi-fetch|tailwind-merge|tailwind-variants|use-sync-external-store)[\\/]/;

const configFile = fileURLToPath(import.meta.url);

// The chunks and stylesheet every page has loaded before any of its lazy parts is imported (the entry's, the start-up
// code's and the app's): a lazy import need not list them to be preloaded (not "shared-later": it comes with them).
const loadedByEveryPage = /^assets\/(framework|shared|boot|startup|rolldown-runtime)-[\w-]{8}\.(js|css)$/;
// The one-line chunk the shared chunk waits on (src/app/pause.ts): the app's import lists it, so it downloads beside
// the app's code, not after the shared chunk has been read; every later import finds it loaded.
const pauseChunk = /^assets\/pause-[\w-]{8}\.js$/;
const appChunk = /^assets\/main-[\w-]{8}\.js$/;

export default defineConfig(async ({ command }) => {
  // The first-screen pass itself leaves the shared code to the bundler's own split (first-screen.ts).
  const firstScreenPass = Boolean(process.env.HADAF_FIRST_SCREEN_PASS);
  const firstScreen = command === 'build' && !firstScreenPass ? await firstScreenModules(configFile) : null;
  const sharedGroups = firstScreenPass
    ? []
    : firstScreen
      ? [
          // What boot.ts starts before the app's code: small, and never behind the big chunks' download.
          { name: 'startup', test: (id: string) => firstScreen.startup.has(path.normalize(id)), priority: 12 },
          { name: 'shared', test: (id: string) => sharedModules.test(id) && firstScreen.firstScreen.has(path.normalize(id)), priority: 11 },
          { name: 'shared-later', test: sharedModules, minShareCount: 2, priority: 10 },
        ]
      : [{ name: 'shared', test: sharedModules, minShareCount: 2, priority: 10 }];
  return {
  // The workspace's packages resolve to their sources (the `@hadaf/source` export condition); published, to dist/.
  resolve: { conditions: ['@hadaf/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@hadaf/source', ...defaultServerConditions] } },
  plugins: [onlyAppLanguagesInReactAria(['en', 'ar']), onlyGregorianCalendar(), reactRouterProductionBuild(), preloadAppFromShell('src/main.tsx'), react(), tailwindcss()],
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Each lazy import's preload list is written into the chunk that imports it: one list per page in the start-up code.
    modulePreload: {
      resolveDependencies: (file: string, dependencies: string[]) =>
        dependencies.filter((dependency) => (pauseChunk.test(dependency) ? appChunk.test(file) : !loadedByEveryPage.test(dependency))),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry (src/boot.ts) runs before the app is requested: kept out of the big chunks, so a
            // prerendered page asks for nothing large before its first paint.
            { name: 'boot', test: bootModules, priority: 30 },
            // A chunk of its own, so its await holds the chunks that import it, not the ones it would have joined.
            { name: 'pause', test: /apps[\\/]web[\\/]src[\\/]app[\\/]pause\.ts$/, priority: 40 },
            { name: 'framework', test: frameworkPackages, priority: 20 },
            ...sharedGroups,
          ],
        },
      },
    },
  },
};
});
