import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routePatterns } from '@hadaf/domain';
import { describe, expect, it } from 'vitest';
import { findRouteLiterals, routeLiteralPattern, sourceFiles } from '../lib/route-literals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const vocabulary = path.join(root, 'packages/domain/src/routes.ts');

/** The first segment of every route: /login, /profile, /competitions… */
const firstSegments = new Set(
  Object.values(routePatterns)
    .map((pattern) => pattern.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':')),
);

describe('one route vocabulary', () => {
  it('has no route path literal in packages/* or apps/web/src outside packages/domain/src/routes.ts', () => {
    const folders = ['packages/domain/src', 'packages/ui/src', 'packages/api-client/src', 'apps/web/src'].map((folder) => path.join(root, folder));
    const files = sourceFiles(folders).filter((file) => file !== vocabulary);
    expect(files.length).toBeGreaterThan(100);
    const literals = findRouteLiterals(files, firstSegments).map(({ file, line, literal }) => `${path.relative(root, file)}:${line} ${literal}`);
    expect(literals, 'use paths / routePatterns from @hadaf/domain').toEqual([]);
  });

  it('keeps machines to intents: no machine imports the route vocabulary (apps/web maps intents to paths)', () => {
    const machines = sourceFiles([path.join(root, 'packages/domain/src/machines')]).filter((file) => !file.endsWith('fixtures.ts'));
    expect(machines.length).toBeGreaterThan(20);
    const importers = machines.filter((file) => /from ['"][./]*routes\.ts['"]/.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('recognises the literals it forbids, and nothing else', () => {
    const pattern = routeLiteralPattern(firstSegments);
    const matches = (source: string) => (source.match(pattern) ?? []).length;
    expect(matches(`navigate('/login')`)).toBe(1);
    expect(matches('href={`/groups/${id}`}')).toBe(1);
    expect(matches(`to="/profile/friends"`)).toBe(1);
    expect(matches(`'/matches?match=3'`)).toBe(1);
    expect(matches(`'/v2/games'`)).toBe(0);
    expect(matches(`'/loginx'`)).toBe(0);
    expect(matches(`'https://example.com/login'`)).toBe(0);
  });
});
