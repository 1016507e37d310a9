import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hadaf/domain';
import ar from './locales/ar/index.ts';
import arCompetition from './locales/ar/competition.json';
import en from './locales/en/index.ts';
import enCompetition from './locales/en/competition.json';
import arFantasyPlayers from './locales/ar/fantasy-players.json';
import arFantasySquad from './locales/ar/fantasy-squad.json';
import enFantasyPlayers from './locales/en/fantasy-players.json';
import enFantasySquad from './locales/en/fantasy-squad.json';
import arCreateCompetition from './locales/ar/create-competition.json';
import arGroups from './locales/ar/groups.json';
import enCreateCompetition from './locales/en/create-competition.json';
import enGroups from './locales/en/groups.json';
import arCoins from './locales/ar/coins.json';
import arStore from './locales/ar/store.json';
import enCoins from './locales/en/coins.json';
import enStore from './locales/en/store.json';
import arPrizes from './locales/ar/prizes.json';
import enPrizes from './locales/en/prizes.json';
import arWelcome from './locales/ar/welcome.json';
import enWelcome from './locales/en/welcome.json';
import { uiNamespace } from './strings.ts';

export { loadUiStrings, uiNamespace } from './strings.ts';

/** The ui package's own strings in both languages (the lazy areas included), merged into the "ui" namespace; apps add their own namespaces. */
export const uiResources = {
  en: { [uiNamespace]: { ...en, ...enCompetition, ...enFantasySquad, ...enFantasyPlayers, ...enGroups, ...enCreateCompetition, ...enCoins, ...enStore, ...enPrizes, ...enWelcome, lobby: { ...en.lobby, ...enCreateCompetition.lobby } } },
  ar: { [uiNamespace]: { ...ar, ...arCompetition, ...arFantasySquad, ...arFantasyPlayers, ...arGroups, ...arCreateCompetition, ...arCoins, ...arStore, ...arPrizes, ...arWelcome, lobby: { ...ar.lobby, ...arCreateCompetition.lobby } } },
} satisfies Resource;

/** An i18next instance over the given resources (any subset of languages; add more with addResourceBundle). */
export function createI18nFrom(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    defaultNS: uiNamespace,
    ns: Object.keys(resources[language] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Builds an i18next instance holding the ui strings of both languages plus any app namespaces. */
export function createI18n(language: Language, extra: Resource = {}): i18n {
  return createI18nFrom(language, {
    en: { ...uiResources.en, ...extra.en },
    ar: { ...uiResources.ar, ...extra.ar },
  });
}
