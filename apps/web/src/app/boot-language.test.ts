import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { directionOf, preferredLanguage, TUTORIAL_STORAGE_KEY } from '@hadaf/domain';
import { readLocaleCookie } from './locale.ts';
import { tutorialSeenAttribute } from './tutorial-seen.ts';

// index.html picks the language before any module runs (so the loader and the direction are right from the
// first frame); it must pick what the app picks (locale.ts: the cookie, else the domain's preferredLanguage).
const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;

/** Runs index.html's inline script against a stand-in document; `storage` is localStorage (undefined: none at all). */
function runInline(cookie: string, languages: string[], storage?: Record<string, string>) {
  const attributes = new Set<string>();
  const documentElement = { lang: '', dir: '', setAttribute: (name: string) => void attributes.add(name) };
  const localStorage = storage && { getItem: (key: string) => storage[key] ?? null };
  runInNewContext(inlineScript, { document: { cookie, documentElement }, navigator: { languages, language: languages[0] }, localStorage });
  return { lang: documentElement.lang, dir: documentElement.dir, attributes };
}

const inlineChoice = (cookie: string, languages: string[]) => {
  const { lang, dir } = runInline(cookie, languages, {});
  return { lang, dir };
};

const cases: [string, string[]][] = [
  ['', ['ar-EG', 'en-US']],
  ['', ['fr-FR', 'ar-EG', 'en-US']],
  ['', ['EN-gb', 'ar']],
  ['', ['de-DE']],
  ['', []],
  ['locale=ar', ['en-US']],
  ['theme=dark; locale=en', ['ar-EG']],
  ['locale=fr', ['ar']],
  ['xlocale=ar', ['en']],
];

describe("index.html's start-up language", () => {
  it.each(cases)('cookie %j, browser %j: same language and direction as the app', (cookie, languages) => {
    const language = readLocaleCookie(cookie) ?? preferredLanguage(languages);
    expect(inlineChoice(cookie, languages)).toEqual({ lang: language, dir: directionOf(language) });
  });
});

describe("index.html's record of the tutorial (tutorial-seen.ts)", () => {
  it('marks <html> when the tutorial key is stored, or when the storage cannot be read, and not on a first visit', () => {
    expect(runInline('', ['en'], {}).attributes.has(tutorialSeenAttribute)).toBe(false);
    expect(runInline('', ['en'], { [TUTORIAL_STORAGE_KEY]: '1' }).attributes.has(tutorialSeenAttribute)).toBe(true);
    expect(runInline('', ['en']).attributes.has(tutorialSeenAttribute)).toBe(true);
  });
});
