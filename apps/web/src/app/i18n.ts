import type { Language } from '@hadaf/domain';
import { createHadafI18nFrom, type HadafI18n } from '@hadaf/ui';
import { loadStrings, webNamespace, type LanguageStrings } from './strings.ts';

/** The app's strings instance: ui's own (createHadafI18nFrom), not i18next, which weighed 15 KB gzip of the first load. */
export function createWebI18n(language: Language, strings: LanguageStrings): HadafI18n {
  return createHadafI18nFrom(language, { [language]: strings });
}

/** Loads a language's strings into the instance the first time the user switches to it. */
export async function ensureLanguage(instance: HadafI18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, webNamespace)) return;
  const strings = await loadStrings(language);
  for (const [namespace, resources] of Object.entries(strings)) instance.addResourceBundle(language, namespace, resources, true, true);
}
