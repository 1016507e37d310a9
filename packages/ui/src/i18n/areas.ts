import type { Language } from '@hadaf/domain';

// Its own module (and entry, `@hadaf/ui/strings/areas`): an app's first load needs the active language's strings
// (strings.ts), not this table of every area's chunks, which only pages needing an area bring in.

/**
 * Areas whose strings are not in the first load: an app adds them when a page that needs them opens
 * (`addResourceBundle(language, uiNamespace, strings, true, true)`). The competition page's rules text alone is
 * larger than the first screen's remaining size budget.
 */
export type LazyUiArea = 'competition' | 'fantasy' | 'groups' | 'create-competition' | 'coins' | 'store' | 'prizes' | 'welcome';

export async function loadUiArea(area: LazyUiArea, language: Language): Promise<Record<string, unknown>> {
  if (area === 'fantasy') {
    const [squad, players] =
      language === 'ar'
        ? await Promise.all([import('./locales/ar/fantasy-squad.json'), import('./locales/ar/fantasy-players.json')])
        : await Promise.all([import('./locales/en/fantasy-squad.json'), import('./locales/en/fantasy-players.json')]);
    return { ...squad.default, ...players.default };
  }
  if (area === 'create-competition') {
    const created = language === 'ar' ? await import('./locales/ar/create-competition.json') : await import('./locales/en/create-competition.json');
    return created.default;
  }
  if (area === 'coins') {
    const coins = language === 'ar' ? await import('./locales/ar/coins.json') : await import('./locales/en/coins.json');
    return coins.default;
  }
  if (area === 'prizes') {
    const prizes = language === 'ar' ? await import('./locales/ar/prizes.json') : await import('./locales/en/prizes.json');
    return prizes.default;
  }
  if (area === 'welcome') {
    // The visitor pages (landing, onboarding, competition types, about, download), the tutorial and the creators.
    const welcome = language === 'ar' ? await import('./locales/ar/welcome.json') : await import('./locales/en/welcome.json');
    return welcome.default;
  }
  if (area === 'store') {
    const store = language === 'ar' ? await import('./locales/ar/store.json') : await import('./locales/en/store.json');
    return store.default;
  }
  if (area === 'groups') {
    const groups = language === 'ar' ? await import('./locales/ar/groups.json') : await import('./locales/en/groups.json');
    return groups.default;
  }
  const strings = language === 'ar' ? await import('./locales/ar/competition.json') : await import('./locales/en/competition.json');
  return strings.default;
}
