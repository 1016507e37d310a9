import type { StringsHost } from './host.ts';
import type { Language } from '@hadaf/domain';
import { areasOfKey, uiAreaMarker } from './area-sections.ts';
import { loadUiStrings, uiNamespace } from './strings.ts';

// Loaded the first time an instance misses a ui key (a language or an area it does not hold yet): the table of areas
// and this loader stay out of an app's first load.

/** Loads what a missing key needs: the language's first-load strings, or the lazy areas that may hold the key. */
export function loadFor(instance: StringsHost, key: string, loadOnce: (id: string, load: () => Promise<void>) => void) {
  const language = instance.language as Language;
  if (!instance.hasResourceBundle(language, uiNamespace)) {
    loadOnce(language, async () => {
      instance.addResourceBundle(language, uiNamespace, (await loadUiStrings(language))[uiNamespace] as Record<string, unknown>, true, true);
    });
    return;
  }
  for (const area of areasOfKey(key)) {
    if (instance.hasResourceBundle(language, uiAreaMarker(area))) continue;
    loadOnce(`${language}:${area}`, async () => (await import('./areas.ts')).ensureUiAreas(instance, language, [area]));
  }
}
