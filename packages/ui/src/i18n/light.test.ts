import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { uiResources } from './all.ts';
import { LightI18n, type TOptions } from './light.ts';

// createHadafI18n's instance (light.ts) against i18next, configured as createI18nFrom configures it: every ui string
// of both languages, with and without counts and values, reads the same.

/** A namespace's strings as a plain tree. */
const tree = (strings: unknown): Record<string, unknown> => Object.fromEntries(Object.entries(strings ?? {}));

const resources: Record<'en' | 'ar', Record<string, Record<string, unknown>>> = {
  en: { ui: tree(uiResources.en.ui), app: { title: 'Goal Rush', hello: 'Hi {{name}}' } },
  ar: { ui: tree(uiResources.ar.ui) },
};

function both(language: 'en' | 'ar') {
  const missing: string[][] = [];
  const handlers = {
    missingKeyHandler: (languages: readonly string[], namespace: string, key: string) => void missing.push([...languages, namespace, key]),
    parseMissingKeyHandler: (key: string) => `missing(${key})`,
  };
  const real = i18next.createInstance();
  void real.init({ lng: language, fallbackLng: false, resources, defaultNS: 'ui', ns: Object.keys(resources[language]), interpolation: { escapeValue: false }, initAsync: false, saveMissing: true, ...handlers });
  const light = new LightI18n({ lng: language, resources, defaultNS: 'ui', ...handlers });
  return { real, light, missing };
}

/** Every key of a tree, plural forms folded into their key ("count_one" → "count"). */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

/** A value for every placeholder a text names, so each is interpolated. */
function valuesFor(text: string): TOptions {
  return Object.fromEntries([...text.matchAll(/\{\{-?\s*([\w.]+)/g)].map(([, name]) => [name, name === 'count' ? 3 : `<${name}>`]));
}

describe('LightI18n reads like i18next', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`every ui string in ${language}, with counts 0, 1, 2, 3, 11, 100 and 2.5 and every placeholder filled`, () => {
      const { real, light } = both(language);
      const keys = [...new Set(keysOf(resources[language].ui ?? {}))];
      expect(keys.length).toBeGreaterThan(500);
      for (const key of keys) {
        for (const options of [{}, ...[0, 1, 2, 3, 11, 100, 2.5].map((count) => ({ count, n: String(count) }))]) {
          const withValues = { ...valuesFor(String(real.t(key, { ...options, defaultValue: '' } as never) ?? '')), ...options };
          expect({ key, options: withValues, text: light.t(key, withValues) }).toEqual({ key, options: withValues, text: real.t(key, withValues as never) });
        }
      }
    });
  }

  it('namespaces, a language of their own, a missing value, a missing key, exists and an added bundle', () => {
    const { real, light, missing } = both('en');
    const cases: [string, TOptions][] = [
      ['app:title', {}],
      ['app:hello', { name: 'Sara' }],
      ['app:hello', {}],
      ['app:hello', { name: undefined }],
      ['hello', { ns: 'app', name: 'Omar' }],
      ['common.cancel', { lng: 'ar' }],
      ['nothing.here', {}],
      ['nothing.here', { defaultValue: 'Fallback {{x}}', x: 1 }],
      ['common', {}],
    ];
    const lightTexts = cases.map(([key, options]) => ({ key, text: light.t(key, options) }));
    const lightMissing = missing.splice(0);
    expect(lightTexts).toEqual(cases.map(([key, options]) => ({ key, text: real.t(key, options as never) })));
    // The same missing keys reported, in the same languages and namespaces.
    expect(lightMissing).toEqual(missing);
    for (const key of ['app:title', 'common.cancel', 'common.nothing', 'domain:x']) expect({ key, exists: light.exists(key) }).toEqual({ key, exists: real.exists(key) });
    for (const instance of [real, light]) instance.addResourceBundle('en', 'app', { extra: { one: 'One' } }, true, true);
    expect(light.t('app:extra.one')).toBe(real.t('app:extra.one'));
    expect(light.t('app:title')).toBe('Goal Rush');
  });
});
