import i18next, { type i18n, type InitOptions, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hadaf/domain';
import { areasOfKey, uiAreaMarker, type LazyUiArea } from './area-sections.ts';
import { loadUiStrings, uiNamespace } from './strings.ts';

export { loadUiStrings, uiNamespace } from './strings.ts';
export type { LazyUiArea } from './area-sections.ts';

/** What each instance is loading ("ar" for a language's first-load strings, "ar:fantasy" for an area), once each. */
const inFlight = new WeakMap<i18n, Map<string, Promise<unknown>>>();

function loading(instance: i18n) {
  const ids = inFlight.get(instance) ?? new Map<string, Promise<unknown>>();
  inFlight.set(instance, ids);
  return ids;
}

/** Whether a missing key's strings are on their way: its language or its area is not held yet (else it is a typo). */
function awaitsStrings(instance: i18n, key: string): boolean {
  const language = instance.language;
  if (!instance.hasResourceBundle(language, uiNamespace)) return true;
  return areasOfKey(key).some((area) => !instance.hasResourceBundle(language, uiAreaMarker(area)));
}

/** Asks the lazy loader for what a missing key needs (the loader itself is a chunk of its own). */
function loadMissing(instance: i18n, key: string) {
  const ids = loading(instance);
  const once = (id: string, load: () => Promise<unknown>) => {
    // A failed chunk (offline) leaves the keys missing; the next render that misses them asks again.
    if (!ids.has(id)) ids.set(id, load().catch(() => undefined).finally(() => ids.delete(id)));
  };
  once(`missing:${key}`, async () => (await import('./lazy-strings.ts')).loadFor(instance, key, once));
}

/**
 * An i18next instance over the given resources (any languages; the ui strings of the others and the lazy areas
 * arrive on demand): a component showing a key the instance does not hold yet loads the chunk that holds it and
 * renders again when it is there (blank meanwhile, never the key).
 */
export function createI18nFrom(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  const options: InitOptions = {
    lng: language,
    fallbackLng: false,
    resources,
    defaultNS: uiNamespace,
    ns: Object.keys(resources[language] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    // Components re-render when a bundle arrives (react-i18next listens to the store).
    react: { bindI18nStore: 'added' },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      if (namespace === uiNamespace && awaitsStrings(instance, key)) loadMissing(instance, key);
    },
    // Blank while strings are on their way; a key nothing loads (a typo) shows as itself.
    parseMissingKeyHandler: (key) => (awaitsStrings(instance, key) ? '' : key),
  };
  void instance.use(initReactI18next).init(options);
  return instance;
}

export interface HadafI18nOptions {
  /** Lazy areas the first screen shows (see LazyUiArea): loaded before the instance is returned, so nothing blinks. */
  areas?: readonly LazyUiArea[];
  /** The app's own namespaces in this language, e.g. `{ app: { title: 'Goal Rush' } }`. */
  resources?: ResourceLanguage;
}

/**
 * The default way in: an i18next instance holding the ui strings of one language only (the other language's and
 * each area's arrive when first shown), for `<HadafProvider i18n={…}>`.
 */
export async function createHadafI18n(language: Language, { areas = [], resources = {} }: HadafI18nOptions = {}): Promise<i18n> {
  const instance = createI18nFrom(language, { [language]: { ...(await loadUiStrings(language)), ...resources } });
  if (areas.length > 0) await (await import('./areas.ts')).ensureUiAreas(instance, language, areas);
  return instance;
}
