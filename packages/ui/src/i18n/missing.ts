import { areasOfKey, uiAreaMarker } from './area-sections.ts';
import type { StringsHost } from './host.ts';
import { uiNamespace } from './strings.ts';

// How an instance treats a ui key it does not hold (the same for i18next's instances and createHadafI18n's): if its
// language's strings or the key's lazy area are not there yet, it asks for them and reads blank meanwhile; else the
// key is a typo and reads as itself.

/** What each instance is loading ("ar" for a language's first-load strings, "ar:fantasy" for an area), once each. */
const inFlight = new WeakMap<StringsHost, Map<string, Promise<unknown>>>();

function loading(instance: StringsHost) {
  const ids = inFlight.get(instance) ?? new Map<string, Promise<unknown>>();
  inFlight.set(instance, ids);
  return ids;
}

/** Whether a missing key's strings are on their way: its language or its area is not held yet (else it is a typo). */
export function awaitsStrings(instance: StringsHost, key: string): boolean {
  const language = instance.language;
  if (!instance.hasResourceBundle(language, uiNamespace)) return true;
  return areasOfKey(key).some((area) => !instance.hasResourceBundle(language, uiAreaMarker(area)));
}

/** Asks the lazy loader for what a missing key needs (the loader itself is a chunk of its own). */
export function loadMissing(instance: StringsHost, key: string) {
  const ids = loading(instance);
  const once = (id: string, load: () => Promise<unknown>) => {
    // A failed chunk (offline) leaves the keys missing; the next render that misses them asks again.
    if (!ids.has(id)) ids.set(id, load().catch(() => undefined).finally(() => ids.delete(id)));
  };
  once(`missing:${key}`, async () => (await import('./lazy-strings.ts')).loadFor(instance, key, once));
}

/** i18next's missingKeyHandler and parseMissingKeyHandler for the ui namespace of an instance. */
export function missingHandlers(instance: StringsHost) {
  return {
    missingKeyHandler: (_languages: readonly string[], namespace: string, key: string) => {
      if (namespace === uiNamespace && awaitsStrings(instance, key)) loadMissing(instance, key);
    },
    // Blank while strings are on their way; a key nothing loads (a typo) shows as itself.
    parseMissingKeyHandler: (key: string) => (awaitsStrings(instance, key) ? '' : key),
  };
}
