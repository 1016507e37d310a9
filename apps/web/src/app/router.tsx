import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { routeTable } from './route-table.ts';

// Each page is its own chunk: only the landing route's code loads first.
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const SplashPage = lazy(() => import('../pages/SplashPage.tsx'));
const LocaleRedirect = lazy(() => import('../pages/LocaleRedirect.tsx'));

type Page = ComponentType<{ titleKey: string }>;
type PageModule = () => Promise<{ default: Page }>;

/** The pages that exist so far, by route path; the rest of the table shows the placeholder. */
const pageModules: Record<string, PageModule> = {
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

const pages = new Map<PageModule, LazyExoticComponent<Page>>();
const pageFor = (load: PageModule) => pages.get(load) ?? pages.set(load, lazy(load)).get(load)!;

/**
 * Starts loading the chunk of the page a first visit lands on while the entry is still starting, instead of
 * after the first render; a visitor on a signed-in route gets /login's chunk (where the wrapper sends them).
 */
export function preloadPage(pathname: string, loggedIn: boolean) {
  const entry = routeTable.find((route) => matchPath(route.path, pathname));
  const path = entry?.auth && !loggedIn ? '/login' : entry?.path;
  if (path) void pageModules[path]?.();
}

const pageRoutes: RouteObject[] = routeTable.map((entry) => {
  if (entry.redirectTo) return { path: entry.path, element: <Navigate to={entry.redirectTo} replace /> };
  const load = pageModules[entry.path];
  const Page = load ? pageFor(load) : PlaceholderPage;
  const page = <Page key={entry.path} titleKey={entry.titleKey} />;
  return { path: entry.path, element: entry.auth ? <RequireAuth>{page}</RequireAuth> : page };
});

export const routes: RouteObject[] = [
  { path: '/', element: <SplashPage /> },
  { path: '/en', element: <LocaleRedirect language="en" /> },
  { path: '/ar', element: <LocaleRedirect language="ar" /> },
  { element: <Layout />, children: [...pageRoutes, { path: '*', element: <NotFoundPage /> }] },
];

/**
 * The routes, matched by react-router's declarative API inside a <BrowserRouter>: the app loads nothing through
 * route loaders, so the data router (and its ≈17 KB gzip) would only add weight to the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
