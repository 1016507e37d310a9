import { useTranslation } from '../i18n/react.ts';
import { isLanguage, type Language } from '@hadaf/domain';

/** The active language for formatters, English when i18next holds something else. */
export function useLanguage(): Language {
  const { i18n } = useTranslation('ui');
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
