import { paths } from '@hadaf/domain';
import { firstLanguage } from './first-language.ts';
import { preloadPage } from './pages.ts';
import { loadStrings } from './strings.ts';
import { createTokens } from './tokens.ts';
import { tutorialSeen } from './tutorial-seen.ts';
import { warmIntl } from './warm-intl.ts';
import { loadUiAreas, uiAreasOf } from './ui-areas.ts';

/*
 * What the first screen needs besides the app's code, started as this module runs (boot.ts imports it in parallel
 * with the app's code): the active language's strings, the landing page's chunk and its lazy strings areas, and a
 * first visit's tutorial on /matches. This module stays small on purpose (no framework imports): it runs before the
 * app's code has arrived.
 */
const { pathname } = window.location;
// A first visit to /matches paints the tutorial's first card: its texts and code come with the page's.
const tutorial = pathname === paths.matches && !tutorialSeen();
preloadPage(pathname, createTokens().isLoggedIn());
const strings = loadStrings(firstLanguage);
const areas = loadUiAreas(uiAreasOf(pathname, tutorial), firstLanguage);
setTimeout(() => warmIntl(firstLanguage));
if (tutorial) void import('./tutorial-preload.ts');

/** The first screen's strings and its page's lazy areas, asked for as this module ran. */
export const firstScreenStrings = () => Promise.all([strings, areas]);
