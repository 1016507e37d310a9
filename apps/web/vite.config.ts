import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Left to itself the bundler cuts the code into one chunk per set of pages sharing it: over fifty requests for the
// first screen, and over HTTP/1.1 (six at a time) a phone's queue of round trips costs more than the bytes
// (Lighthouse mobile 80 with them, 90+ without). So: the libraries every page runs on are one "framework" chunk
// (also cached across deploys), and whatever two or more chunks share of the design system and the app is one
// "shared" chunk.
const sharedModules = /packages[\\/](ui|domain|api-client)[\\/]|node_modules[\\/].*(react-aria|react-stately|@internationalized)|apps[\\/]web[\\/]src[\\/](app|hooks|components)[\\/]/;
const frameworkPackages = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|xstate|@xstate[\\/]react|openapi-fetch|tailwind-merge|tailwind-variants|use-sync-external-store)[\\/]/;

const emptyStrings = '\0hadaf:react-aria-strings-of-another-language';

/**
 * react-aria ships its built-in strings (close, dismiss, date-field labels…) in 34 locales and imports them all;
 * the app speaks English and Arabic, so every other locale resolves to an empty table (react-aria's own
 * optimize-locales plugin does the same; this is its rule for the two languages, kept in the repo).
 */
function onlyAppLanguagesInReactAria(languages: readonly string[]): Plugin {
  const library = /[\\/](react-aria|react-stately|react-aria-components|@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+)[\\/]/;
  const localeFile = /[\\/]intl[\\/](?:[^\\/]+[\\/])?([a-z]{2,3})-[A-Za-z]{2,4}\.(?:m?js|json)$/;
  return {
    name: 'hadaf:react-aria-app-languages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !library.test(importer)) return null;
      const language = localeFile.exec(source)?.[1];
      return language && !languages.includes(language) ? emptyStrings : null;
    },
    load(id) {
      return id === emptyStrings ? 'export default {};' : null;
    },
  };
}

export default defineConfig({
  plugins: [onlyAppLanguagesInReactAria(['en', 'ar']), react(), tailwindcss()],
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkPackages, priority: 20 },
            { name: 'shared', test: sharedModules, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
