import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.ts';

// Concrete paths from platform.md §2 and competitions-and-groups.md §2.
const specPaths = [
  '/lobby', '/matches', '/search', '/predictions', '/predictions/42', '/login', '/login-facebook', '/register',
  '/register/review', '/verify-phone-number', '/forget-password', '/reset-password', '/profile',
  '/profile/predictions', '/profile/friends', '/profile/wallet', '/profile/notifications', '/profile/prizes',
  '/profile/orders', '/pricing', '/payment', '/voucher', '/payment/cc/status', '/payment/add-cc/status', '/store',
  '/onboarding', '/competition-types', '/about-us', '/download-app', '/fantasy', '/competitions/7',
  '/competitions/7/team-setup', '/competitions/7/matches', '/competitions/7/matches/99', '/competitions/7/ranking',
  '/competitions/7/rules', '/groups', '/groups/all', '/groups/create', '/groups/5', '/groups/5/leaderboard',
  '/groups/5/overview/create', '/groups/5/competitions/create',
];

function matchingEntry(pathname: string) {
  return routeTable.find((entry) => matchPath(entry.path, pathname));
}

describe('route table', () => {
  it.each(specPaths)('declares %s', (pathname) => {
    expect(matchingEntry(pathname)).toBeDefined();
  });

  it('does not match unknown paths (they reach the 404 page)', () => {
    expect(matchingEntry('/no/such/page/here')).toBeUndefined();
  });

  it('protects the routes platform.md §6 reserves for signed-in users', () => {
    for (const pathname of ['/profile', '/store', '/payment', '/voucher', '/pricing', '/search', '/matches', '/predictions/1', '/register/review', '/verify-phone-number']) {
      expect(matchingEntry(pathname)?.auth, pathname).toBe(true);
    }
    for (const pathname of ['/login', '/register', '/onboarding', '/groups', '/competitions/3']) {
      expect(matchingEntry(pathname)?.auth, pathname).toBeFalsy();
    }
  });

  it('sends /lobby to the default landing route', () => {
    expect(matchingEntry('/lobby')?.redirectTo).toBe('/matches');
  });
});
