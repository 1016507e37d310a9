/**
 * The one route vocabulary (platform.md §2 and competitions-and-groups.md §2): every route's pattern by name, and
 * builders for concrete paths. Nothing else in packages/* or apps/web spells a path; a check in `npm test`
 * (scripts/checks/route-literals.test.ts) fails on a path literal outside this file.
 */
export const routePatterns = {
  home: '/',
  lobby: '/lobby',
  lobbyPredictions: '/lobby/predictions',
  lobbyFantasy: '/lobby/fantasy',
  /** The eSports list (platform.md §1's third kind; competitions §4's per-type lists): our route, the spec names none. */
  lobbyEsports: '/lobby/esports',
  fantasy: '/fantasy',
  matches: '/matches',
  search: '/search',
  myPredictions: '/predictions',
  prediction: '/predictions/:matchId',
  login: '/login',
  loginFacebook: '/login-facebook',
  register: '/register',
  registerReview: '/register/review',
  verifyPhone: '/verify-phone-number',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  profileCompetitions: '/profile/competitions',
  profilePredictions: '/profile/predictions',
  profileFriends: '/profile/friends',
  profileWallet: '/profile/wallet',
  profileNotifications: '/profile/notifications',
  profilePrizes: '/profile/prizes',
  profileOrders: '/profile/orders',
  pricing: '/pricing',
  payment: '/payment',
  voucher: '/voucher',
  ccStatus: '/payment/cc/status',
  addCcStatus: '/payment/add-cc/status',
  store: '/store',
  onboarding: '/onboarding',
  competitionTypes: '/competition-types',
  aboutUs: '/about-us',
  downloadApp: '/download-app',
  /** The creators section (platform.md §1 names it a main section of the signed-in app; the spec gives no route: ours). */
  creators: '/creators',
  competition: '/competitions/:id',
  teamSetup: '/competitions/:id/team-setup',
  competitionMatches: '/competitions/:id/matches',
  competitionMatch: '/competitions/:id/matches/:gameId',
  ranking: '/competitions/:id/ranking',
  rules: '/competitions/:id/rules',
  groups: '/groups',
  allGroups: '/groups/all',
  createGroup: '/groups/create',
  createGroupCompetition: '/groups/:id/competitions/create',
  group: '/groups/:id/:activeTab?/:isCreate?',
  /** The admin area (our decision: the spec shows no admin screens): competitions waiting for review. */
  adminCompetitions: '/manage/competitions',
} as const;

export type RouteName = keyof typeof routePatterns;

/** The profile area's tabs and the route of each. */
export const profileTabRoutes = {
  competitions: routePatterns.profileCompetitions,
  predictions: routePatterns.profilePredictions,
  friends: routePatterns.profileFriends,
  wallet: routePatterns.profileWallet,
  notifications: routePatterns.profileNotifications,
  prizes: routePatterns.profilePrizes,
  orders: routePatterns.profileOrders,
} as const;

export type ProfileTab = keyof typeof profileTabRoutes;

/** A competition page's tabs (competitions-and-groups.md §2). */
export type CompetitionTab = 'matches' | 'ranking' | 'rules' | 'team-setup';

/** The routes of the authentication screens: the login flow's "previous page" never points at one of them. */
export const authenticationRoutes: readonly string[] = [
  routePatterns.login,
  routePatterns.loginFacebook,
  routePatterns.register,
  routePatterns.registerReview,
  routePatterns.verifyPhone,
  routePatterns.forgetPassword,
  routePatterns.resetPassword,
];

/** A path with its query, leaving out empty values. */
function withQuery(path: string, query: Readonly<Record<string, string | number | null | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Concrete paths, by what the user is going to. */
export const paths = {
  ...routePatterns,
  /** /matches with a match open in the prediction panel, and optionally a day. */
  matchesWith: (query: { match?: number; date?: string }) => withQuery(routePatterns.matches, query),
  prediction: (matchId: number) => `${routePatterns.myPredictions}/${segment(matchId)}`,
  /** The search page for a text (e.g. a player's team). */
  searchFor: (q: string) => withQuery(routePatterns.search, { q }),
  /** The register page, coming back to `redirect` once registered. */
  registerWithRedirect: (redirect: string) => withQuery(routePatterns.register, { redirect }),
  /** The login page, coming back to `redirect` once signed in (the register page's "Log in" link passes it on). */
  loginWithRedirect: (redirect: string) => withQuery(routePatterns.login, { redirect }),
  /** The register page with a friend's referral code (the invitation link). */
  registerWithReferrer: (code: string) => withQuery(routePatterns.register, { referrer: code }),
  resetPasswordWith: (query: { identifier?: string; token?: string; email?: string }) => withQuery(routePatterns.resetPassword, query),
  profileTab: (tab: ProfileTab) => profileTabRoutes[tab],
  /** The profile page scrolled to its settings section. */
  profileSettings: `${routePatterns.profile}#settings`,
  competition: (id: number | string) => `/competitions/${segment(id)}`,
  /** The competition page opening its join dialog (competitions §2: the joining query parameter), e.g. on coming back from verification. */
  competitionJoining: (id: number | string) => `/competitions/${segment(id)}?joining`,
  competitionTab: (id: number | string, tab: CompetitionTab) => `/competitions/${segment(id)}/${tab}`,
  competitionMatch: (id: number | string, gameId: number | string) => `/competitions/${segment(id)}/matches/${segment(gameId)}`,
  group: (id: number | string) => `/groups/${segment(id)}`,
  groupTab: (id: number | string, tab: string) => `/groups/${segment(id)}/${segment(tab)}`,
  createGroupCompetition: (id: number | string) => `/groups/${segment(id)}/competitions/create`,
} as const;
