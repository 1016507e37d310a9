import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { routeTable } from './route-table.ts';

// Each page is its own chunk: only the landing route's code loads first.
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const SplashPage = lazy(() => import('../pages/SplashPage.tsx'));
const LocaleRedirect = lazy(() => import('../pages/LocaleRedirect.tsx'));

const pageRoutes: RouteObject[] = routeTable.map((entry) => {
  if (entry.redirectTo) return { path: entry.path, element: <Navigate to={entry.redirectTo} replace /> };
  const page = <PlaceholderPage key={entry.path} titleKey={entry.titleKey} />;
  return { path: entry.path, element: entry.auth ? <RequireAuth>{page}</RequireAuth> : page };
});

export const routes: RouteObject[] = [
  { path: '/', element: <SplashPage /> },
  { path: '/en', element: <LocaleRedirect language="en" /> },
  { path: '/ar', element: <LocaleRedirect language="ar" /> },
  { element: <Layout />, children: [...pageRoutes, { path: '*', element: <NotFoundPage /> }] },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
