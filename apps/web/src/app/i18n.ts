import type { Language } from '@hadaf/domain';
import { createI18n } from '@hadaf/ui';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

export const webNamespace = 'web';

export function createWebI18n(language: Language) {
  return createI18n(language, { en: { [webNamespace]: en }, ar: { [webNamespace]: ar } });
}
