import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NavigationIntent } from '@hadaf/domain';
import { destinationOf, routeTable } from './route-table.ts';

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

  it('protects the routes platform.md §6 reserves for signed-in users, but the ones visitors browse (issue 30)', () => {
    for (const pathname of ['/profile', '/store', '/payment', '/voucher', '/pricing', '/predictions/1', '/register/review', '/verify-phone-number']) {
      expect(matchingEntry(pathname)?.auth, pathname).toBe(true);
    }
    // The landing's "See all" links lead visitors to matches, competitions and creators; search finds them.
    for (const pathname of ['/login', '/register', '/onboarding', '/groups', '/competitions/3', '/matches', '/search', '/creators', '/lobby/predictions']) {
      expect(matchingEntry(pathname)?.auth, pathname).toBeFalsy();
    }
  });

  it('sends /lobby to the default landing route', () => {
    expect(matchingEntry('/lobby')?.redirectTo).toBe('/matches');
  });
});

describe('machine intents', () => {
  const intents: [NavigationIntent, string, unknown?][] = [
    [{ name: 'loginRequired' }, '/login'],
    [{ name: 'registrationRequired', returnTo: '/competitions/31' }, '/register?redirect=%2Fcompetitions%2F31'],
    [{ name: 'registrationReviewRequired' }, '/register/review'],
    [{ name: 'phoneVerificationRequired', returnTo: '/profile' }, '/verify-phone-number', { returnTo: '/profile' }],
    [{ name: 'continueTo', path: '/search?q=ahly' }, '/search?q=ahly'],
    [{ name: 'coinsRequired' }, '/pricing'],
    [{ name: 'competition', competitionId: 7 }, '/competitions/7'],
    [{ name: 'competitionPlay', competitionId: 7, fantasy: false }, '/competitions/7/matches'],
    [{ name: 'competitionPlay', competitionId: 9, fantasy: true }, '/competitions/9/team-setup'],
    [{ name: 'competitionLobby', fantasy: true }, '/lobby/fantasy'],
    [{ name: 'competitionLobby', fantasy: false }, '/lobby/predictions'],
    [{ name: 'group', groupId: 5 }, '/groups/5'],
    [{ name: 'groupCompetitionCreation', groupId: 5 }, '/groups/5/competitions/create'],
  ];

  it.each(intents)('%o leads to %s, a declared route', (intent, path, state) => {
    const destination = destinationOf(intent);
    expect(destination).toEqual(state ? { path, state } : { path });
    expect(matchingEntry(destination.path.split('?')[0]!)).toBeDefined();
  });

  it('brings a login back to the page that asked for it', () => {
    expect(destinationOf({ name: 'loginRequired' }, '/matches?match=3')).toEqual({ path: '/login', state: { from: '/matches?match=3' } });
  });
});
