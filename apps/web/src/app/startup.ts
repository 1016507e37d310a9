import { initialLanguage } from './locale.ts';
import { preloadPage } from './pages.ts';
import { prerenderedLanguage } from './prerendered.ts';
import { loadStrings } from './strings.ts';
import { createTokens } from './tokens.ts';
import { warmIntl } from './warm-intl.ts';
import { loadUiAreas, uiAreasOf } from './ui-areas.ts';

/**
 * What the first screen needs besides the app's code, started as this module runs (boot.ts imports it in parallel
 * with the app's code): the active language's strings, the landing page's chunk and its lazy strings areas. This
 * module stays small on purpose (no framework imports): it runs before the app's code has arrived.
 */
export const firstScreen = {
  // A prerendered page hydrates in the language it was rendered in (the server chose it by the same rule).
  language: prerenderedLanguage() ?? initialLanguage(),
};

preloadPage(window.location.pathname, createTokens().isLoggedIn());
const strings = loadStrings(firstScreen.language);
const areas = loadUiAreas(uiAreasOf(window.location.pathname), firstScreen.language);
setTimeout(() => warmIntl(firstScreen.language));
void import('./tutorial-preload.ts');

/** The first screen's strings and its page's lazy areas, asked for as this module ran. */
export const firstScreenStrings = () => Promise.all([strings, areas]);
