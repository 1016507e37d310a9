import { lazy, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { homePageModule, pageModules, type Page, type PageModule } from './pages.ts';
import { routeTable } from './route-table.ts';

// Each page is its own chunk: only the landing route's code loads first.
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const HomePage = lazy(homePageModule);
const LocaleRedirect = lazy(() => import('../pages/LocaleRedirect.tsx'));

const pages = new Map<PageModule, LazyExoticComponent<Page>>();
const pageFor = (load: PageModule) => pages.get(load) ?? pages.set(load, lazy(load)).get(load)!;

const pageRoutes: RouteObject[] = routeTable.map((entry) => {
  if (entry.redirectTo) return { path: entry.path, element: <Navigate to={entry.redirectTo} replace /> };
  const load = pageModules[entry.path];
  // Every route has its page (pages.test.ts); a missing one is a bug to see, not a blank screen.
  if (!load) throw new Error(`No page for the route ${entry.path}`);
  const Page = pageFor(load);
  // One element shape for every route, and no key per path: the routes of one page (a competition's, a group's or
  // the profile's tabs) keep that page mounted as they change, so the tab the arrow keys moved to keeps the focus
  // (issue 30, defect 17; WCAG 2.4.3). Another page's routes still mount their own (another component).
  return { path: entry.path, element: <RequireAuth when={entry.auth === true}><Page titleKey={entry.titleKey} /></RequireAuth> };
});

export const routes: RouteObject[] = [
  { path: '/en', element: <LocaleRedirect language="en" /> },
  { path: '/ar', element: <LocaleRedirect language="ar" /> },
  // / sits in the frame: a visitor's landing has the header (language, sign in); the splash covers it for a fan.
  { element: <Layout />, children: [{ index: true, element: <HomePage /> }, ...pageRoutes, { path: '*', element: <NotFoundPage /> }] },
];

/**
 * The routes, matched by react-router's declarative API inside a <BrowserRouter>: the app loads nothing through
 * route loaders, so the data router (and its ≈17 KB gzip) would only add weight to the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
