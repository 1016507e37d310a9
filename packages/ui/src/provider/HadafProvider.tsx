import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { directionOf, intlLocale, type Language } from '@hadaf/domain';

export interface HadafProviderProps {
  language: Language;
  /**
   * The app's i18next instance holding the ui namespace: `createI18n(language)` for both languages at once, or
   * `createI18nFrom(language, { [language]: await loadUiStrings(language) })` to load only the active one.
   */
  i18n: i18n;
  /** Brand theme name; tokens under [data-brand] re-skin every component. */
  brand?: string;
  children: ReactNode;
}

/** Language, direction, Intl locale and brand for everything below it. */
export function HadafProvider({ language, i18n: instance, brand, children }: HadafProviderProps) {
  if (instance.language !== language) void instance.changeLanguage(language);
  return (
    <I18nextProvider i18n={instance}>
      <I18nProvider locale={intlLocale(language)}>
        <div dir={directionOf(language)} lang={language} data-brand={brand} className="contents">
          {children}
        </div>
      </I18nProvider>
    </I18nextProvider>
  );
}
