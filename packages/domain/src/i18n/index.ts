import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The i18next namespace of the domain package's messages (validation keys, fantasy labels). */
export const domainNamespace = 'domain';

/** Ready to merge into an i18next instance: createI18n(language, domainResources). */
export const domainResources = {
  en: { [domainNamespace]: en },
  ar: { [domainNamespace]: ar },
};
