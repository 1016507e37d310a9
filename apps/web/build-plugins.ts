import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Build-time trims of what the libraries would otherwise ship to every first load: each replaces code the app
// can never run with an empty stand-in, and says why the app can never run it.

const emptyReactAriaStrings = '\0hadaf:react-aria-strings-of-another-language';

/**
 * react-aria ships its built-in strings (close, dismiss, date-field labels…) in 34 locales and imports them all;
 * the app speaks English and Arabic, so every other locale resolves to an empty table (react-aria's own
 * optimize-locales plugin does the same; this is its rule for the two languages, kept in the repo).
 */
export function onlyAppLanguagesInReactAria(languages: readonly string[]): Plugin {
  const library = /[\\/](react-aria|react-stately|react-aria-components|@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+)[\\/]/;
  const localeFile = /[\\/]intl[\\/](?:[^\\/]+[\\/])?([a-z]{2,3})-[A-Za-z]{2,4}\.(?:m?js|json)$/;
  return {
    name: 'hadaf:react-aria-app-languages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !library.test(importer)) return null;
      const language = localeFile.exec(source)?.[1];
      return language && !languages.includes(language) ? emptyReactAriaStrings : null;
    },
    load(id) {
      return id === emptyReactAriaStrings ? 'export default {};' : null;
    },
  };
}

const gregorianOnly = '\0hadaf:gregorian-calendar-only';

/**
 * @internationalized/date's `createCalendar` imports every calendar system (Islamic, Hebrew, Japanese, Persian…)
 * for any locale's default calendar. The app formats and picks dates in its two locales only (the domain's
 * `intlLocale`: en-GB and ar-EG), whose calendar is the Gregorian one (a test in src/app checks it), so the
 * others are dead weight on the match list's date field.
 */
export function onlyGregorianCalendar(): Plugin {
  const createCalendarModule = /[\\/]@internationalized[\\/]date[\\/]dist[\\/](?:private[\\/])?createCalendar\.mjs$/;
  let calendarsDirectory: string | null = null;
  return {
    name: 'hadaf:gregorian-calendar-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('createCalendar')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !createCalendarModule.test(resolved.id)) return null;
      calendarsDirectory = path.join(path.dirname(resolved.id), 'calendars');
      return gregorianOnly;
    },
    load(id) {
      if (id !== gregorianOnly || calendarsDirectory === null) return null;
      const gregorian = JSON.stringify(path.join(calendarsDirectory, 'GregorianCalendar.mjs'));
      return `import { GregorianCalendar } from ${gregorian};
export function createCalendar(name) {
  if (name !== 'gregory') throw new Error('Only the Gregorian calendar is built in (apps/web build-plugins.ts), not ' + name);
  return new GregorianCalendar();
}`;
    },
  };
}

const reactRouterProduction = /[\\/]react-router[\\/]dist[\\/]development[\\/]/;

/**
 * react-router's package exports only its development build, for production too (remix-run/react-router#12532,
 * #14102): the same code with its development warnings compiled in (ENABLE_DEV_WARNINGS). Its production build ships
 * beside it, file for file; a build resolves to it (0.5 KB gzip less in the framework chunk every page loads).
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'hadaf:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/^react-router(\/|$)/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !reactRouterProduction.test(resolved.id)) return null;
      const production = resolved.id.replace(reactRouterProduction, (match) => match.replace('development', 'production'));
      return existsSync(production) ? production : resolved;
    },
  };
}

/**
 * The shell (index.html) preloads the app's code (src/main.tsx and the chunks it imports) so it downloads while the
 * start-up loader paints. The entry (src/boot.ts) imports the app dynamically, so Vite would not list them itself;
 * a prerendered page drops these links (its first paint needs no script).
 */
export function preloadAppFromShell(appEntry: string): Plugin {
  return {
    name: 'hadaf:preload-app-from-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunkOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output : null;
        };
        const app = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(appEntry));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunkOf(fileName)?.imports ?? []) visit(imported);
        };
        if (app) visit(app.fileName);
        // Vite already preloads what the entry imports statically.
        const unlisted = [...files].filter((file) => !html.includes(`/${file}"`));
        return unlisted.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
