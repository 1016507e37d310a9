import { paths, TUTORIAL_STORAGE_KEY } from '@hadaf/domain';
import { firstLanguage } from './first-language.ts';
import { loadUiAreas } from './ui-areas.ts';

/**
 * A first visit to /matches opens the tutorial as soon as the page has hydrated (MatchesPage): its code and texts are
 * fetched now, with the app's, instead of one round trip after hydration. Its own chunk (startup.ts asks for it): the
 * app's first load stays as small as it was.
 */
function preloadTutorial() {
  try {
    if (window.location.pathname !== paths.matches || localStorage.getItem(TUTORIAL_STORAGE_KEY) !== null) return;
  } catch {
    return;
  }
  void import('../components/MatchesTutorial.tsx');
  void loadUiAreas(['welcome'], firstLanguage);
}

preloadTutorial();
