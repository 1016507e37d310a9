import { lazy, Suspense, useState } from 'react';
import { tutorialSeen } from '../app/tutorial-seen.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import './first-visit-tutorial.css';

/**
 * The tutorial, its own chunk (only a first visit loads it). Declared in this module, which goes with the first
 * screen's shared code (whose chunk already lists its lazy parts), so the page's chunk carries no list of its own.
 */
const MatchesTutorial = lazy(() => import('./MatchesTutorial.tsx'));

/** Never arrives: the boundary waiting for it shows nothing, or keeps the HTML the server sent as it is. */
const Seen = lazy(() => new Promise<never>(() => undefined));

/**
 * A first visit's tutorial on /matches. A visitor's /matches is prerendered with the tutorial's first card (a first
 * visit's): React takes it over as it is for a first visit, and leaves it as sent for a fan who has seen it (hidden
 * by the page's inline script), without loading the tutorial's code. One tree for the page's life, decided as it
 * mounts: a finished tutorial stays mounted until the page goes, and no re-render disturbs a boundary still waiting
 * for its code.
 */
export function FirstVisitTutorial() {
  const hydrated = useHydrated();
  const [tutorial] = useState(() => (
    <Suspense fallback={null}>
      <div data-first-visit-tutorial="" className="contents">
        {import.meta.env.SSR || !tutorialSeen() ? <MatchesTutorial prerendered={!hydrated} /> : <Seen />}
      </div>
    </Suspense>
  ));
  return tutorial;
}
