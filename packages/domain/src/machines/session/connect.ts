import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './machine.ts';

/**
 * The session as the app frame shows it: starting = startup (loading settings, social status, the user);
 * failed = startup.failed; visitor = loggedOut; signingIn = authenticating; signedIn = loggedIn; signingOut = loggingOut.
 */
export type SessionStatus = 'starting' | 'visitor' | 'signingIn' | 'signedIn' | 'signingOut' | 'failed';

/** A step a signed-in user still has to finish; the frame's banner links to its page. */
export type SessionPendingStep = 'reviewRegistration' | 'verifyPhone';

export interface SessionView {
  status: SessionStatus;
  pendingStep: SessionPendingStep | null;
}

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

function statusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches({ startup: 'failed' })) return 'failed';
  if (snapshot.matches('startup')) return 'starting';
  if (snapshot.matches('authenticating')) return 'signingIn';
  if (snapshot.matches('loggedIn')) return 'signedIn';
  if (snapshot.matches('loggingOut')) return 'signingOut';
  return 'visitor';
}

function pendingStepOf(snapshot: SessionSnapshot): SessionPendingStep | null {
  if (snapshot.matches({ loggedIn: 'reviewingRegistration' })) return 'reviewRegistration';
  if (snapshot.matches({ loggedIn: 'verifyingPhone' })) return 'verifyPhone';
  return null;
}

/** The session machine's snapshot → the app frame's props (zag-style connect: views never read states). */
export function connectSession(snapshot: SessionSnapshot): SessionView {
  return { status: statusOf(snapshot), pendingStep: pendingStepOf(snapshot) };
}
