import type { ComponentType } from 'react';
import { profileTabRoutes, routePatterns } from '@hadaf/domain';
import { routeOf } from './route-table.ts';

export type Page = ComponentType<{ titleKey: string }>;
export type PageModule = () => Promise<{ default: Page }>;

/** Every page of the route table, by route path (a test checks none is missing). */
export const pageModules: Record<string, PageModule> = {
  [routePatterns.matches]: () => import('../pages/MatchesPage.tsx'),
  [routePatterns.search]: () => import('../pages/SearchPage.tsx'),
  [routePatterns.myPredictions]: () => import('../pages/MyPredictionsPage.tsx'),
  [routePatterns.prediction]: () => import('../pages/PredictionPage.tsx'),
  [routePatterns.login]: () => import('../pages/LoginPage.tsx'),
  [routePatterns.loginFacebook]: () => import('../pages/LoginFacebookPage.tsx'),
  [routePatterns.register]: () => import('../pages/RegisterPage.tsx'),
  [routePatterns.registerReview]: () => import('../pages/RegisterReviewPage.tsx'),
  [routePatterns.verifyPhone]: () => import('../pages/VerifyPhonePage.tsx'),
  [routePatterns.forgetPassword]: () => import('../pages/ForgetPasswordPage.tsx'),
  [routePatterns.resetPassword]: () => import('../pages/ResetPasswordPage.tsx'),
  [routePatterns.lobbyPredictions]: () => import('../pages/LobbyPage.tsx'),
  [routePatterns.lobbyFantasy]: () => import('../pages/LobbyPage.tsx'),
  [routePatterns.lobbyEsports]: () => import('../pages/LobbyPage.tsx'),
};
const competitionPage: PageModule = () => import('../pages/CompetitionPage.tsx');
for (const path of [routePatterns.competition, routePatterns.teamSetup, routePatterns.competitionMatches, routePatterns.competitionMatch, routePatterns.ranking, routePatterns.rules]) pageModules[path] = competitionPage;
const groupsPage: PageModule = () => import('../pages/GroupsAreaPage.tsx');
for (const path of [routePatterns.groups, routePatterns.allGroups, routePatterns.createGroup, routePatterns.group, routePatterns.createGroupCompetition]) pageModules[path] = groupsPage;
pageModules[routePatterns.adminCompetitions] = () => import('../pages/AdminCompetitionsPage.tsx');
const coinsPages: PageModule = () => import('../pages/coins/CoinsPages.tsx');
for (const path of [routePatterns.pricing, routePatterns.payment, routePatterns.voucher, routePatterns.ccStatus, routePatterns.addCcStatus]) pageModules[path] = coinsPages;
pageModules[routePatterns.store] = () => import('../pages/StorePage.tsx');
const welcomePages = () => import('../pages/welcome/WelcomePages.tsx');
pageModules[routePatterns.onboarding] = () => welcomePages().then((pages) => ({ default: pages.OnboardingPage }));
pageModules[routePatterns.competitionTypes] = () => welcomePages().then((pages) => ({ default: pages.CompetitionTypesPage }));
pageModules[routePatterns.aboutUs] = () => welcomePages().then((pages) => ({ default: pages.AboutUsPage }));
pageModules[routePatterns.downloadApp] = () => welcomePages().then((pages) => ({ default: pages.DownloadAppPage }));
pageModules[routePatterns.creators] = () => import('../pages/CreatorsPage.tsx');
const profilePage: PageModule = () => import('../pages/ProfilePage.tsx');
const profileTabs = [routePatterns.profile, ...Object.values(profileTabRoutes)];
for (const path of profileTabs) pageModules[path] = profilePage;

/** "/" is the index route, outside the table: the splash for a signed-in fan, the landing for a visitor. */
export const homePageModule = () => import('../pages/HomePage.tsx');
export const landingPageModule = () => import('../pages/welcome/LandingPage.tsx');

/**
 * Starts loading the chunk of the page a first visit lands on, in parallel with the app's own code instead of
 * after the first render; a visitor on a signed-in route gets /login's chunk (where the wrapper sends them), a visitor
 * on / the landing's with /'s.
 */
export function preloadPage(pathname: string, loggedIn: boolean) {
  if (pathname === '/') {
    void homePageModule();
    if (!loggedIn) void landingPageModule();
    return;
  }
  const entry = routeOf(pathname);
  const path = entry?.auth && !loggedIn ? routePatterns.login : entry?.path;
  if (path) void pageModules[path]?.();
}
