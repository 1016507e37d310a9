import type { Language } from '@hadaf/domain';

// Its own module (and entry, `@hadaf/ui/strings/areas`): an app's first load needs the active language's strings
// (strings.ts), not this table of every area's chunks, which only pages needing an area bring in.

type Strings = Record<string, unknown>;
type Chunk = () => Promise<{ default: Strings }>;

/** Each area's chunks per language (literal import paths, so the bundler makes one chunk of each file). */
const areaChunks = {
  competition: { en: [() => import('./locales/en/competition.json')], ar: [() => import('./locales/ar/competition.json')] },
  fantasy: {
    en: [() => import('./locales/en/fantasy-squad.json'), () => import('./locales/en/fantasy-players.json')],
    ar: [() => import('./locales/ar/fantasy-squad.json'), () => import('./locales/ar/fantasy-players.json')],
  },
  groups: { en: [() => import('./locales/en/groups.json')], ar: [() => import('./locales/ar/groups.json')] },
  'create-competition': { en: [() => import('./locales/en/create-competition.json')], ar: [() => import('./locales/ar/create-competition.json')] },
  coins: { en: [() => import('./locales/en/coins.json')], ar: [() => import('./locales/ar/coins.json')] },
  store: { en: [() => import('./locales/en/store.json')], ar: [() => import('./locales/ar/store.json')] },
  prizes: { en: [() => import('./locales/en/prizes.json')], ar: [() => import('./locales/ar/prizes.json')] },
  // The visitor pages (landing, onboarding, competition types, about, download), the tutorial and the creators.
  welcome: { en: [() => import('./locales/en/welcome.json')], ar: [() => import('./locales/ar/welcome.json')] },
} satisfies Record<string, Record<Language, Chunk[]>>;

/**
 * Areas whose strings are not in the first load: an app adds them when a page that needs them opens
 * (`addResourceBundle(language, uiNamespace, strings, true, true)`). The competition page's rules text alone is
 * larger than the first screen's remaining size budget.
 */
export type LazyUiArea = keyof typeof areaChunks;

export async function loadUiArea(area: LazyUiArea, language: Language): Promise<Strings> {
  const parts = await Promise.all(areaChunks[area][language].map((chunk: Chunk) => chunk()));
  return Object.assign({}, ...parts.map((part) => part.default));
}
