import type { i18n, ResourceLanguage } from 'i18next';
import type { Language } from '@hadaf/domain';
import { createI18nFrom, loadUiStrings } from '@hadaf/ui';

export const webNamespace = 'web';

async function loadWebStrings(language: Language) {
  const strings = language === 'ar' ? await import('../i18n/ar.json') : await import('../i18n/en.json');
  return strings.default;
}

/** One language's strings (ui and web namespaces), each language its own chunk: the first load carries only one. */
export async function loadStrings(language: Language): Promise<ResourceLanguage> {
  const [ui, web] = await Promise.all([loadUiStrings(language), loadWebStrings(language)]);
  return { ...ui, [webNamespace]: web };
}

export function createWebI18n(language: Language, strings: ResourceLanguage): i18n {
  return createI18nFrom(language, { [language]: strings });
}

/** Loads a language's strings into the instance the first time the user switches to it. */
export async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, webNamespace)) return;
  const strings = await loadStrings(language);
  for (const [namespace, resources] of Object.entries(strings)) instance.addResourceBundle(language, namespace, resources, true, true);
}
