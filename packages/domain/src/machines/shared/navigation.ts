/**
 * What a machine asks the app to show next, by name; the machine never navigates and knows no URL. apps/web's
 * route table maps each intent to a path (`pathOfIntent`). Paths a machine carries (`returnTo`, `path`) are ones
 * the app gave it: where the user was, or where they asked to go.
 */
export type NavigationIntent =
  /** Sign in first: a visitor, or a session whose token refresh failed. */
  | { readonly name: 'loginRequired' }
  /** Create an account first, then come back. */
  | { readonly name: 'registrationRequired'; readonly returnTo: string }
  /** A new social account reviews its name and e-mail. */
  | { readonly name: 'registrationReviewRequired' }
  /** Verify a phone number first, then continue to returnTo. */
  | { readonly name: 'phoneVerificationRequired'; readonly returnTo: string }
  /** Continue to a page the app named earlier. */
  | { readonly name: 'continueTo'; readonly path: string }
  /** Buy coins (an entry fee the wallet cannot pay). */
  | { readonly name: 'coinsRequired' }
  /** A competition's page. */
  | { readonly name: 'competition'; readonly competitionId: number }
  /** A competition's page: to play it (its matches, or a fantasy team's setup). */
  | { readonly name: 'competitionPlay'; readonly competitionId: number; readonly fantasy: boolean }
  /** The lobby listing more competitions of a kind. */
  | { readonly name: 'competitionLobby'; readonly fantasy: boolean }
  | { readonly name: 'group'; readonly groupId: number }
  | { readonly name: 'groupCompetitionCreation'; readonly groupId: number };

/** The emitted event carrying a navigation intent. */
export interface NavigateEmitted {
  readonly type: 'navigate';
  readonly intent: NavigationIntent;
}

/** What `requestNavigation` needs of an xstate `enqueueActions` helper. */
interface NavigationEnqueue {
  assign(values: { navigation: NavigationIntent }): void;
  emit(event: NavigateEmitted): void;
}

/** The one way a machine asks the app to go somewhere: the intent is kept in context.navigation and emitted. */
export function requestNavigation(enqueue: NavigationEnqueue, intent: NavigationIntent) {
  enqueue.assign({ navigation: intent });
  enqueue.emit({ type: 'navigate', intent });
}
