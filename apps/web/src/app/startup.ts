import { initialLanguage } from './locale.ts';
import { preloadPage } from './pages.ts';
import { prerenderedLanguage } from './prerendered.ts';
import { loadStrings, type LanguageStrings } from './strings.ts';
import { createTokens } from './tokens.ts';
import { warmIntl } from './warm-intl.ts';
import { loadUiAreas, uiAreasOf, type UiAreaStrings } from './ui-areas.ts';

/**
 * What the first screen needs besides the app's code, started as this module runs (boot.ts imports it in parallel
 * with the app's code): the active language's strings, the landing page's chunk and its lazy strings areas. This
 * module stays small on purpose (no framework imports): it runs before the app's code has arrived.
 */
export const firstScreen = {
  // A prerendered page hydrates in the language it was rendered in (the server chose it by the same rule).
  language: prerenderedLanguage() ?? initialLanguage(),
  strings: null as Promise<LanguageStrings> | null,
  areas: null as Promise<UiAreaStrings> | null,
};

const loadFirstAreas = () => loadUiAreas(uiAreasOf(window.location.pathname), firstScreen.language);

function startFirstScreen() {
  preloadPage(window.location.pathname, createTokens().isLoggedIn());
  firstScreen.strings ??= loadStrings(firstScreen.language);
  firstScreen.areas ??= loadFirstAreas();
  setTimeout(() => warmIntl(firstScreen.language));
  void import('./tutorial-preload.ts');
}

startFirstScreen();

/** The first screen's strings and its page's lazy areas (started as this module ran). */
export function firstScreenStrings(): Promise<[LanguageStrings, UiAreaStrings]> {
  return Promise.all([(firstScreen.strings ??= loadStrings(firstScreen.language)), (firstScreen.areas ??= loadFirstAreas())]);
}
