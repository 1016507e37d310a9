import type { SnapshotFrom } from 'xstate';
import type { tutorialMachine } from './machine.ts';
import { tutorialSteps, type TutorialEvent, type TutorialStep } from './types.ts';

/** The overlay's state as its view shows it (no callbacks). */
export interface TutorialView {
  /** A step is on screen. */
  readonly isOpen: boolean;
  /** The step on screen; null while hidden, waiting or done. */
  readonly step: TutorialStep | null;
  /** 1-based position of the step ("Step 1 of 3"); 0 when no step shows. */
  readonly stepNumber: number;
  readonly stepCount: number;
  /** Back is offered (not on the first step). */
  readonly canGoBack: boolean;
  /** The last step: Next reads Done and ends the tutorial. */
  readonly isLastStep: boolean;
}

/** The view's callbacks: each sends one event (direction-neutral: next and back, never left or right). */
export interface TutorialActions {
  readonly next: () => void;
  readonly back: () => void;
  /** Skip, and Escape. */
  readonly skip: () => void;
}

/** Everything the ui's TutorialOverlay needs from the machine (besides its targets). */
export type TutorialProps = TutorialView & TutorialActions;

type Snapshot = SnapshotFrom<typeof tutorialMachine>;

export function tutorialView(snapshot: Snapshot): TutorialView {
  const step = snapshot.matches('showing') ? (tutorialSteps.find((candidate) => snapshot.matches({ showing: candidate })) ?? null) : null;
  // Counted among the steps shown at this size: a phone without the sidebar reads "Step 1 of 2".
  const shown = snapshot.context.available;
  const index = step === null ? -1 : shown.indexOf(step);
  return {
    isOpen: step !== null,
    step,
    stepNumber: index + 1,
    stepCount: shown.length,
    canGoBack: index > 0,
    isLastStep: index >= 0 && index === shown.length - 1,
  };
}

export function tutorialActions(send: (event: TutorialEvent) => void): TutorialActions {
  return {
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    skip: () => send({ type: 'SKIP' }),
  };
}

/**
 * The overlay's props: `<TutorialOverlay {...connectTutorial(snapshot, actor.send)} targets={…} />`. The app sends
 * START when /matches is on screen and stores the local key on the machine's `finished` event.
 */
export function connectTutorial(snapshot: Snapshot, send: (event: TutorialEvent) => void): TutorialProps {
  return { ...tutorialView(snapshot), ...tutorialActions(send) };
}
