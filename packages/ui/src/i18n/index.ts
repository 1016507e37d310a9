import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hadaf/domain';
import arAuth from './locales/ar/auth.json';
import arMatches from './locales/ar/matches.json';
import arProfile from './locales/ar/profile.json';
import arCommon from './locales/ar/common.json';
import arDisplay from './locales/ar/display.json';
import arFields from './locales/ar/fields.json';
import arOverlays from './locales/ar/overlays.json';
import enAuth from './locales/en/auth.json';
import enMatches from './locales/en/matches.json';
import enProfile from './locales/en/profile.json';
import enCommon from './locales/en/common.json';
import enDisplay from './locales/en/display.json';
import enFields from './locales/en/fields.json';
import enOverlays from './locales/en/overlays.json';

export const uiNamespace = 'ui';

/** The ui package's own strings (one file per area, merged into the "ui" namespace; each area keeps its keys under its own top-level key); apps add their own namespaces. */
export const uiResources = {
  en: { [uiNamespace]: { ...enCommon, ...enFields, ...enDisplay, ...enOverlays, ...enMatches, ...enAuth, ...enProfile } },
  ar: { [uiNamespace]: { ...arCommon, ...arFields, ...arDisplay, ...arOverlays, ...arMatches, ...arAuth, ...arProfile } },
} satisfies Resource;

/** Builds an i18next instance holding the ui strings plus any app namespaces. */
export function createI18n(language: Language, extra: Resource = {}): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = {
    en: { ...uiResources.en, ...extra.en },
    ar: { ...uiResources.ar, ...extra.ar },
  };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    defaultNS: uiNamespace,
    ns: Object.keys(resources.en ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
