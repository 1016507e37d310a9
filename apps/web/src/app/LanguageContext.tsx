import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@hadaf/domain';
import { QueryLanguageProvider } from '@hadaf/api-client';
import { HadafProvider, type HadafI18n } from '@hadaf/ui';
import { ensureLanguage } from './i18n.ts';
import { applyDocumentLanguage, writeLocaleCookie } from './locale.ts';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * The active language: kept in the locale cookie, mirrored on <html lang dir>, shared with the strings instance, react-aria and the
 * api client's cache (QueryLanguageProvider).
 * A language switch waits for that language's strings (their own chunk) so no untranslated frame is shown.
 */
export function LanguageProvider({ initial, i18n, children }: { initial: Language; i18n: HadafI18n; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => {
    // No document when the page is prerendered at build time (its <html lang dir> is written by the prerender).
    if (typeof document !== 'undefined') applyDocumentLanguage(initial);
    return initial;
  });
  const setLanguage = useCallback(
    (next: Language) => {
      writeLocaleCookie(next);
      void ensureLanguage(i18n, next).then(() => {
        applyDocumentLanguage(next);
        setLanguageState(next);
      });
    },
    [i18n],
  );
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <HadafProvider language={language} i18n={i18n}>
        {/* Every cached answer is asked and kept in the language shown; a switch refreshes that language's answers. */}
        <QueryLanguageProvider language={language}>{children}</QueryLanguageProvider>
      </HadafProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}
