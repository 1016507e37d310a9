import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageModules } from './pages.ts';
import { routeOf } from './route-table.ts';
import { routeTable } from './route-table.ts';

const samples = [
  '/matches', '/matches/', '/predictions/42', '/profile/predictions', '/competitions/7/matches/99', '/groups/5/overview/create',
  '/login', '/no/such/page', '/predictions/42/extra', '/',
];

describe('routeOf (the start-up code matches routes without the router)', () => {
  it.each(samples)('finds the route react-router finds for %s', (pathname) => {
    const routerEntry = routeTable.find((entry) => matchPath(entry.path, pathname));
    expect(routeOf(pathname)).toBe(routerEntry);
  });
});

describe('the route table', () => {
  it('has a real page for every route that is not a redirect (no placeholder left)', () => {
    const withoutPage = routeTable.filter((entry) => !entry.redirectTo && !pageModules[entry.path]).map((entry) => entry.path);
    expect(withoutPage).toEqual([]);
  });

  it('loads a page module for every route that is not a redirect', async () => {
    for (const entry of routeTable.filter((route) => !route.redirectTo)) {
      const page = await pageModules[entry.path]!();
      expect(typeof page.default, entry.path).toBe('function');
    }
  }, 60_000);
});
