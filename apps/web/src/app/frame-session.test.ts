import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, type StateValue } from 'xstate';
import { sessionMachine } from '@hadaf/domain';
import { frameSessionOf, pendingStepOf } from './frame-session.ts';

const { context } = getInitialSnapshot(sessionMachine, { language: 'en', hasStoredSession: false });
const at = (value: StateValue) => sessionMachine.resolveState({ value, context });

describe('the session as the app frame shows it', () => {
  it.each([
    [{ startup: 'loadingSettings' }, 'starting'],
    [{ startup: 'checkingSocialStatus' }, 'starting'],
    [{ startup: 'loadingUser' }, 'starting'],
    [{ startup: 'failed' }, 'failed'],
    ['loggedOut', 'visitor'],
    [{ authenticating: 'loggingIn' }, 'signingIn'],
    [{ authenticating: 'loadingUser' }, 'signingIn'],
    [{ loggedIn: 'active' }, 'signedIn'],
    [{ loggedIn: 'verifyingPhone' }, 'signedIn'],
    ['loggingOut', 'signingOut'],
  ] as const)('%j is %s', (value, session) => {
    expect(frameSessionOf(at(value))).toBe(session);
  });

  it('names the step a signed-in user still has to finish', () => {
    expect(pendingStepOf(at({ loggedIn: 'reviewingRegistration' }))).toBe('reviewRegistration');
    expect(pendingStepOf(at({ loggedIn: 'verifyingPhone' }))).toBe('verifyPhone');
    expect(pendingStepOf(at({ loggedIn: 'active' }))).toBeNull();
    expect(pendingStepOf(at('loggedOut'))).toBeNull();
  });
});
