import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../lib/route-literals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folders = ['packages/domain/src', 'packages/ui/src', 'packages/api-client/src', 'apps/web/src', 'apps/api/src'];
/** Casts that switch the type checker off: `as never` and `as unknown as`. */
const cast = /\bas never\b|\bas unknown as\b/;
const MAX_CASTS = 5;

/** Every such cast outside tests, stories and generated code, with whether a comment on its line or the line above says why. */
function casts() {
  return sourceFiles(folders.map((folder) => path.join(root, folder))).flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    return lines.flatMap((line, index) =>
      cast.test(line) ? [{ where: `${path.relative(root, file)}:${index + 1}`, explained: /\/\/|\/\*/.test(`${lines[index - 1] ?? ''}\n${line}`) }] : [],
    );
  });
}

describe('type casts', () => {
  const found = casts();

  it(`has at most ${MAX_CASTS} casts that switch the type checker off (18 before issue 10)`, () => {
    expect(found.length, found.map((entry) => entry.where).join('\n')).toBeLessThanOrEqual(MAX_CASTS);
  });

  it('explains each one in a comment beside it', () => {
    expect(found.filter((entry) => !entry.explained).map((entry) => entry.where)).toEqual([]);
  });
});
