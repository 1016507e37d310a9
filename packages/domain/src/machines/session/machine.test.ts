import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { expectFullPathCoverage } from '../testing/assert-coverage.ts';
import { arabicUserWithoutPhone, settingsWithoutPhoneCheck, settingsWithPhoneCheck, userWithPhone } from './fixtures.ts';
import { sessionMachine } from './machine.ts';
import type { AppSettings, LoginCredentials, LoginResult, SessionContext, SessionEmitted, SessionInput, SessionUser, SocialLoginStatus } from './types.ts';

interface Stubs {
  settings?: AppSettings;
  settingsFail?: boolean;
  socialToken?: string | null;
  login?: LoginResult | { status: number };
  user?: SessionUser;
  userFail?: boolean;
  logOutFail?: boolean;
}

function startSession(input: SessionInput, stubs: Stubs) {
  const calls = {
    logIn: vi.fn<(credentials: LoginCredentials) => void>(),
    logOut: vi.fn<(input: { socialLogout: boolean }) => void>(),
    loadLists: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => {
        if (stubs.settingsFail) throw new Error('offline');
        return stubs.settings ?? settingsWithoutPhoneCheck;
      }),
      socialLoginStatus: fromPromise<SocialLoginStatus, void>(async () => ({ accessToken: stubs.socialToken ?? null })),
      logIn: fromPromise<LoginResult, LoginCredentials>(async ({ input: credentials }) => {
        calls.logIn(credentials);
        const outcome = stubs.login ?? { isNewSocialUser: false };
        if ('status' in outcome) throw outcome;
        return outcome;
      }),
      loadUser: fromPromise(async () => {
        if (stubs.userFail) throw new Error('offline');
        return stubs.user ?? userWithPhone;
      }),
      loadLists: fromPromise(async () => {
        calls.loadLists();
      }),
      logOut: fromPromise<void, { socialLogout: boolean }>(async ({ input: logOutInput }) => {
        calls.logOut(logOutInput);
        if (stubs.logOutFail) throw new Error('social sdk gone');
      }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, calls };
}

const visitor: SessionInput = { language: 'en', hasStoredSession: false, defaultLandingRoute: '/matches' };
const returning: SessionInput = { language: 'en', hasStoredSession: true, defaultLandingRoute: '/matches' };
const password: LoginCredentials = { grant: 'password', username: 'mona@example.com', password: 'secret' };

describe('session startup', () => {
  it('loads the stored user, the lists, and switches to the language the user saved', async () => {
    const { actor, emitted, calls } = startSession(returning, { user: arabicUserWithoutPhone });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }) && s.context.listsStatus === 'loaded');
    expect(actor.getSnapshot().context.user).toEqual(arabicUserWithoutPhone);
    expect(actor.getSnapshot().context.language).toBe('ar');
    expect(emitted).toContainEqual({ type: 'languageChanged', language: 'ar' });
    expect(calls.loadLists).toHaveBeenCalledOnce();
  });

  it('keeps the language when the user saved the one in use', async () => {
    const { actor, emitted } = startSession(returning, { user: userWithPhone });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(emitted.filter((event) => event.type === 'languageChanged')).toEqual([]);
  });

  it('logs a visitor in with the social token it finds, without moving them', async () => {
    const { actor, emitted, calls } = startSession(visitor, { socialToken: 'fb-token' });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));
    expect(calls.logIn).toHaveBeenCalledWith({ grant: 'social', accessToken: 'fb-token' });
    expect(emitted.filter((event) => event.type === 'navigate')).toEqual([]);
  });

  it('treats a login found at start-up like a load: the saved language wins', async () => {
    const { actor, emitted } = startSession(visitor, { socialToken: 'fb-token', user: { ...userWithPhone, settings: { language: 'ar' } } });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));
    expect(emitted).toContainEqual({ type: 'languageChanged', language: 'ar' });
    expect(emitted.filter((event) => event.type === 'languageSaveRequested')).toEqual([]);
  });

  it('leaves a visitor without a social token logged out', async () => {
    const { actor, calls } = startSession(visitor, {});
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.logIn).not.toHaveBeenCalled();
  });

  it('offers a retry when settings cannot load, and recovers', async () => {
    const stubs: Stubs = { settingsFail: true };
    const { actor } = startSession(returning, stubs);
    await waitFor(actor, (s) => s.matches({ startup: 'failed' }));
    stubs.settingsFail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
  });
});

