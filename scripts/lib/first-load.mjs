// What the browser downloads before /matches can render for a signed-in fan: the entry named by index.html
// and everything it imports, the app (src/main.tsx), the /matches page chunk and the English strings. Read from
// the built app's Vite manifest; sizes are gzip level 9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function firstLoadOfMatches(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

  /** A chunk and everything it imports statically: what loads before it can run. */
  const closure = (key, files) => {
    const chunk = manifest[key];
    if (!chunk || files.js.has(chunk.file)) return files;
    files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };

  const entrySrc = html.match(/<script[^>]+src="\/([^"]+)"/)?.[1];
  const entryKey = Object.keys(manifest).find((key) => manifest[key].file === entrySrc && manifest[key].isEntry);
  const files = closure(entryKey, { js: new Set(), css: new Set() });
  // index.html's entry is a one-frame trampoline that imports the app (src/main.tsx) once the loader has painted.
  closure('src/main.tsx', files);
  const entryJs = new Set(files.js);
  closure('src/pages/MatchesPage.tsx', files);
  // main.tsx loads the active language's strings (their own chunks) before the first render: English here.
  for (const key of Object.keys(manifest).filter((key) => /(locales\/en\/index\.ts|i18n\/en\.json)$/.test(key))) closure(key, files);
  for (const css of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)) files.css.add(css[1]);

  const sum = (list) => list.reduce((total, file) => total + gzipKb(file), 0);
  const pageChunks = Object.entries(manifest).filter(([key, chunk]) => key.startsWith('src/pages/') && chunk.isDynamicEntry);
  return {
    jsKb: sum([...files.js]),
    jsFiles: files.js.size,
    entryKb: sum([...entryJs]),
    cssKb: sum([...files.css]),
    cssFiles: files.css.size,
    pageChunks: pageChunks.map(([key]) => path.basename(key, '.tsx')),
  };
}
