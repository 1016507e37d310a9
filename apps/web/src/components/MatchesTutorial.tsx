import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { tutorialActions, tutorialMachine, tutorialView, type TutorialStep } from '@hadaf/domain';
import { TutorialOverlay } from '@hadaf/ui';
import { useUiArea } from '../hooks/useUiArea.ts';

/** A step's part of /matches (MatchesPage marks them); a part not on screen (a phone's hidden sidebar) gives null. */
function targetOf(step: TutorialStep): HTMLElement | null {
  const element = document.querySelector<HTMLElement>(`[data-tutorial="${step}"]`);
  return element && element.getClientRects().length > 0 ? element : null;
}

/**
 * The tutorial overlay of a first visit (platform §2): the tutorial machine bound to its view, opening 200 ms after
 * /matches starts; finished or skipped, the local key 'tutorial' keeps it from coming back. Its own chunk: only a
 * first visit loads it.
 */
export default function MatchesTutorial() {
  const ready = useUiArea('welcome');
  const actor = useActorRef(tutorialMachine, { input: { seen: false } });
  const view = useSelector(actor, tutorialView);
  const actions = useMemo(() => tutorialActions(actor.send), [actor]);
  useEffect(() => {
    const finished = actor.on('finished', ({ storageKey }) => localStorage.setItem(storageKey, '1'));
    return () => finished.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (ready) actor.send({ type: 'START' });
  }, [actor, ready]);
  return ready ? <TutorialOverlay {...view} {...actions} resolveTarget={targetOf} /> : null;
}
