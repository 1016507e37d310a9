import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type Snapshot } from 'xstate';
import { coreMutations, coreQueries, loginBody } from '@hadaf/api-client';
import { type AppSettings, type LoginCredentials, type LoginResult, sessionMachine, type SessionUser, type SocialLoginStatus } from '@hadaf/domain';
import type { AppServices } from './services.ts';
import { useLanguage } from './LanguageContext.tsx';
import { defaultLandingRoute, destinationOf } from './route-table.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
/** A persisted session (the prerender's visitor): where the machine starts instead of its start-up. */
export type SessionSnapshot = Snapshot<unknown>;

const SessionContext = createContext<SessionActor | null>(null);

/**
 * The api client's failed refresh (platform.md §4, §8): the session machine logs out and asks for /login;
 * the location the user was on rides along as `from` so signing in returns there.
 */
export const sessionExpiry = {
  from: null as string | null,
  actor: null as SessionActor | null,
  expire(from: string) {
    this.from = from;
    this.actor?.send({ type: 'REFRESH_FAILED' });
  },
};

/** The session machine bound to the api client: its actors are the real calls (platform.md §4 startup and login). */
export function createSessionLogic({ client, queryClient }: Pick<AppServices, 'client' | 'queryClient'>) {
  return sessionMachine.provide({
    actors: {
      // Typed by the domain: the contract's settings and user must fit the machine's types (checked here at compile time).
      loadSettings: fromPromise<AppSettings, void>(async () => {
        const settings = await queryClient.fetchQuery(coreQueries.appSettings.options(client));
        return settings.data;
      }),
      // No social SDK here: the sandbox social login lives on /login-facebook.
      socialLoginStatus: fromPromise<SocialLoginStatus, void>(async () => ({ accessToken: null })),
      logIn: fromPromise<LoginResult, LoginCredentials>(async ({ input }) => {
        const result = await coreMutations.login.run(client, queryClient, { body: loginBody(input) });
        return { isNewSocialUser: (result as { extra?: { type?: string } }).extra?.type === 'register' };
      }),
      loadUser: fromPromise<SessionUser, void>(async () => {
        const profile = await queryClient.fetchQuery({ ...coreQueries.profile.options(client), staleTime: 0 });
        return profile.data;
      }),
      loadLists: fromPromise(async () => {
        await Promise.all([
          queryClient.prefetchQuery(coreQueries.prizes.options(client)),
          queryClient.prefetchQuery(coreQueries.joinedCompetitionIds.options(client)),
          queryClient.prefetchQuery(coreQueries.myNotifications.options(client, { query: { limit: 5 } })),
        ]);
      }),
      logOut: fromPromise(async () => {
        try {
          await coreMutations.logout.run(client, queryClient, undefined);
        } catch {
          // Tokens and cache are cleared by the mutation's onSettled even when the call fails.
        }
      }),
    },
  });
}

export function SessionProvider({ services, snapshot, children }: { services: AppServices; snapshot?: SessionSnapshot | undefined; children: ReactNode }) {
  const { language, setLanguage } = useLanguage();
  // useNavigate's function changes with the location; the machine's subscriptions read the latest one.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  useEffect(() => {
    navigate.current = navigateNow;
  }, [navigateNow]);
  const actor = useActorRef(createSessionLogic(services), {
    input: { language, hasStoredSession: services.tokenStore.isLoggedIn(), defaultLandingRoute },
    ...(snapshot ? { snapshot } : {}),
  });
  // The machine knows which language the person reads, so signing in keeps it (docs/decisions/newcomer-languages.md).
  useEffect(() => actor.send({ type: 'LANGUAGE_SHOWN', language }), [actor, language]);
  useEffect(() => {
    sessionExpiry.actor = actor;
    const subscriptions = [
      actor.on('navigate', ({ intent }) => {
        // A login asked for by an expired session comes back to the page that expired.
        const from = intent.name === 'loginRequired' ? sessionExpiry.from : null;
        if (from) sessionExpiry.from = null;
        const { path, state } = destinationOf(intent, from);
        void navigate.current(path, { state: state ?? null, replace: true });
      }),
      actor.on('languageChanged', ({ language: next }) => setLanguage(next)),
      // Signed in reading another language than the saved one: that is the latest choice, saved (best effort).
      actor.on('languageSaveRequested', ({ language: chosen }) => {
        coreMutations.updateSetting.run(services.client, services.queryClient, { body: { key: 'language', value: chosen } }).catch(() => undefined);
      }),
      actor.on('sessionReset', () => services.queryClient.clear()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, services, setLanguage]);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor needs a SessionProvider');
  return actor;
}

export function useSession() {
  const actor = useSessionActor();
  const starting = useSelector(actor, (state) => state.matches('startup') && !state.matches({ startup: 'failed' }));
  const startupFailed = useSelector(actor, (state) => state.matches({ startup: 'failed' }));
  const loggedIn = useSelector(actor, (state) => state.matches('loggedIn'));
  const authenticating = useSelector(actor, (state) => state.matches('authenticating'));
  const user = useSelector(actor, (state) => state.context.user);
  const loginError = useSelector(actor, (state) => state.context.loginError);
  return { actor, starting, startupFailed, loggedIn, authenticating, user, loginError };
}
