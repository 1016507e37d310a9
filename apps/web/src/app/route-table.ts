import { paths, routePatterns, type NavigationIntent } from '@hadaf/domain';

/**
 * Every route of both spec documents (platform.md §2, competitions-and-groups.md §2; their patterns live in @hadaf/domain's routes), as data:
 * the router is built from it and a test checks it against the spec's paths.
 */

export interface RouteEntry {
  path: string;
  /** Key under web:pages.* for the title "Page | Brand". */
  titleKey: string;
  /** Needs a signed-in user (platform.md §6): others are sent to /login, keeping the location. */
  auth?: boolean;
  /**
   * A public page that is not prerendered: its first paint depends on the visitor's own input or storage (a search's
   * words), which a page built in advance cannot know. /matches is prerendered as its frame: its day, list and tutorial
   * wait for the browser (MatchesPage).
   */
  live?: boolean;
  /** Redirect target instead of a page. */
  redirectTo?: string;
}

export const defaultLandingRoute: string = routePatterns.matches;

export const routeTable: RouteEntry[] = [
  { path: routePatterns.lobby, titleKey: 'lobbyPredictions', redirectTo: defaultLandingRoute },
  { path: routePatterns.lobbyPredictions, titleKey: 'lobbyPredictions' },
  { path: routePatterns.lobbyFantasy, titleKey: 'lobbyFantasy' },
  { path: routePatterns.lobbyEsports, titleKey: 'lobbyEsports' },
  { path: routePatterns.fantasy, titleKey: 'lobbyFantasy', redirectTo: routePatterns.lobbyFantasy },
  // Visitors browse matches and search (issue 30; docs/decisions/newcomer-search-groups-visitors.md): signing in is
  // asked for at the first action that needs it (predict, join), which brings them back here.
  { path: routePatterns.matches, titleKey: 'matches' },
  { path: routePatterns.search, titleKey: 'search', live: true },
  { path: routePatterns.myPredictions, titleKey: 'myPredictions', auth: true },
  { path: routePatterns.prediction, titleKey: 'prediction', auth: true },
  { path: routePatterns.login, titleKey: 'login' },
  { path: routePatterns.loginFacebook, titleKey: 'loginFacebook' },
  { path: routePatterns.register, titleKey: 'register' },
  { path: routePatterns.registerReview, titleKey: 'registerReview', auth: true },
  { path: routePatterns.verifyPhone, titleKey: 'verifyPhone', auth: true },
  { path: routePatterns.forgetPassword, titleKey: 'forgetPassword' },
  { path: routePatterns.resetPassword, titleKey: 'resetPassword' },
  { path: routePatterns.profile, titleKey: 'profile', auth: true },
  { path: routePatterns.profileCompetitions, titleKey: 'profileCompetitions', auth: true },
  { path: routePatterns.profilePredictions, titleKey: 'profilePredictions', auth: true },
  { path: routePatterns.profileFriends, titleKey: 'profileFriends', auth: true },
  { path: routePatterns.profileWallet, titleKey: 'profileWallet', auth: true },
  { path: routePatterns.profileNotifications, titleKey: 'profileNotifications', auth: true },
  { path: routePatterns.profilePrizes, titleKey: 'profilePrizes', auth: true },
  { path: routePatterns.profileOrders, titleKey: 'profileOrders', auth: true },
  { path: routePatterns.pricing, titleKey: 'pricing', auth: true },
  { path: routePatterns.payment, titleKey: 'payment', auth: true },
  { path: routePatterns.voucher, titleKey: 'voucher', auth: true },
  { path: routePatterns.ccStatus, titleKey: 'ccStatus' },
  { path: routePatterns.addCcStatus, titleKey: 'addCcStatus' },
  { path: routePatterns.store, titleKey: 'store', auth: true },
  { path: routePatterns.onboarding, titleKey: 'onboarding' },
  { path: routePatterns.competitionTypes, titleKey: 'competitionTypes' },
  { path: routePatterns.aboutUs, titleKey: 'aboutUs' },
  { path: routePatterns.downloadApp, titleKey: 'downloadApp' },
  { path: routePatterns.creators, titleKey: 'creators' },
  { path: routePatterns.competition, titleKey: 'competition' },
  { path: routePatterns.teamSetup, titleKey: 'teamSetup', auth: true },
  { path: routePatterns.competitionMatches, titleKey: 'competitionMatches' },
  { path: routePatterns.competitionMatch, titleKey: 'competitionMatches' },
  { path: routePatterns.ranking, titleKey: 'ranking' },
  { path: routePatterns.rules, titleKey: 'rules' },
  { path: routePatterns.groups, titleKey: 'groups' },
  { path: routePatterns.allGroups, titleKey: 'allGroups' },
  { path: routePatterns.createGroup, titleKey: 'createGroup', auth: true },
  { path: routePatterns.createGroupCompetition, titleKey: 'createCompetition', auth: true },
  { path: routePatterns.group, titleKey: 'group' },
  { path: routePatterns.adminCompetitions, titleKey: 'adminCompetitions', auth: true },
];

/** Where an intent leads, with the router state the page there reads (`from` on /login, `returnTo` on /verify-phone-number). */
export interface Destination {
  path: string;
  state?: { from: string } | { returnTo: string };
}

/**
 * The one place machine intents become paths: machines say what they need (a login, a verified phone, the
 * competition's matches) and never spell a URL. `from` is where a login should come back to.
 */
export function destinationOf(intent: NavigationIntent, from: string | null = null): Destination {
  switch (intent.name) {
    case 'loginRequired':
      return from ? { path: paths.login, state: { from } } : { path: paths.login };
    case 'registrationRequired':
      return { path: paths.registerWithRedirect(intent.returnTo) };
    case 'registrationReviewRequired':
      return { path: paths.registerReview };
    case 'phoneVerificationRequired':
      return { path: paths.verifyPhone, state: { returnTo: intent.returnTo } };
    case 'continueTo':
      return { path: intent.path };
    case 'coinsRequired':
      return { path: paths.pricing };
    case 'competition':
      return { path: paths.competition(intent.competitionId) };
    case 'competitionPlay':
      return { path: paths.competitionTab(intent.competitionId, intent.fantasy ? 'team-setup' : 'matches') };
    case 'competitionLobby':
      // /predictions is the fan's own predictions page (platform.md §2); the lobby of that kind is where another competition is found.
      return { path: intent.fantasy ? paths.lobbyFantasy : paths.lobbyPredictions };
    case 'group':
      return { path: paths.group(intent.groupId) };
    case 'groupCompetitionCreation':
      return { path: paths.createGroupCompetition(intent.groupId) };
  }
}

/** The route table entry a path lands on (":param" segments match any one segment). */
export function routeOf(pathname: string): RouteEntry | undefined {
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/');
  return routeTable.find((route) => {
    const pattern = route.path.split('/');
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
  });
}
