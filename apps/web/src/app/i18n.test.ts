import { describe, expect, it } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { createWebI18n, ensureLanguage } from './i18n.ts';
import { loadStrings, webNamespace } from './strings.ts';

// The app reads its strings through the ui's own instance (not i18next): every web string of both languages reads as
// written with its placeholders filled, the ui strings are there too, and a switch adds the other language.

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('the web strings instance', () => {
  for (const [language, strings] of [['en', en], ['ar', ar]] as const) {
    it(`reads every web string in ${language}, placeholders filled`, async () => {
      const i18n = createWebI18n(language, await loadStrings(language));
      const values = { home: 'Ahly', away: 'Zamalek', homeGoals: 2, awayGoals: 1 };
      const all = leaves(strings);
      expect(all.length).toBeGreaterThan(50);
      for (const [key, text] of all) {
        const expected = text.replace(/\{\{(\w+)\}\}/g, (_, name: keyof typeof values) => String(values[name]));
        expect({ key, text: i18n.t(key, { ns: webNamespace, ...values }) }).toEqual({ key, text: expected });
      }
    });
  }

  it('reads the ui strings, a web key by its namespace, and a typo as itself', async () => {
    const i18n = createWebI18n('en', await loadStrings('en'));
    expect(i18n.t('web:matches.savedMatch', { home: 'A', away: 'B' })).toBe('A v B');
    expect(i18n.t('common.cancel')).toBe('Cancel');
    expect(i18n.t('matches.nothing', { ns: webNamespace })).toBe('matches.nothing');
  });

  it('a language switch adds that language, and the instance then reads it', async () => {
    const i18n = createWebI18n('en', await loadStrings('en'));
    expect(i18n.hasResourceBundle('ar', webNamespace)).toBe(false);
    await ensureLanguage(i18n, 'ar');
    await i18n.changeLanguage('ar');
    expect(i18n.t('brand', { ns: webNamespace })).toBe(ar.brand);
    expect(i18n.t('matches.savedMatch', { ns: webNamespace, home: 'A', away: 'B' })).toBe('A ضد B');
  });
});
