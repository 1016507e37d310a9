import type { i18n, ResourceLanguage } from 'i18next';
import type { Language } from '@hadaf/domain';
import { createI18nFrom } from '@hadaf/ui';
import { loadStrings, webNamespace } from './strings.ts';

export function createWebI18n(language: Language, strings: ResourceLanguage): i18n {
  return createI18nFrom(language, { [language]: strings });
}

/** Loads a language's strings into the instance the first time the user switches to it. */
export async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, webNamespace)) return;
  const strings = await loadStrings(language);
  for (const [namespace, resources] of Object.entries(strings)) instance.addResourceBundle(language, namespace, resources, true, true);
}
