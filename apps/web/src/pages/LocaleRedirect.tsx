import { useEffect } from 'react';
import { Navigate } from 'react-router';
import type { Language } from '@hadaf/domain';
import { useLanguage } from '../app/LanguageContext.tsx';

/** /en and /ar set the locale, then go to /. */
export default function LocaleRedirect({ language }: { language: Language }) {
  const { setLanguage } = useLanguage();
  useEffect(() => setLanguage(language), [language, setLanguage]);
  return <Navigate to="/" replace />;
}
