import { use, type ReactNode } from 'react';
import { useSessionActor, type SessionActor } from './session.tsx';

const startedSessions = new WeakMap<SessionActor, Promise<void>>();

const isStarting = (snapshot: ReturnType<SessionActor['getSnapshot']>) => snapshot.matches('startup') && !snapshot.matches({ startup: 'failed' });

/** Settles once the session has left its start-up (a visitor, a signed-in user, or a failed start). */
function sessionStarted(actor: SessionActor): Promise<void> {
  let started = startedSessions.get(actor);
  if (!started) {
    started = isStarting(actor.getSnapshot())
      ? new Promise((resolve) => {
          const subscription = actor.subscribe((snapshot) => {
            if (isStarting(snapshot)) return;
            subscription.unsubscribe();
            resolve();
          });
        })
      : Promise.resolve();
    startedSessions.set(actor, started);
  }
  return started;
}

/**
 * While a prerendered page hydrates, the routes wait (suspend) until the session has started: the page was
 * rendered for a visitor, and the frame's start-up loader would not match it. Suspended during hydration, React
 * keeps the prerendered HTML on screen and hydrates it once the session is known.
 */
export function SessionStarted({ wait, children }: { wait: boolean; children: ReactNode }) {
  const actor = useSessionActor();
  if (wait) use(sessionStarted(actor));
  return children;
}
