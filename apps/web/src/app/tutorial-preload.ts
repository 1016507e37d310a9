import { firstLanguage } from './first-language.ts';
import { loadUiAreas } from './ui-areas.ts';

/*
 * A first visit to /matches has the tutorial open as the page hydrates (MatchesPage; a visitor's prerendered page has
 * its first card already): its code and texts are fetched now, with the app's, instead of one round trip later. Its
 * own chunk, which startup.ts asks for on such a visit only: the app's first load stays as small as it was.
 */
void import('../components/MatchesTutorial.tsx');
void loadUiAreas(['welcome'], firstLanguage);
