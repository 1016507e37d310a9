import { useEffect } from 'react';
import { Navigate } from 'react-router';
import type { Language } from '@hadaf/domain';
import { useLanguageChoice } from '../hooks/useLanguageChoice.ts';

/** /en and /ar choose the language (a fan's is saved), then go to /. */
export default function LocaleRedirect({ language }: { language: Language }) {
  const choose = useLanguageChoice();
  useEffect(() => choose(language), [language, choose]);
  return <Navigate to="/" replace />;
}
