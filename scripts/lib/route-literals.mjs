// Finds path literals of the app's routes outside the one route vocabulary (packages/domain/src/routes.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Tests and stories may assert or show concrete paths; generated code and mocks speak the API's paths, not routes. */
const skipped = /(\.test\.|\.stories\.|[\\/]generated[\\/]|[\\/]__screenshots__[\\/])/;

/** Every .ts/.tsx file below the folders, but the skipped ones. */
export function sourceFiles(folders) {
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      if (name === 'node_modules' || name === 'dist') continue;
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !skipped.test(full)) files.push(full);
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

/** A string, template or JSX attribute starting with one of the routes' first segments, e.g. '/login' or `/groups/${id}`. */
export function routeLiteralPattern(firstSegments) {
  const names = [...firstSegments].sort((a, b) => b.length - a.length).map((name) => name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'));
  return new RegExp(`['"\`]/(?:${names.join('|')})(?=['"\`/?#$])`, 'g');
}

/** Source without comments (a path named in a comment is prose, not a link). */
function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Each literal found: file, line and the literal's opening characters. */
export function findRouteLiterals(files, firstSegments) {
  const pattern = routeLiteralPattern(firstSegments);
  const found = [];
  for (const file of files) {
    const lines = withoutComments(readFileSync(file, 'utf8')).split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(pattern)) found.push({ file, line: index + 1, literal: match[0] });
    });
  }
  return found;
}
