import type { AppFramePendingStep, AppFrameSession } from '@hadaf/ui';
import type { SessionActor } from './session.tsx';

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

/** The session machine's state as the app frame shows it (the states are listed on AppFrameSession). */
export function frameSessionOf(snapshot: SessionSnapshot): AppFrameSession {
  if (snapshot.matches({ startup: 'failed' })) return 'failed';
  if (snapshot.matches('startup')) return 'starting';
  if (snapshot.matches('authenticating')) return 'signingIn';
  if (snapshot.matches('loggedIn')) return 'signedIn';
  if (snapshot.matches('loggingOut')) return 'signingOut';
  return 'visitor';
}

/** The step a signed-in user still has to finish: the frame's banner links to its page. */
export function pendingStepOf(snapshot: SessionSnapshot): AppFramePendingStep | null {
  if (snapshot.matches({ loggedIn: 'reviewingRegistration' })) return 'reviewRegistration';
  if (snapshot.matches({ loggedIn: 'verifyingPhone' })) return 'verifyPhone';
  return null;
}
