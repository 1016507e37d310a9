/** Where a machine asks the app to go; the machine never navigates itself. */
export interface NavigationTarget {
  readonly path: string;
  /** Router state; the phone verification page reads `returnTo` to know where to go afterwards. */
  readonly state?: { readonly returnTo: string };
}

/** The emitted event carrying a navigation request. */
export interface NavigateEmitted {
  readonly type: 'navigate';
  readonly target: NavigationTarget;
}
