import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { directionOf, preferredLanguage } from '@hadaf/domain';
import { readLocaleCookie } from './locale.ts';

// index.html picks the language before any module runs (so the loader and the direction are right from the
// first frame); it must pick what the app picks (locale.ts: the cookie, else the domain's preferredLanguage).
const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;

function inlineChoice(cookie: string, languages: string[]) {
  const documentElement = { lang: '', dir: '' };
  runInNewContext(inlineScript, { document: { cookie, documentElement }, navigator: { languages, language: languages[0] } });
  return documentElement;
}

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
