import { assign, enqueueActions, setup } from 'xstate';
import { failureStatus } from '../shared/api-failure.ts';
import { requestNavigation, type NavigationIntent } from '../shared/navigation.ts';
import { notProvided } from '../shared/not-provided.ts';
import { continueAfterLogin, needsPhoneVerification, verifyPhoneAfterLogin } from './after-login.ts';
import type {
  AppSettings,
  LoginCredentials,
  LoginError,
  LoginResult,
  LogOutInput,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  SessionUser,
  SocialLoginStatus,
} from './types.ts';

/** A 401 or 400 from the token call means wrong credentials; anything else is unexpected. */
function loginErrorOf(error: unknown): LoginError {
  const status = failureStatus(error);
  return status === 401 || status === 400 ? 'invalid_creds' : 'login_failed';
}

/** What the session forgets on logout; app settings and the UI language outlive the user. */
function signedOutContext(context: SessionContext): Partial<SessionContext> {
  return {
    hasStoredSession: false,
    user: null,
    redirect: null,
    previousPage: null,
    credentials: null,
    isNewSocialUser: false,
    listsStatus: 'idle',
    loginError: null,
    navigation: context.logoutReason === 'refreshFailed' ? { name: 'loginRequired' } : null,
  };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadSettings: notProvided<AppSettings, void>('loadSettings'),
    socialLoginStatus: notProvided<SocialLoginStatus, void>('socialLoginStatus'),
    logIn: notProvided<LoginResult, LoginCredentials>('logIn'),
    loadUser: notProvided<SessionUser, void>('loadUser'),
    loadLists: notProvided<void, void>('loadLists'),
    logOut: notProvided<void, LogOutInput>('logOut'),
  },
  actions: {
    navigate: enqueueActions(({ enqueue }, intent: NavigationIntent) => requestNavigation(enqueue, intent)),
    storeUser: assign({ user: (_, user: SessionUser) => user }),
    /**
     * Stores the user a load (or a login nobody typed) found: their saved language is the latest explicit choice, so
     * it wins over the one the app started in (docs/decisions/newcomer-languages.md).
     */
    acceptUser: enqueueActions(({ context, enqueue }, user: SessionUser) => {
      enqueue.assign({ user });
      if (user.settings.language === context.language) return;
      enqueue.assign({ language: user.settings.language });
      enqueue.emit({ type: 'languageChanged', language: user.settings.language });
    }),
    /**
     * Stores the user a person just signed in as: signing in on a page in one language is choosing it, so the page
     * keeps it and the profile is asked to save it; the saved language never switches the page under them. A login
     * found at start-up is a load: the saved language wins, as in acceptUser.
     */
    keepShownLanguage: enqueueActions(({ context, enqueue }, user: SessionUser) => {
      const shown = context.language;
      const saved = user.settings.language;
      if (saved === shown) return void enqueue.assign({ user });
      if (context.loginOrigin === 'startup') {
        enqueue.assign({ user, language: saved });
        enqueue.emit({ type: 'languageChanged', language: saved });
        return;
      }
      enqueue.assign({ user: { ...user, settings: { ...user.settings, language: shown } } });
      enqueue.emit({ type: 'languageSaveRequested', language: shown });
    }),
    resetSession: enqueueActions(({ context, enqueue }) => {
      const reset = signedOutContext(context);
      enqueue.assign(reset);
      enqueue.emit({ type: 'sessionReset' });
      if (reset.navigation) enqueue.emit({ type: 'navigate', intent: reset.navigation });
    }),
  },
  guards: {
    hasStoredSession: ({ context }) => context.hasStoredSession,
    isNewSocialUser: ({ context }) => context.isNewSocialUser,
    isStartupLogin: ({ context }) => context.loginOrigin === 'startup',
    needsPhoneVerification: ({ context }, user: SessionUser) => needsPhoneVerification(context.settings, user),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    language: input.language,
    hasStoredSession: input.hasStoredSession,
    defaultLandingRoute: input.defaultLandingRoute,
    settings: null,
    user: null,
    redirect: null,
    previousPage: null,
    loginError: null,
    credentials: null,
    loginOrigin: 'interactive',
    isNewSocialUser: false,
    logoutReason: 'logout',
    listsStatus: 'idle',
    navigation: null,
  }),
  initial: 'startup',
  on: {
    // The app reports every language it shows, so a login knows which one the person chose to read.
    LANGUAGE_SHOWN: { actions: assign({ language: ({ event }) => event.language }) },
  },
  states: {
    startup: {
      initial: 'loadingSettings',
      on: {
        REFRESH_FAILED: { target: 'loggingOut', actions: assign({ logoutReason: 'refreshFailed' }) },
      },
      states: {
        loadingSettings: {
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            onDone: { target: 'checkingStoredSession', actions: assign({ settings: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        checkingStoredSession: {
          always: [{ guard: 'hasStoredSession', target: 'loadingUser' }, { target: 'checkingSocialStatus' }],
        },
        checkingSocialStatus: {
          invoke: {
            id: 'socialLoginStatus',
            src: 'socialLoginStatus',
            onDone: [
              {
                guard: ({ event }) => event.output.accessToken !== null,
                target: '#session.authenticating',
                actions: assign({
                  loginOrigin: 'startup',
                  credentials: ({ event }) => ({ grant: 'social', accessToken: event.output.accessToken ?? '' }),
                }),
              },
              { target: '#session.loggedOut' },
            ],
            // An unreachable social SDK just leaves the visitor signed out.
            onError: '#session.loggedOut',
          },
        },
        loadingUser: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: {
              target: '#session.loggedIn',
              actions: { type: 'acceptUser', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        /** The full-page loader cannot wait forever: the app offers a retry. */
        failed: {
          on: { RETRY: 'loadingSettings' },
        },
      },
    },
    loggedOut: {
      on: {
        LOG_IN: {
          target: 'authenticating',
          actions: assign({
            loginOrigin: 'interactive',
            credentials: ({ event }) => event.credentials,
            redirect: ({ event }) => event.redirect ?? null,
            previousPage: ({ event }) => event.previousPage ?? null,
            loginError: null,
          }),
        },
      },
    },
    authenticating: {
      initial: 'loggingIn',
      on: {
        REFRESH_FAILED: { target: 'loggingOut', actions: assign({ logoutReason: 'refreshFailed' }) },
      },
      states: {
        loggingIn: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => context.credentials as LoginCredentials,
            onDone: { target: 'loadingUser', actions: assign({ isNewSocialUser: ({ event }) => event.output.isNewSocialUser, hasStoredSession: true }) },
            onError: {
              target: '#session.loggedOut',
              actions: assign({ loginError: ({ event }) => loginErrorOf(event.error), credentials: null }),
            },
          },
        },
        loadingUser: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: [
              {
                guard: 'isNewSocialUser',
                target: '#session.loggedIn.reviewingRegistration',
                actions: [{ type: 'keepShownLanguage', params: ({ event }) => event.output }, { type: 'navigate', params: { name: 'registrationReviewRequired' } }],
              },
              {
                guard: { type: 'needsPhoneVerification', params: ({ event }) => event.output },
                target: '#session.loggedIn.verifyingPhone',
                actions: [{ type: 'keepShownLanguage', params: ({ event }) => event.output }, { type: 'navigate', params: ({ context }) => verifyPhoneAfterLogin(context) }],
              },
              { guard: 'isStartupLogin', target: '#session.loggedIn.active', actions: { type: 'keepShownLanguage', params: ({ event }) => event.output } },
              {
                target: '#session.loggedIn.active',
                actions: [{ type: 'keepShownLanguage', params: ({ event }) => event.output }, { type: 'navigate', params: ({ context }) => continueAfterLogin(context) }],
              },
            ],
            onError: { target: '#session.loggedOut', actions: assign({ loginError: 'login_failed', credentials: null }) },
          },
        },
      },
    },
    loggedIn: {
      initial: 'active',
      entry: assign({ credentials: null, loginError: null }),
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        onDone: { actions: assign({ listsStatus: 'loaded' }) },
        // List failures only clear their loading state (platform.md §8); the session carries on.
        onError: { actions: assign({ listsStatus: 'failed' }) },
      },
      on: {
        USER_UPDATED: { actions: { type: 'storeUser', params: ({ event }) => event.user } },
        PHONE_VERIFIED: {
          target: '.active',
          actions: assign({ user: ({ context, event }) => (context.user ? { ...context.user, phone_number: event.phoneNumber, phone_verified: true } : null) }),
        },
        LOG_OUT: { target: 'loggingOut', actions: assign({ logoutReason: 'logout' }) },
        REFRESH_FAILED: { target: 'loggingOut', actions: assign({ logoutReason: 'refreshFailed' }) },
      },
      states: {
        active: {},
        reviewingRegistration: {
          on: {
            REGISTRATION_REVIEWED: [
              {
                guard: { type: 'needsPhoneVerification', params: ({ event }) => event.user },
                target: 'verifyingPhone',
                actions: [{ type: 'storeUser', params: ({ event }) => event.user }, { type: 'navigate', params: ({ context }) => verifyPhoneAfterLogin(context) }],
              },
              {
                target: 'active',
                actions: [
                  { type: 'storeUser', params: ({ event }) => event.user },
                  { type: 'navigate', params: ({ context }) => continueAfterLogin(context) },
                ],
              },
            ],
          },
        },
        /** Phone verification navigates onward itself; the session only records the result. */
        verifyingPhone: {},
      },
    },
    loggingOut: {
      invoke: {
        id: 'logOut',
        src: 'logOut',
        input: ({ context }) => ({ socialLogout: context.logoutReason === 'logout' }),
        onDone: { target: 'loggedOut', actions: 'resetSession' },
        // Tokens are cleared locally even when the social provider cannot be reached.
        onError: { target: 'loggedOut', actions: 'resetSession' },
      },
    },
  },
});
