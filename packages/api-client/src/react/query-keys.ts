import { cleanQuery } from '../client/query.ts';

/**
 * Query keys, one branch per resource. Filters are cleaned like requests (blank values dropped), so
 * `{ q: '' }` and `{}` share a cache entry. Sub-resources sit under their parent's detail key, so
 * invalidating `queryKeys.groups.detail(id)` also refreshes that group's members and ranking. Infinite
 * lists sit under the list prefix (`[…, 'list', 'infinite', filters]`), so invalidating `lists()`
 * refreshes both forms.
 */

export type QueryFilters = Record<string, unknown> | undefined | null;

/** Cleaned filters without the page (infinite lists own their pages). */
export function keyFilters(query: QueryFilters): Record<string, unknown> {
  const clean = cleanQuery(query ?? {});
  delete clean['page'];
  return clean;
}

/** Cleaned filters with the page (a plain query of one page). */
export function keyFiltersWithPage(query: QueryFilters): Record<string, unknown> {
  return cleanQuery(query ?? {});
}

function lists<const P extends readonly unknown[]>(...prefix: P) {
  return {
    all: prefix,
    lists: () => [...prefix, 'list'] as const,
    list: (query?: QueryFilters) => [...prefix, 'list', keyFiltersWithPage(query)] as const,
    infinite: (query?: QueryFilters) => [...prefix, 'list', 'infinite', keyFilters(query)] as const,
  };
}

export const queryKeys = {
  profile: {
    all: ['profile'] as const,
    me: () => ['profile', 'me'] as const,
  },
  me: {
    all: ['me'] as const,
    predictions: lists('me', 'predictions'),
    friends: lists('me', 'friends'),
    orders: lists('me', 'orders'),
    prizes: { ...lists('me', 'prizes'), newCount: () => ['me', 'prizes', 'new-count'] as const },
    notifications: lists('me', 'notifications'),
    joinedCompetitionIds: () => ['me', 'joined-competition-ids'] as const,
  },
  settings: {
    all: ['settings'] as const,
    app: () => ['settings', 'app'] as const,
  },
  games: {
    ...lists('games'),
    details: () => ['games', 'detail'] as const,
    detail: (id: number) => ['games', 'detail', id] as const,
    picks: (id: number) => ['games', 'picks', id] as const,
    neighbourDates: (query?: QueryFilters) => ['games', 'neighbour-dates', keyFilters(query)] as const,
  },
  matches: {
    ...lists('matches'),
    scoreBreakdown: (id: number, query?: QueryFilters) => ['matches', 'detail', id, 'score-breakdown', keyFilters(query)] as const,
  },
  prizes: lists('prizes'),
  packages: lists('packages'),
  transactions: lists('transactions'),
  paymentCards: lists('payment-cards'),
  players: lists('players'),
  teams: lists('teams'),
  users: lists('users'),
  /** GET /v2/search: the search page's competitions, groups and players. */
  search: lists('search'),
  products: lists('products'),
  adminOrders: lists('admin', 'orders'),
  /** The admins' queue of prize redemption requests (the status filter is part of the list key). */
  adminRedemptions: lists('admin', 'prize-redemptions'),
  /** The admins' competition review queue (status and search are part of the list key). */
  adminCompetitions: lists('admin', 'competitions'),
  competitions: {
    ...lists('competitions'),
    details: () => ['competitions', 'detail'] as const,
    detail: (id: number) => ['competitions', 'detail', id] as const,
    teamSetup: (id: number, query?: QueryFilters) => ['competitions', 'detail', id, 'team-setup', keyFilters(query)] as const,
    breakdown: (id: number, query?: QueryFilters) => ['competitions', 'detail', id, 'breakdown', keyFilters(query)] as const,
  },
  rankings: {
    ...lists('rankings'),
    mine: (query?: QueryFilters) => ['rankings', 'mine', keyFilters(query)] as const,
  },
  groups: {
    ...lists('groups'),
    details: () => ['groups', 'detail'] as const,
    detail: (id: number) => ['groups', 'detail', id] as const,
    members: (id: number, query?: QueryFilters) => lists('groups', 'detail', id, 'members').list(query),
    membersInfinite: (id: number, query?: QueryFilters) => lists('groups', 'detail', id, 'members').infinite(query),
    member: (id: number, userId: number) => ['groups', 'detail', id, 'member', userId] as const,
    nonMembers: (id: number, query?: QueryFilters) => lists('groups', 'detail', id, 'non-members').list(query),
    nonMembersInfinite: (id: number, query?: QueryFilters) => lists('groups', 'detail', id, 'non-members').infinite(query),
    ranking: (id: number, query?: QueryFilters) => lists('groups', 'detail', id, 'ranking').list(query),
    rankingInfinite: (id: number, query?: QueryFilters) => lists('groups', 'detail', id, 'ranking').infinite(query),
  },
  system: {
    all: ['system'] as const,
    health: () => ['system', 'health'] as const,
    outbox: (query?: QueryFilters) => ['system', 'outbox', keyFilters(query)] as const,
  },
} as const;
