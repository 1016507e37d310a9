import { useCallback } from 'react';
import type { Language } from '@hadaf/domain';
import { useLanguage } from '../app/LanguageContext.tsx';
import { useSession } from '../app/session.tsx';
import { useUserSettings } from './useUserSettings.ts';

/**
 * The one way a language a person picks is applied (header switch, /en and /ar): a fan's choice is shown at once and
 * saved to the profile, so their other sessions follow on their next load; a visitor's is kept on this device and
 * saved when they sign in (docs/decisions/newcomer-languages.md).
 */
export function useLanguageChoice(): (language: Language) => void {
  const { loggedIn } = useSession();
  const { setLanguage } = useLanguage();
  const { change } = useUserSettings();
  return useCallback((next: Language) => (loggedIn ? change({ key: 'language', value: next }) : setLanguage(next)), [loggedIn, change, setLanguage]);
}
