import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { tutorialActions, tutorialMachine, tutorialSteps, tutorialView, type TutorialStep } from '@hadaf/domain';
import { TutorialOverlay } from '@hadaf/ui';
import { tutorialSeenAttribute } from '../app/tutorial-seen.ts';
import { useUiArea } from '../hooks/useUiArea.ts';

/** The part of /matches a step explains (MatchesPage marks them with data-tutorial). */
const partOf = (step: TutorialStep) => document.querySelector<HTMLElement>(`[data-tutorial="${step}"]`);

/** The first match of the list: "Pick a match" points at one match, not at a list taller than the screen. */
const firstMatch = () => document.querySelector<HTMLElement>('[data-tutorial="match"] [data-match-id]');

/** A step's target on screen, or null: none yet (a day without matches, the panel a phone opens later). */
function targetOf(step: TutorialStep): HTMLElement | null {
  const part = step === 'match' ? (firstMatch() ?? partOf(step)) : partOf(step);
  return part && part.getClientRects().length > 0 ? part : null;
}

/** The steps that apply at this screen size: a part the page hides (the sidebar below 992 px) has no step. */
function shownSteps(): TutorialStep[] {
  return tutorialSteps.filter((step) => {
    const part = partOf(step);
    return !part || part.getClientRects().length > 0;
  });
}

/** When the tutorial ends on a fresh page (focus was nowhere), focus goes to the first match, else the search field. */
const afterTutorial = () => firstMatch() ?? document.querySelector<HTMLElement>('main input');

/**
 * The steps a phone shows (its layout hides the sidebar below 992 px): a visitor's /matches is prerendered with the
 * first of them open, docked at the bottom of the screen where a phone's card stays.
 */
const phoneSteps: readonly TutorialStep[] = ['match', 'prediction'];

/**
 * The tutorial overlay of a first visit (platform §2): the tutorial machine bound to its view, opening 200 ms after
 * /matches starts; finished or skipped, the local key 'tutorial' keeps it from coming back. Its own chunk: only a
 * first visit loads it. `prerendered`: the page's HTML has its first card (a visitor's /matches), which it takes
 * over as it is: open from the start, in place (docs/decisions/web.md).
 */
export default function MatchesTutorial({ prerendered = false }: { prerendered?: boolean }) {
  // The texts come with the page's on a first visit to /matches (startup.ts), so a prerendered card hydrates as painted.
  const ready = useUiArea('welcome');
  const actor = useActorRef(tutorialMachine, { input: { seen: false, onScreen: prerendered ? phoneSteps : undefined } });
  const view = useSelector(actor, tutorialView);
  const actions = useMemo(() => tutorialActions(actor.send), [actor]);
  useEffect(() => {
    const finished = actor.on('finished', ({ storageKey }) => {
      document.documentElement.setAttribute(tutorialSeenAttribute, '');
      try {
        localStorage.setItem(storageKey, '1');
      } catch {
        // Not stored (storage refused): this page still knows, and a later one counts the unreadable storage as seen.
      }
    });
    return () => finished.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (!ready) return;
    actor.send({ type: 'START', steps: shownSteps() });
    // A press the prerendered card kept from before this code ran (tutorial-preload.ts).
    const card = document.querySelector('[data-tutorial-card][data-held-press]');
    const press = card?.getAttribute('data-held-press');
    card?.removeAttribute('data-held-press');
    if (press) actor.send({ type: press === 'next' ? 'NEXT' : 'SKIP' });
    // Turning a tablet or resizing a window shows or hides the sidebar.
    let frame = 0;
    const resized = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => actor.send({ type: 'STEPS_CHANGED', steps: shownSteps() }));
    };
    window.addEventListener('resize', resized);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resized);
    };
  }, [actor, ready]);
  return ready || prerendered ? <TutorialOverlay {...view} {...actions} resolveTarget={targetOf} returnFocusTo={afterTutorial} prerendered={prerendered} /> : null;
}
