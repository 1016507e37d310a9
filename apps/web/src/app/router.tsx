import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { routeTable } from './route-table.ts';

// Each page is its own chunk: only the landing route's code loads first.
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const SplashPage = lazy(() => import('../pages/SplashPage.tsx'));
const LocaleRedirect = lazy(() => import('../pages/LocaleRedirect.tsx'));

type Page = LazyExoticComponent<ComponentType<{ titleKey: string }>>;

/** The pages that exist so far, by route path; the rest of the table shows the placeholder. */
const pages: Record<string, Page> = {
  '/matches': lazy(() => import('../pages/MatchesPage.tsx')),
  '/search': lazy(() => import('../pages/SearchPage.tsx')),
  '/predictions': lazy(() => import('../pages/MyPredictionsPage.tsx')),
  '/predictions/:matchId': lazy(() => import('../pages/PredictionPage.tsx')),
  '/login': lazy(() => import('../pages/LoginPage.tsx')),
  '/login-facebook': lazy(() => import('../pages/LoginFacebookPage.tsx')),
  '/register': lazy(() => import('../pages/RegisterPage.tsx')),
  '/register/review': lazy(() => import('../pages/RegisterReviewPage.tsx')),
  '/verify-phone-number': lazy(() => import('../pages/VerifyPhonePage.tsx')),
  '/forget-password': lazy(() => import('../pages/ForgetPasswordPage.tsx')),
  '/reset-password': lazy(() => import('../pages/ResetPasswordPage.tsx')),
};
const ProfilePage = lazy(() => import('../pages/ProfilePage.tsx'));
const profileTabs = ['/profile', '/profile/competitions', '/profile/predictions', '/profile/friends', '/profile/wallet', '/profile/notifications', '/profile/prizes', '/profile/orders'];
for (const path of profileTabs) pages[path] = ProfilePage;

const pageRoutes: RouteObject[] = routeTable.map((entry) => {
  if (entry.redirectTo) return { path: entry.path, element: <Navigate to={entry.redirectTo} replace /> };
  const Page = pages[entry.path] ?? PlaceholderPage;
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
