import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

// The libraries every page runs on, as one chunk: a phone on a slow link pays one request (six at a time over
// HTTP/1.1) and one compression window instead of a dozen small chunks, and the chunk stays cached across deploys.
const frameworkPackages = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|xstate|@xstate[\\/]react|openapi-fetch|tailwind-merge|tailwind-variants|use-sync-external-store)[\\/]/;

/**
 * index.html runs a one-frame trampoline (src/boot.ts) so the start-up loader paints before the app's code runs;
 * these hints still start fetching the app's code (src/main.tsx and its static imports) with the HTML.
 */
function preloadApp(): Plugin {
  return {
    name: 'hadaf:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const main = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        if (main) visit(main.fileName);
        const css = main?.viteMetadata?.importedCss ?? new Set<string>();
        const tags: HtmlTagDescriptor[] = [
          ...[...css].map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${href}` }, injectTo: 'head' as const })),
          ...[...files].map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` }, injectTo: 'head' as const })),
        ];
        return tags;
      },
    },
  };
}

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
  plugins: [onlyAppLanguagesInReactAria(['en', 'ar']), react(), tailwindcss(), preloadApp()],
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: frameworkPackages }] } } },
  },
});
