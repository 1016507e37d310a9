import type { i18n, Resource, ResourceLanguage } from 'i18next';
import type { Language } from '@hadaf/domain';
import ar from './locales/ar/index.ts';
import arAuth from './locales/ar/auth.json' with { type: 'json' };
import arCoins from './locales/ar/coins.json' with { type: 'json' };
import arCompetition from './locales/ar/competition.json' with { type: 'json' };
import arCreateCompetition from './locales/ar/create-competition.json' with { type: 'json' };
import arFantasyPlayers from './locales/ar/fantasy-players.json' with { type: 'json' };
import arFantasySquad from './locales/ar/fantasy-squad.json' with { type: 'json' };
import arGroups from './locales/ar/groups.json' with { type: 'json' };
import arLobby from './locales/ar/lobby.json' with { type: 'json' };
import arPrizes from './locales/ar/prizes.json' with { type: 'json' };
import arProfile from './locales/ar/profile.json' with { type: 'json' };
import arStore from './locales/ar/store.json' with { type: 'json' };
import arWelcome from './locales/ar/welcome.json' with { type: 'json' };
import en from './locales/en/index.ts';
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enCoins from './locales/en/coins.json' with { type: 'json' };
import enCompetition from './locales/en/competition.json' with { type: 'json' };
import enCreateCompetition from './locales/en/create-competition.json' with { type: 'json' };
import enFantasyPlayers from './locales/en/fantasy-players.json' with { type: 'json' };
import enFantasySquad from './locales/en/fantasy-squad.json' with { type: 'json' };
import enGroups from './locales/en/groups.json' with { type: 'json' };
import enLobby from './locales/en/lobby.json' with { type: 'json' };
import enPrizes from './locales/en/prizes.json' with { type: 'json' };
import enProfile from './locales/en/profile.json' with { type: 'json' };
import enStore from './locales/en/store.json' with { type: 'json' };
import enWelcome from './locales/en/welcome.json' with { type: 'json' };
import { lazyUiAreas, uiAreaMarker } from './area-sections.ts';
import { createI18nFrom, uiNamespace } from './index.ts';

// `@hadaf/ui/i18n/all`: every ui string of both languages in one synchronous module, for tests, Storybook and
// server rendering. An app's pages use createHadafI18n (the root entry), which loads one language and areas on demand.

const areaMarkers = Object.fromEntries(lazyUiAreas.map((area) => [uiAreaMarker(area), {}]));

/** The ui package's strings in both languages (the lazy areas included), merged into the "ui" namespace. */
export const uiResources: Record<Language, ResourceLanguage> = {
  en: { [uiNamespace]: { ...en, ...enCompetition, ...enFantasySquad, ...enFantasyPlayers, ...enGroups, ...enCreateCompetition, ...enCoins, ...enStore, ...enPrizes, ...enWelcome, ...enAuth, ...enProfile, lobby: { ...enLobby.lobby, ...enCreateCompetition.lobby } }, ...areaMarkers },
  ar: { [uiNamespace]: { ...ar, ...arCompetition, ...arFantasySquad, ...arFantasyPlayers, ...arGroups, ...arCreateCompetition, ...arCoins, ...arStore, ...arPrizes, ...arWelcome, ...arAuth, ...arProfile, lobby: { ...arLobby.lobby, ...arCreateCompetition.lobby } }, ...areaMarkers },
};

/** An i18next instance holding every ui string of both languages plus any app namespaces. */
export function createI18n(language: Language, extra: Resource = {}): i18n {
  return createI18nFrom(language, {
    en: { ...uiResources.en, ...extra.en },
    ar: { ...uiResources.ar, ...extra.ar },
  });
}
