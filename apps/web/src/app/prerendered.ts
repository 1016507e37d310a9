import type { Language } from '@hadaf/domain';

/**
 * A prerendered page (built by src/prerender) marks its root with the language it was rendered in; the mark stays
 * until the page has hydrated. Imports nothing at run time: boot.ts reads it before the app's code is requested.
 */
export const prerenderedAttribute = 'data-prerendered';

const appRoot = () => document.getElementById('root');

/** The language the page in the document was prerendered in, or null for the app's empty shell. */
export function prerenderedLanguage(): Language | null {
  const language = appRoot()?.getAttribute(prerenderedAttribute);
  return language === 'en' || language === 'ar' ? language : null;
}

/** The prerendered page has hydrated: it is the live app now (tests and the submit guard read this). */
export function markHydrated() {
  appRoot()?.removeAttribute(prerenderedAttribute);
}

/**
 * Until it hydrates, a prerendered form has no handler: a press on its submit button would send the fields the
 * browser's way (a GET with the password in the address). Such submits are held back until the app runs.
 */
export function holdSubmitsUntilHydrated() {
  document.addEventListener(
    'submit',
    (event) => {
      if (prerenderedLanguage()) event.preventDefault();
    },
    { capture: true },
  );
}
