import type { ComponentType } from 'react';
import { routeTable, type RouteEntry } from './route-table.ts';

export type Page = ComponentType<{ titleKey: string }>;
export type PageModule = () => Promise<{ default: Page }>;

/** The pages that exist so far, by route path; the rest of the table shows the placeholder. */
export const pageModules: Record<string, PageModule> = {
  '/matches': () => import('../pages/MatchesPage.tsx'),
  '/search': () => import('../pages/SearchPage.tsx'),
  '/predictions': () => import('../pages/MyPredictionsPage.tsx'),
  '/predictions/:matchId': () => import('../pages/PredictionPage.tsx'),
  '/login': () => import('../pages/LoginPage.tsx'),
  '/login-facebook': () => import('../pages/LoginFacebookPage.tsx'),
  '/register': () => import('../pages/RegisterPage.tsx'),
  '/register/review': () => import('../pages/RegisterReviewPage.tsx'),
  '/verify-phone-number': () => import('../pages/VerifyPhonePage.tsx'),
  '/forget-password': () => import('../pages/ForgetPasswordPage.tsx'),
  '/reset-password': () => import('../pages/ResetPasswordPage.tsx'),
};
const profilePage: PageModule = () => import('../pages/ProfilePage.tsx');
const profileTabs = ['/profile', '/profile/competitions', '/profile/predictions', '/profile/friends', '/profile/wallet', '/profile/notifications', '/profile/prizes', '/profile/orders'];
for (const path of profileTabs) pageModules[path] = profilePage;

/** The route table entry a path lands on (":param" segments match any one segment). */
export function routeOf(pathname: string): RouteEntry | undefined {
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/');
  return routeTable.find((route) => {
    const pattern = route.path.split('/');
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
  });
}

/**
 * Starts loading the chunk of the page a first visit lands on, in parallel with the app's own code instead of
 * after the first render; a visitor on a signed-in route gets /login's chunk (where the wrapper sends them).
 */
export function preloadPage(pathname: string, loggedIn: boolean) {
  const entry = routeOf(pathname);
  const path = entry?.auth && !loggedIn ? '/login' : entry?.path;
  if (path) void pageModules[path]?.();
}
