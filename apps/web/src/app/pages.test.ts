import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeOf } from './pages.ts';
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
