import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@hadaf/domain';
import { HadafProvider } from '@hadaf/ui';
import { createWebI18n } from './i18n.ts';
import { applyDocumentLanguage, initialLanguage, writeLocaleCookie } from './locale.ts';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The active language: kept in the locale cookie, mirrored on <html lang dir>, shared with i18next and react-aria. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => {
    const language = initialLanguage();
    applyDocumentLanguage(language);
    return language;
  });
  const i18n = useMemo(() => createWebI18n(language), [language]);
  const setLanguage = useCallback((next: Language) => {
    writeLocaleCookie(next);
    applyDocumentLanguage(next);
    setLanguageState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <HadafProvider language={language} i18n={i18n}>
        {children}
      </HadafProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}
