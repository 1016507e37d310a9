import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type AppSettings, type Language, type SocialLoginStatus } from '@hadaf/domain';
import { defaultLandingRoute } from '../app/route-table.ts';
import type { SessionSnapshot } from '../app/session.tsx';

// What a visitor's pages read of the settings: nothing (they only decide phone verification for signed-in users).
// The browser's session starts with the server's real settings.
const visitorSettings: AppSettings = { enable_phone_verification: false };

/** The session a visitor's page is prerendered with: started, nobody signed in. */
export async function visitorSession(language: Language): Promise<SessionSnapshot> {
  const logic = sessionMachine.provide({
    actors: {
      loadSettings: fromPromise<AppSettings, void>(async () => visitorSettings),
      socialLoginStatus: fromPromise<SocialLoginStatus, void>(async () => ({ accessToken: null })),
    },
  });
  const actor = createActor(logic, { input: { language, hasStoredSession: false, defaultLandingRoute } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'), { timeout: 5000 });
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}
