import type { NavigateFunction } from 'react-router';
import type { NavigationIntent } from '@hadaf/domain';
import { destinationOf } from '../app/route-table.ts';

interface WizardActor {
  on(type: 'navigate', listener: (event: { intent: NavigationIntent }) => void): { unsubscribe(): void };
  subscribe(listener: (snapshot: { status: string }) => void): { unsubscribe(): void };
}

/**
 * How a wizard machine leaves: its navigation intents become routes, and when it ends without going anywhere
 * (Cancel, closing the success view) `onClose` takes the fan back to where it was opened. Returns the unsubscribe.
 */
export function followWizardExit(actor: WizardActor, navigate: NavigateFunction, onClose: () => void): () => void {
  let navigated = false;
  const navigation = actor.on('navigate', ({ intent }) => {
    navigated = true;
    void navigate(destinationOf(intent).path);
  });
  const done = actor.subscribe((snapshot) => {
    if (snapshot.status === 'done' && !navigated) onClose();
  });
  return () => {
    navigation.unsubscribe();
    done.unsubscribe();
  };
}
