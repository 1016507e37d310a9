/*
 * A first visit to /matches has the tutorial open as the page hydrates (MatchesPage; a visitor's prerendered page has
 * its first card already): its code is fetched now, with the app's, instead of one round trip later (its texts come
 * with the page's, startup.ts). Its own chunk, which startup.ts asks for on such a visit only: the app's first load
 * stays as small as it was.
 */
void import('../components/MatchesTutorial.tsx');

/*
 * A press on the prerendered card's buttons before the tutorial's code has taken the card over (data-side marks it
 * then): React drops a click on a part it has not hydrated yet, so the card keeps it (data-held-press), and
 * MatchesTutorial does it once it runs, as a prerendered form's early submit is sent again (prerendered.ts).
 */
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-tutorial-card]:not([data-side]) button') : null;
    if (!button) return;
    // The first step's buttons: Skip tutorial, and Next.
    button.closest('[data-tutorial-card]')!.setAttribute('data-held-press', button.hasAttribute('data-tutorial-next') ? 'next' : 'skip');
    event.preventDefault();
    event.stopPropagation();
  },
  { capture: true },
);

// A module (startup.ts imports it for its effects only).
export {};
