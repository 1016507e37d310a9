// Prerenders the public routes (src/prerender) into the built app, after `vite build`: one HTML file per route
// and language, under dist/.prerendered/<language>/<file>, plus dist/.prerendered/routes.json (each path's file).
// The server (apps/api, platform/http/web.ts) answers a visitor's GET of such a route with the file in the
// visitor's language, so the page paints before any script runs; the app then hydrates it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const outDir = path.join(dist, '.prerendered');
const languages = ['en', 'ar'];

// The renderer, built for Node with everything bundled in (the app's packages resolve from the workspace).
const bundleDir = mkdtempSync(path.join(tmpdir(), 'hadaf-prerender-'));
try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender/render.tsx', outDir: bundleDir, emptyOutDir: true, manifest: false, sourcemap: false, copyPublicDir: false },
  });
  const { renderPage, prerenderedDocument, prerenderedPaths } = await import(pathToFileURL(path.join(bundleDir, 'render.js')).href);

  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // The app's stylesheets: those of src/main.tsx and of every chunk it imports (the build puts them on the shared chunk).
  const cssOf = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => cssOf(imported, seen))];
  };
  const stylesheets = [...new Set(cssOf('src/main.tsx'))].map((file) => `/${file}`);
  if (stylesheets.length === 0) throw new Error('prerender: the app has no stylesheet in the Vite manifest; a prerendered page would paint unstyled.');
  // What index.html's entry script imports statically (its boot chunk): preloaded beside it rather than after it.
  const entryImports = (manifest['index.html']?.imports ?? []).map((key) => `/${manifest[key].file}`);
  rmSync(outDir, { recursive: true, force: true });
  // "/" is index.html; /groups/all is groups/all.html.
  const pages = prerenderedPaths.map((route) => ({ path: route, file: route === '/' ? 'index.html' : `${route.slice(1)}.html` }));
  for (const language of languages) {
    for (const { path: route, file } of pages) {
      const page = await renderPage(route, language);
      const filePath = path.join(outDir, language, file);
      mkdirSync(path.dirname(filePath), { recursive: true });
      writeFileSync(filePath, prerenderedDocument(shell, { language, stylesheets, entryImports, ...page }));
    }
  }
  writeFileSync(path.join(outDir, 'routes.json'), JSON.stringify({ languages, pages }, null, 2));
  console.log(`prerendered ${prerenderedPaths.length} public routes in ${languages.join(', ')}`);
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
