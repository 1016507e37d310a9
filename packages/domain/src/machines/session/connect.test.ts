import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, type StateValue } from 'xstate';
import { connectSession } from './connect.ts';
import { sessionMachine } from './machine.ts';

const { context } = getInitialSnapshot(sessionMachine, { language: 'en', hasStoredSession: false, defaultLandingRoute: '/matches' });
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
  ] as const)('%j is %s', (value, status) => {
    expect(connectSession(at(value)).status).toBe(status);
  });

  it('names the step a signed-in user still has to finish', () => {
    expect(connectSession(at({ loggedIn: 'reviewingRegistration' })).pendingStep).toBe('reviewRegistration');
    expect(connectSession(at({ loggedIn: 'verifyingPhone' })).pendingStep).toBe('verifyPhone');
    expect(connectSession(at({ loggedIn: 'active' })).pendingStep).toBeNull();
    expect(connectSession(at('loggedOut')).pendingStep).toBeNull();
  });
});
