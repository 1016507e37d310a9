/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Imports that would pull a UI, a network client or the app into the pure domain. */
const forbiddenImport = /(?:from\s+|import\s*\(\s*|import\s+)['"](react|react-dom|@hadaf\/ui|@hadaf\/api-client)(?:\/[^'"]*)?['"]/g;
/** Browser and network globals; the network reaches machines only as caller-provided actors. */
const forbiddenGlobal = /\b(fetch|XMLHttpRequest|window|document)\b/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Comments may mention the words (e.g. "no fetch"); only code counts. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export function impurities(file: string, source: string): string[] {
  const code = withoutComments(source);
  const found = [...code.matchAll(forbiddenImport)].map((match) => `imports ${match[1]}`);
  found.push(...[...code.matchAll(forbiddenGlobal)].map((match) => `uses ${match[1]}`));
  return found.map((problem) => `${path.relative(sourceRoot, file)} ${problem}`);
}

describe('domain purity', () => {
  it('finds the source files to check', () => {
    expect(sourceFiles(sourceRoot).length).toBeGreaterThan(0);
  });

  it('has no React, UI, API client, fetch, XMLHttpRequest, window or document in src', () => {
    const problems = sourceFiles(sourceRoot).flatMap((file) => impurities(file, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('would catch each kind of impurity', () => {
    const sample = [
      "import { useState } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import type { Button } from '@hadaf/ui';",
      "const api = await import('@hadaf/api-client');",
      'await fetch(url);',
      'new XMLHttpRequest();',
      'window.location.href;',
      'document.title;',
      '// a comment about fetch is fine',
    ].join('\n');
    expect(impurities(path.join(sourceRoot, 'sample.ts'), sample)).toEqual([
      'sample.ts imports react',
      'sample.ts imports react-dom',
      'sample.ts imports @hadaf/ui',
      'sample.ts imports @hadaf/api-client',
      'sample.ts uses fetch',
      'sample.ts uses XMLHttpRequest',
      'sample.ts uses window',
      'sample.ts uses document',
    ]);
  });
});
