/**
 * Every route of both spec documents (platform.md §2, competitions-and-groups.md §2), as data:
 * the router is built from it and a test checks it against the spec's paths.
 */

export interface RouteEntry {
  path: string;
  /** Key under web:pages.* for the title "Page | Brand". */
  titleKey: string;
  /** Needs a signed-in user (platform.md §6): others are sent to /login, keeping the location. */
  auth?: boolean;
  /** Redirect target instead of a page. */
  redirectTo?: string;
}

export const defaultLandingRoute = '/matches';

export const routeTable: RouteEntry[] = [
  { path: '/lobby', titleKey: 'lobbyPredictions', redirectTo: defaultLandingRoute },
  { path: '/lobby/predictions', titleKey: 'lobbyPredictions' },
  { path: '/lobby/fantasy', titleKey: 'lobbyFantasy' },
  { path: '/fantasy', titleKey: 'lobbyFantasy', redirectTo: '/lobby/fantasy' },
  { path: '/matches', titleKey: 'matches', auth: true },
  { path: '/search', titleKey: 'search', auth: true },
  { path: '/predictions', titleKey: 'myPredictions', auth: true },
  { path: '/predictions/:matchId', titleKey: 'prediction', auth: true },
  { path: '/login', titleKey: 'login' },
  { path: '/login-facebook', titleKey: 'loginFacebook' },
  { path: '/register', titleKey: 'register' },
  { path: '/register/review', titleKey: 'registerReview', auth: true },
  { path: '/verify-phone-number', titleKey: 'verifyPhone', auth: true },
  { path: '/forget-password', titleKey: 'forgetPassword' },
  { path: '/reset-password', titleKey: 'resetPassword' },
  { path: '/profile', titleKey: 'profile', auth: true },
  { path: '/profile/competitions', titleKey: 'profileCompetitions', auth: true },
  { path: '/profile/predictions', titleKey: 'profilePredictions', auth: true },
  { path: '/profile/friends', titleKey: 'profileFriends', auth: true },
  { path: '/profile/wallet', titleKey: 'profileWallet', auth: true },
  { path: '/profile/notifications', titleKey: 'profileNotifications', auth: true },
  { path: '/profile/prizes', titleKey: 'profilePrizes', auth: true },
  { path: '/profile/orders', titleKey: 'profileOrders', auth: true },
  { path: '/pricing', titleKey: 'pricing', auth: true },
  { path: '/payment', titleKey: 'payment', auth: true },
  { path: '/voucher', titleKey: 'voucher', auth: true },
  { path: '/payment/cc/status', titleKey: 'ccStatus' },
  { path: '/payment/add-cc/status', titleKey: 'addCcStatus' },
  { path: '/store', titleKey: 'store', auth: true },
  { path: '/onboarding', titleKey: 'onboarding' },
  { path: '/competition-types', titleKey: 'competitionTypes' },
  { path: '/about-us', titleKey: 'aboutUs' },
  { path: '/download-app', titleKey: 'downloadApp' },
  { path: '/competitions/:id', titleKey: 'competition' },
  { path: '/competitions/:id/team-setup', titleKey: 'teamSetup', auth: true },
  { path: '/competitions/:id/matches', titleKey: 'competitionMatches' },
  { path: '/competitions/:id/matches/:gameId', titleKey: 'competitionMatches' },
  { path: '/competitions/:id/ranking', titleKey: 'ranking' },
  { path: '/competitions/:id/rules', titleKey: 'rules' },
  { path: '/groups', titleKey: 'groups' },
  { path: '/groups/all', titleKey: 'allGroups' },
  { path: '/groups/create', titleKey: 'createGroup', auth: true },
  { path: '/groups/:id/competitions/create', titleKey: 'createCompetition', auth: true },
  { path: '/groups/:id/:activeTab?/:isCreate?', titleKey: 'group' },
];
