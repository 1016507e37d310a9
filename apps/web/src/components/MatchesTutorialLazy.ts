import { lazy } from 'react';

/**
 * The first visit's tutorial on /matches, its own chunk (only a first visit loads it). Declared here rather than in
 * the page: this module goes with the first screen's shared code, whose chunk already lists its lazy parts, so the
 * page's chunk carries no list of its own.
 */
export const MatchesTutorial = lazy(() => import('./MatchesTutorial.tsx'));
