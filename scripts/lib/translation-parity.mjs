// Every translation key must exist in English and Arabic. Plural keys compare by their base name, since
// Arabic has six plural forms (zero/one/two/few/many/other) where English has two.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

export function flattenKeys(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Keys present in one language and missing from the other. */
export function compareLocales(en, ar) {
  const base = (keys) => new Set(keys.map((key) => key.replace(pluralSuffix, '')));
  const enKeys = base(flattenKeys(en));
  const arKeys = base(flattenKeys(ar));
  return {
    missingInArabic: [...enKeys].filter((key) => !arKeys.has(key)).sort(),
    missingInEnglish: [...arKeys].filter((key) => !enKeys.has(key)).sort(),
  };
}

/** Arabic plural keys must carry every Arabic plural form, or Intl.PluralRules picks a missing one. */
export function incompleteArabicPlurals(ar) {
  const forms = new Map();
  for (const key of flattenKeys(ar)) {
    const match = key.match(pluralSuffix);
    if (!match) continue;
    const stem = key.replace(pluralSuffix, '');
    forms.set(stem, [...(forms.get(stem) ?? []), match[1]]);
  }
  const needed = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
  return [...forms].filter(([, present]) => needed.some((form) => !present.includes(form))).map(([stem]) => stem);
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', '__screenshots__', 'generated'].includes(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Locale file pairs: .../en.json ↔ .../ar.json, .../en/x.json ↔ .../ar/x.json, x.en.json ↔ x.ar.json. */
export function findLocalePairs(roots) {
  const pairs = [];
  for (const root of roots) {
    for (const file of walk(root)) {
      const arabic = file
        .replace(/([/\\])en\.json$/, '$1ar.json')
        .replace(/([/\\])en([/\\][^/\\]+\.json)$/, '$1ar$2')
        .replace(/\.en\.json$/, '.ar.json');
      if (arabic !== file) pairs.push({ en: file, ar: arabic });
    }
  }
  return pairs;
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