describe('login outcomes', () => {
  async function logIn(stubs: Stubs, event: Partial<{ redirect: string; previousPage: string }> = {}) {
    const session = startSession(visitor, stubs);
    await waitFor(session.actor, (s) => s.matches('loggedOut'));
    session.actor.send({ type: 'LOG_IN', credentials: password, ...event });
    await waitFor(session.actor, (s) => s.matches('loggedIn') || (s.matches('loggedOut') && s.context.loginError !== null));
    return session;
  }

  it('sends a new social user to the registration review', async () => {
    const { actor, emitted } = await logIn({ login: { isNewSocialUser: true } });
    expect(actor.getSnapshot().matches({ loggedIn: 'reviewingRegistration' })).toBe(true);
    expect(emitted).toContainEqual({ type: 'navigate', intent: { name: 'registrationReviewRequired' } });
  });

  it('sends a user without a phone to verification, remembering where to return', async () => {
    const { actor, emitted } = await logIn({ settings: settingsWithPhoneCheck, user: arabicUserWithoutPhone }, { redirect: '/profile' });
    expect(actor.getSnapshot().matches({ loggedIn: 'verifyingPhone' })).toBe(true);
    expect(emitted).toContainEqual({ type: 'navigate', intent: { name: 'phoneVerificationRequired', returnTo: '/profile' } });
  });

  it.each([
    [{ redirect: '/store', previousPage: '/search' }, '/store'],
    [{ previousPage: '/search' }, '/search'],
    [{}, '/matches'],
  ])('goes to the saved redirect, else the previous page, else the landing route (%o)', async (places, expected) => {
    const { actor } = await logIn({ settings: settingsWithPhoneCheck, user: userWithPhone }, places);
    expect(actor.getSnapshot().context.navigation).toEqual({ name: 'continueTo', path: expected });
  });

  it('keeps the language the person signed in on, and asks to save it when the account saved another', async () => {
    const session = startSession(visitor, { user: arabicUserWithoutPhone });
    await waitFor(session.actor, (s) => s.matches('loggedOut'));
    const { actor, emitted } = session;
    actor.send({ type: 'LOG_IN', credentials: password });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(emitted.filter((event) => event.type === 'languageChanged')).toEqual([]);
    expect(emitted).toContainEqual({ type: 'languageSaveRequested', language: 'en' });
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(actor.getSnapshot().context.user?.settings.language).toBe('en');
  });

  it('follows a language chosen on the login page before signing in', async () => {
    const session = startSession({ ...visitor, language: 'en' }, { user: userWithPhone });
    await waitFor(session.actor, (s) => s.matches('loggedOut'));
    session.actor.send({ type: 'LANGUAGE_SHOWN', language: 'ar' });
    session.actor.send({ type: 'LOG_IN', credentials: password });
    await waitFor(session.actor, (s) => s.matches('loggedIn'));
    expect(session.emitted).toContainEqual({ type: 'languageSaveRequested', language: 'ar' });
    expect(session.emitted.filter((event) => event.type === 'languageChanged')).toEqual([]);
  });

  it('asks to save nothing when the account saved the language shown', async () => {
    const { emitted } = await logIn({ user: userWithPhone });
    expect(emitted.filter((event) => event.type === 'languageSaveRequested' || event.type === 'languageChanged')).toEqual([]);
  });

  it.each([
    [401, 'invalid_creds'],
    [400, 'invalid_creds'],
    [500, 'login_failed'],
  ] as const)('reports a %i login failure as %s', async (status, loginError) => {
    const { actor } = await logIn({ login: { status } });
    expect(actor.getSnapshot().context.loginError).toBe(loginError);
  });

  it('continues from review to verification when the phone is still missing', async () => {
    const { actor, emitted } = await logIn({ login: { isNewSocialUser: true }, settings: settingsWithPhoneCheck, user: arabicUserWithoutPhone });
    actor.send({ type: 'REGISTRATION_REVIEWED', user: arabicUserWithoutPhone });
    expect(actor.getSnapshot().matches({ loggedIn: 'verifyingPhone' })).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'navigate', intent: { name: 'phoneVerificationRequired', returnTo: '/matches' } });
    actor.send({ type: 'PHONE_VERIFIED', phoneNumber: '01011111111' });
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.user).toMatchObject({ phone_number: '01011111111', phone_verified: true });
  });
});

