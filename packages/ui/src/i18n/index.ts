import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hadaf/domain';
import ar from './locales/ar/index.ts';
import en from './locales/en/index.ts';

export const uiNamespace = 'ui';

/** The ui package's own strings in both languages, merged into the "ui" namespace; apps add their own namespaces. */
export const uiResources = {
  en: { [uiNamespace]: en },
  ar: { [uiNamespace]: ar },
} satisfies Resource;

/** One language's ui strings, as their own chunk: an app that loads only the active language ships half the text. */
export async function loadUiStrings(language: Language): Promise<ResourceLanguage> {
  const strings = language === 'ar' ? await import('./locales/ar/index.ts') : await import('./locales/en/index.ts');
  return { [uiNamespace]: strings.default };
}

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
