import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hadaf/domain';
import { missingHandlers } from './missing.ts';
import { uiNamespace } from './strings.ts';

// A module of its own: an app that only calls createHadafI18n (index.ts) never imports i18next.

/**
 * An i18next instance over the given resources (any languages; the ui strings of the others and the lazy areas
 * arrive on demand): a component showing a key the instance does not hold yet loads the chunk that holds it and
 * renders again when it is there (blank meanwhile, never the key).
 */
export function createI18nFrom(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  const { missingKeyHandler, parseMissingKeyHandler } = missingHandlers(instance);
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
    missingKeyHandler,
    parseMissingKeyHandler,
  };
  void instance.use(initReactI18next).init(options);
  return instance;
}
