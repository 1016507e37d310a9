import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareLocales, findLocalePairs, incompleteArabicPlurals, readJson } from '../lib/translation-parity.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pairs = findLocalePairs(['packages', 'apps'].map((dir) => path.join(root, dir)));

describe('translation parity', () => {
  it('finds the locale files of every package', () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  it.each(pairs.map((pair) => [path.relative(root, pair.en), pair] as const))('%s has an Arabic twin with the same keys', (_, pair) => {
    expect(existsSync(pair.ar), `${pair.ar} is missing`).toBe(true);
    expect(compareLocales(readJson(pair.en), readJson(pair.ar))).toEqual({ missingInArabic: [], missingInEnglish: [] });
  });

  it.each(pairs.map((pair) => [path.relative(root, pair.ar), pair] as const))('%s has every Arabic plural form', (_, pair) => {
    if (!existsSync(pair.ar)) return;
    expect(incompleteArabicPlurals(readJson(pair.ar))).toEqual([]);
  });
});

describe('compareLocales', () => {
  it('reports a key missing in Arabic', () => {
    expect(compareLocales({ a: { b: 'x', c: 'y' } }, { a: { b: 'س' } }).missingInArabic).toEqual(['a.c']);
  });

  it('reports a key missing in English', () => {
    expect(compareLocales({}, { extra: 'س' }).missingInEnglish).toEqual(['extra']);
  });

  it('matches plural keys by their base name', () => {
    const en = { coins_one: '{{count}} coin', coins_other: '{{count}} coins' };
    const ar = { coins_zero: 'ص', coins_one: 'و', coins_two: 'ث', coins_few: 'ق', coins_many: 'ك', coins_other: 'ع' };
    expect(compareLocales(en, ar)).toEqual({ missingInArabic: [], missingInEnglish: [] });
  });

  it('flags an Arabic plural without all six forms', () => {
    expect(incompleteArabicPlurals({ coins_one: 'و', coins_other: 'ع' })).toEqual(['coins']);
  });
});
