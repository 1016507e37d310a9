/**
 * The tutorial overlay's steps, in order (platform spec, Tutorial overlay): each points at one part of /matches. The
 * ids are the spec's.
 */
export const tutorialSteps = ['sidebarPredictions', 'match', 'prediction'] as const;
export type TutorialStep = (typeof tutorialSteps)[number];

/** The local key the app stores once the tutorial is finished or skipped, so it never opens again. */
export const TUTORIAL_STORAGE_KEY = 'tutorial';

export interface TutorialInput {
  /** The local key is already stored: START does nothing. */
  readonly seen: boolean;
  /**
   * The page was painted with the tutorial open at the first of these steps (a prerendered first visit): the
   * overlay starts there, without the wait, and its first START restarts it at the first step shown at the screen's
   * size.
   */
  readonly onScreen?: readonly TutorialStep[];
}

export interface TutorialContext {
  readonly seen: boolean;
  /**
   * The steps whose part of the page can be shown at this size: a part the page hides (the sidebar on a phone) has
   * no step. All three until the app says otherwise.
   */
  readonly available: readonly TutorialStep[];
  /** The user left with Skip (or Escape) rather than finishing the last step. */
  readonly skipped: boolean;
  /** Painted open before the machine ran (input.onScreen), until its first START. */
  readonly paintedOpen: boolean;
}

export type TutorialEvent =
  /**
   * The matches page is on screen: on a first visit the overlay opens 200 ms later. `steps`: the steps whose part
   * of the page is shown (default all); with none, the tutorial waits for a later START. The first START of a page
   * painted with a step showing goes back to the first step shown.
   */
  | { readonly type: 'START'; readonly steps?: readonly TutorialStep[] }
  /** The screen changed size: these steps' parts are shown now (a step whose part became hidden is passed over). */
  | { readonly type: 'STEPS_CHANGED'; readonly steps: readonly TutorialStep[] }
  /** The next step, or Done on the last one (direction-neutral: never left or right). */
  | { readonly type: 'NEXT' }
  | { readonly type: 'BACK' }
  /** Skip, Escape, or the page leaving before the overlay opened. */
  | { readonly type: 'SKIP' };

/** The tutorial is over (done or skipped): the app stores TUTORIAL_STORAGE_KEY. */
export interface TutorialFinishedEmitted {
  readonly type: 'finished';
  readonly storageKey: typeof TUTORIAL_STORAGE_KEY;
  readonly skipped: boolean;
}

export type TutorialEmitted = TutorialFinishedEmitted;