describe('leaving the session', () => {
  it('logs out of tokens and the social provider and resets everything', async () => {
    const { actor, emitted, calls } = startSession(returning, {});
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'LOG_OUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.logOut).toHaveBeenCalledWith({ socialLogout: true });
    expect(emitted).toContainEqual({ type: 'sessionReset' });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, hasStoredSession: false, navigation: null });
  });

  it('asks for a login when the token refresh fails, even if clearing fails', async () => {
    const { actor, emitted, calls } = startSession(returning, { logOutFail: true });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'REFRESH_FAILED' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.logOut).toHaveBeenCalledWith({ socialLogout: false });
    expect(emitted).toContainEqual({ type: 'navigate', intent: { name: 'loginRequired' } });
  });
});

describe('every state and transition, by path', () => {
  const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
  const failed = (id: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error, actorId: id });
  const events: AnyEventObject[] = [
    done('loadSettings', settingsWithPhoneCheck),
    failed('loadSettings', new Error('offline')),
    { type: 'RETRY' },
    done('socialLoginStatus', { accessToken: 'fb-token' }),
    done('socialLoginStatus', { accessToken: null }),
    failed('socialLoginStatus', new Error('sdk blocked')),
    done('loadUser', userWithPhone),
    done('loadUser', arabicUserWithoutPhone),
    failed('loadUser', new Error('offline')),
    { type: 'LOG_IN', credentials: password, redirect: '/store' },
    done('logIn', { isNewSocialUser: true }),
    done('logIn', { isNewSocialUser: false }),
    failed('logIn', { status: 401 }),
    done('loadLists', undefined),
    failed('loadLists', new Error('offline')),
    { type: 'REGISTRATION_REVIEWED', user: userWithPhone },
    { type: 'REGISTRATION_REVIEWED', user: arabicUserWithoutPhone },
    { type: 'PHONE_VERIFIED', phoneNumber: '01011111111' },
    { type: 'USER_UPDATED', user: userWithPhone },
    { type: 'LOG_OUT' },
    { type: 'REFRESH_FAILED' },
    done('logOut', undefined),
    failed('logOut', new Error('sdk blocked')),
    { type: 'LANGUAGE_SHOWN', language: 'ar' },
  ];

  // Names, languages and lists do not steer the machine; the fields its guards read do.
  const distinguish = (context: SessionContext) => ({
    hasStoredSession: context.hasStoredSession,
    phoneCheck: context.settings?.enable_phone_verification,
    isNewSocialUser: context.isNewSocialUser,
    loginOrigin: context.loginOrigin,
    logoutReason: context.logoutReason,
  });

  it('enters every state and takes every transition', { timeout: 60_000 }, () => {
    const { pathCount } = expectFullPathCoverage(sessionMachine, [
      { events, input: visitor, distinguish },
      { events, input: returning, distinguish },
    ]);
    expect(pathCount).toBeGreaterThan(0);
  });
});
