import { directionOf, isLanguage, preferredLanguage, type Language } from '@hadaf/domain';

const cookieName = 'locale';
const oneYear = 60 * 60 * 24 * 365;

export function readLocaleCookie(cookie = document.cookie): Language | undefined {
  const value = cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  return isLanguage(value) ? value : undefined;
}

export function writeLocaleCookie(language: Language) {
  document.cookie = `${cookieName}=${language}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
}

/** The saved language, else the browser's preference (Arabic when the browser prefers it). */
export function initialLanguage(): Language {
  return readLocaleCookie() ?? preferredLanguage(navigator.languages ?? [navigator.language]);
}

export function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
