import { describe, expect, it } from 'vitest';
import { fantasyEventGroups } from '../rules/fantasy-points.ts';
import { positions } from '../rules/fantasy-types.ts';
import { validationKeys } from '../validators/keys.ts';
import ar from './ar.json';
import en from './en.json';
import { domainNamespace, domainResources } from './index.ts';

type Tree = { [key: string]: string | Tree };

/** Flattens nested JSON to dotted keys, as i18next resolves them. */
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const flat = { en: flatten(en), ar: flatten(ar) };
const baseKeys = (messages: Record<string, string>) => [...new Set(Object.keys(messages).map((key) => key.replace(pluralSuffix, '')))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The message i18next would pick for a key and count, following the language's plural rules. */
function resolve(language: 'en' | 'ar', key: string, count?: number): string | undefined {
  const messages = flat[language];
  if (count === undefined) return messages[key];
  const category = new Intl.PluralRules(language).select(count);
  return messages[`${key}_${category}`];
}

describe('domain translations', () => {
  it('are exposed under the domain namespace', () => {
    expect(domainNamespace).toBe('domain');
    expect(domainResources.en.domain).toBe(en);
    expect(domainResources.ar.domain).toBe(ar);
  });

  it('have the same keys in both languages, plural forms aside', () => {
    expect(baseKeys(flat.ar)).toEqual(baseKeys(flat.en));
  });

  it('give English _one/_other and Arabic all six plural forms for every pluralised key', () => {
    const plural = Object.keys(flat.en).filter((key) => key.endsWith('_other')).map((key) => key.replace(pluralSuffix, ''));
    expect(plural.length).toBeGreaterThan(0);
    for (const key of plural) {
      for (const form of ['one', 'other']) expect(flat.en[`${key}_${form}`], `${key}_${form}`).toBeTruthy();
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(flat.ar[`${key}_${form}`], `${key}_${form}`).toBeTruthy();
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of baseKeys(flat.en)) {
      const en = placeholders(resolve('en', key) ?? resolve('en', key, 5) ?? '');
      const ar = placeholders(resolve('ar', key) ?? resolve('ar', key, 5) ?? '');
      expect(ar, key).toEqual(en);
    }
  });

  it('translate every validation key, counts included', () => {
    for (const key of validationKeys) {
      for (const language of ['en', 'ar'] as const) {
        expect(resolve(language, key) ?? resolve(language, key, 8), `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it('keep the spec’s English wording', () => {
    expect(resolve('en', 'validation.scans.bothRequired')).toBe('Both front and back scans are required.');
    expect(resolve('en', 'validation.sameAs')).toBe('must be the same as the other field');
  });

  it('pick the right Arabic plural for the minimum lengths used', () => {
    expect(resolve('ar', 'validation.password.tooShort', 8)).toBe('يجب ألا تقل كلمة المرور عن {{count}} أحرف.');
    expect(resolve('ar', 'validation.groupName.tooShort', 2)).toBe('يجب ألا يقل اسم المجموعة عن حرفين.');
    expect(resolve('en', 'validation.groupName.tooShort', 2)).toBe('The group name must be at least {{count}} characters long.');
  });

  it('label every position and fantasy event group', () => {
    for (const language of ['en', 'ar'] as const) {
      for (const position of positions) expect(resolve(language, `fantasy.position.${position}`)).toBeTruthy();
      for (const group of fantasyEventGroups) expect(resolve(language, `fantasy.eventGroup.${group}`)).toBeTruthy();
    }
  });
});
