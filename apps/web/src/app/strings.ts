import type { Language } from '@hadaf/domain';
import { loadUiStrings } from '@hadaf/ui/strings';

export const webNamespace = 'web';

/** One language's strings by namespace. */
export type LanguageStrings = Record<string, Record<string, unknown>>;

async function loadWebStrings(language: Language) {
  const strings = language === 'ar' ? await import('../i18n/ar.json') : await import('../i18n/en.json');
  return strings.default;
}

/** One language's strings (ui and web namespaces), each language its own chunk: the first load carries only one. */
export async function loadStrings(language: Language): Promise<LanguageStrings> {
  const [ui, web] = await Promise.all([loadUiStrings(language), loadWebStrings(language)]);
  return { ...ui, [webNamespace]: web };
}
