import type { StringsHost } from './host.ts';
import type { Language } from '@hadaf/domain';
import { uiAreaMarker, type LazyUiArea } from './area-sections.ts';
import { uiNamespace } from './strings.ts';

// Its own module (and entry, `@hadaf/ui/strings/areas`): a first load needs the active language's strings
// (strings.ts), not this table of every area's chunks, which only pages needing an area bring in.

export type { LazyUiArea } from './area-sections.ts';

type Strings = Record<string, unknown>;
type Chunk = () => Promise<{ default: Strings }>;

/** Each area's chunks per language (literal import paths, so the bundler makes one chunk of each file). */
const areaChunks: Record<LazyUiArea, Record<Language, Chunk[]>> = {
  competition: { en: [() => import('./locales/en/competition.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/competition.json', { with: { type: 'json' } })] },
  fantasy: {
    en: [() => import('./locales/en/fantasy-squad.json', { with: { type: 'json' } }), () => import('./locales/en/fantasy-players.json', { with: { type: 'json' } })],
    ar: [() => import('./locales/ar/fantasy-squad.json', { with: { type: 'json' } }), () => import('./locales/ar/fantasy-players.json', { with: { type: 'json' } })],
  },
  groups: { en: [() => import('./locales/en/groups.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/groups.json', { with: { type: 'json' } })] },
  lobby: { en: [() => import('./locales/en/lobby.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/lobby.json', { with: { type: 'json' } })] },
  'create-competition': { en: [() => import('./locales/en/create-competition.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/create-competition.json', { with: { type: 'json' } })] },
  coins: { en: [() => import('./locales/en/coins.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/coins.json', { with: { type: 'json' } })] },
  store: { en: [() => import('./locales/en/store.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/store.json', { with: { type: 'json' } })] },
  prizes: { en: [() => import('./locales/en/prizes.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/prizes.json', { with: { type: 'json' } })] },
  welcome: { en: [() => import('./locales/en/welcome.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/welcome.json', { with: { type: 'json' } })] },
  auth: { en: [() => import('./locales/en/auth.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/auth.json', { with: { type: 'json' } })] },
  profile: { en: [() => import('./locales/en/profile.json', { with: { type: 'json' } })], ar: [() => import('./locales/ar/profile.json', { with: { type: 'json' } })] },
};

/** One area's strings in one language (not yet added to any i18n instance). */
export async function loadUiArea(area: LazyUiArea, language: Language): Promise<Strings> {
  const parts = await Promise.all(areaChunks[area][language].map((chunk) => chunk()));
  return Object.assign({}, ...parts.map((part) => part.default));
}

/** Whether an i18n instance holds an area in a language. */
export function hasUiArea(instance: StringsHost, language: Language, area: LazyUiArea): boolean {
  return instance.hasResourceBundle(language, uiAreaMarker(area));
}

/** Adds an area's loaded strings to an instance (deep-merged into the ui namespace; hasUiArea then says so). */
export function addUiArea(instance: StringsHost, language: Language, area: LazyUiArea, strings: Strings) {
  instance.addResourceBundle(language, uiNamespace, strings, true, true);
  instance.addResourceBundle(language, uiAreaMarker(area), {});
}

/** Loads into an instance the areas it does not hold yet in a language. */
export async function ensureUiAreas(instance: StringsHost, language: Language, areas: readonly LazyUiArea[]): Promise<void> {
  const missing = areas.filter((area) => !hasUiArea(instance, language, area));
  const loaded = await Promise.all(missing.map(async (area) => [area, await loadUiArea(area, language)] as const));
  for (const [area, strings] of loaded) addUiArea(instance, language, area, strings);
}
