import { InfiniteQueryObserver, MutationObserver, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { InfiniteData, MutationOptions } from '@tanstack/react-query';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../generated/schema.ts';
import { createHadafClient } from '../client/create-client.ts';
import { ValidationError } from '../client/errors.ts';
import { createTokenStore, memoryCookieJar } from '../client/token-store.ts';
import { handlers, resetMockState } from '../mocks/handlers.ts';
import { HadafClientProvider, useHadafClient } from './context.ts';
import { nextPageParam } from './define.ts';
import { infiniteQueries, mutations, queries, useGame } from './hooks.ts';
import { languageKey, refreshLanguage } from './language.ts';
import { queryKeys } from './query-keys.ts';

type Schemas = components['schemas'];
/** The answer cached in English (the test client's language). */
const en = <K extends readonly unknown[]>(key: K) => languageKey(key, 'en');
const API = 'http://localhost/api';
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const tokenStore = createTokenStore({ jar: memoryCookieJar() });
  tokenStore.setTokens({ access_token: 'a', refresh_token: 'r' });
  const client = createHadafClient({ baseUrl: API, tokenStore, getLanguage: () => 'en' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  return { client, tokenStore, queryClient };
}

function run<D, V, C>(queryClient: QueryClient, options: MutationOptions<D, never, V, C> | MutationOptions<D, unknown, V, C>, variables: V): Promise<D> {
  return new MutationObserver(queryClient, options as MutationOptions<D, unknown, V, C>).mutate(variables);
}

type ProfileData = { data: Schemas['User'] };
type CompetitionData = { data: Schemas['Competition'] };
type CompetitionPageData = { data: Schemas['Competition'][] };

describe('coverage of the contract', () => {
  const doc = parse(readFileSync(fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url)), 'utf8')) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }>>;
  };
  const all = Object.entries(doc.paths).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'patch', 'delete'].filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );
  const defined = [...Object.values(queries), ...Object.values(mutations)].map((definition) => `${definition.method} ${definition.path}`);

  // An event stream is no query: subscribeLive (live/subscribe.ts) serves GET /v2/live, into the other hooks' caches.
  const streams = all.filter(({ operation }) => operation.responses['200']?.content?.['text/event-stream']).map(({ path, method }) => `${method} ${path}`);

  it('has a hook for every operation (the event stream: subscribeLive)', () => {
    expect(streams).toEqual(['get /v2/live']);
    const missing = all
      .filter(({ path, method }) => !defined.includes(`${method} ${path}`) && !streams.includes(`${method} ${path}`))
      .map(({ path, method }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    expect(all.length).toBeGreaterThan(0);
  });

  it('has an infinite hook for every paged list', () => {
    const paged = all
      .filter(({ method, operation }) => {
        if (method !== 'get') return false;
        const schema = operation.responses['200']?.content?.['application/json']?.schema ?? {};
        const text = JSON.stringify(schema);
        return text.includes('PageMeta') || text.includes('RankingPage') || text.includes('CompetitionPage');
      })
      .map(({ path }) => path)
      .sort();
    expect(Object.values(infiniteQueries).map((definition) => definition.path).sort()).toEqual(paged);
  });
});

describe('query keys', () => {
  it('drop blank filters so equivalent filters share a cache entry', () => {
    expect(queryKeys.games.list({ q: '', state: 'LIVE', date: null, joined: undefined })).toEqual(queryKeys.games.list({ state: 'LIVE' }));
    expect(queryKeys.games.list({ state: 'LIVE', page: 0 })).toEqual(['games', 'list', { state: 'LIVE', page: 0 }]);
    expect(queryKeys.games.infinite({ state: 'LIVE', page: 3 })).toEqual(['games', 'list', 'infinite', { state: 'LIVE' }]);
    expect(queryKeys.games.detail(4)).toEqual(['games', 'detail', 4]);
    expect(queryKeys.groups.members(2, { q: ' ' })).toEqual(['groups', 'detail', 2, 'members', 'list', {}]);
  });
});

describe('answers per language', () => {
  const anyParams = { path: { id: 1, userId: 2, provider: 'vodafone', gateway: 'sandbox-cash', reference: 'r' }, query: {} };

  it('key every cached answer by the language it is asked in', () => {
    const { client } = setup();
    const definitions = [...Object.entries(queries), ...Object.entries(infiniteQueries).map(([name, definition]) => [`${name} (infinite)`, definition] as const)];
    for (const [name, definition] of definitions) {
      const options = definition.options as (c: typeof client, p: unknown, l?: 'en' | 'ar') => { queryKey: readonly unknown[] };
      expect(options(client, anyParams, 'ar').queryKey.at(-1), name).toEqual({ language: 'ar' });
      expect(options(client, anyParams).queryKey.at(-1), name).toEqual({ language: 'en' });
    }
  });

  it('ask in the answer’s language and cache each language apart', async () => {
    const { client, queryClient } = setup();
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.headers.get('X-Locale')));
    const english = await queryClient.fetchQuery(queries.packages.options(client, undefined, 'en'));
    const arabic = await queryClient.fetchQuery(queries.packages.options(client, undefined, 'ar'));
    server.events.removeAllListeners();
    expect(asked).toEqual(['en', 'ar']);
    expect(english.data[0]!.name).not.toBe(arabic.data[0]!.name);
    expect(queryClient.getQueryData<typeof english>(queries.packages.key(undefined, 'en'))?.data[0]!.name).toBe(english.data[0]!.name);
    // Packages are fetched once: the English answer is not what the Arabic page gets, nor the other way round.
    expect(queryClient.getQueryData<typeof arabic>(queries.packages.key(undefined, 'ar'))?.data[0]!.name).toBe(arabic.data[0]!.name);
  });

  it('refresh what was cached in a language when the app comes back to it, and leave the other language alone', async () => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(queries.profile.options(client, undefined, 'ar'));
    await queryClient.fetchQuery(queries.profile.options(client, undefined, 'en'));
    await refreshLanguage(queryClient, 'ar');
    expect(queryClient.getQueryState(queries.profile.key(undefined, 'ar'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queries.profile.key(undefined, 'en'))?.isInvalidated).toBe(false);
  });

  it('write a mutation’s answer only into the answers of the language it was made in', async () => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(queries.game.options(client, { path: { id: 1002 } }, 'ar'));
    const before = queryClient.getQueryData<{ data: Schemas['MatchItem'] }>(queries.game.key({ path: { id: 1002 } }, 'ar'))?.data;
    await run(queryClient, mutations.savePredictions.options(client, queryClient), {
      body: { game_id: 1002, bets: [{ bet_id: before!.game_score_bet!.id, value: { home_goals: 3, away_goals: 1 } }] },
    });
    // Asked in English (the client's language): the Arabic answer keeps its Arabic names.
    expect(queryClient.getQueryData<{ data: Schemas['MatchItem'] }>(queries.game.key({ path: { id: 1002 } }, 'ar'))?.data.match.home_team.name).toBe(
      before!.match.home_team.name,
    );
    expect(queryClient.getQueryData(queries.game.key({ path: { id: 1002 } }, 'en'))).toBeDefined();
  });
});

describe('infinite lists', () => {
  it('next page = current_page + 1 while current_page < last_page', () => {
    expect(nextPageParam({ meta: { current_page: 1, last_page: 3 } })).toBe(2);
    expect(nextPageParam({ meta: { current_page: 3, last_page: 3 } })).toBeUndefined();
    expect(nextPageParam(undefined)).toBeUndefined();
  });

  it('loads every page of a paged list and then stops', async () => {
    const { client, queryClient } = setup();
    const observer = new InfiniteQueryObserver(queryClient, infiniteQueries.users.options(client, { query: { q: '' } }));
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    const data = observer.getCurrentResult().data as InfiniteData<{ data: unknown[]; meta: Schemas['PageMeta'] }, number>;
    unsubscribe();
    expect(data.pageParams).toEqual([1, 2, 3]);
    expect(data.pages.map((page) => page.data.length)).toEqual([10, 10, 5]);
    expect(data.pages.at(-1)?.meta).toEqual({ current_page: 3, last_page: 3 });
  });
});

describe('join and leave a competition', () => {
  it('updates the detail, the lists, the joined ids and the profile coins, and leaving reverses it', async () => {
    const { client, queryClient } = setup();
    const profile = (await queryClient.fetchQuery(queries.profile.options(client))) as ProfileData;
    const detail = (await queryClient.fetchQuery(queries.competition.options(client, { path: { id: 1 } }))) as CompetitionData;
    await queryClient.fetchQuery(queries.competitions.options(client, { query: { state: 'upcoming' } }));
    await queryClient.fetchInfiniteQuery(infiniteQueries.competitions.options(client, { query: { state: 'upcoming' } }));
    const ids = (await queryClient.fetchQuery(queries.joinedCompetitionIds.options(client))) as { data: number[] };
    const coins = profile.data.coins;
    const { entry_fee: fee, participants } = detail.data;
    expect(detail.data.joined).toBe(false);
    expect(ids.data).not.toContain(1);
    expect(fee).toBeGreaterThan(0);

    const join = mutations.joinCompetition.options(client, queryClient);
    await run(queryClient, join, { params: { path: { id: 1 } } });

    const afterJoin = {
      coins: queryClient.getQueryData<ProfileData>(en(queryKeys.profile.me()))?.data.coins,
      detail: queryClient.getQueryData<CompetitionData>(en(queryKeys.competitions.detail(1)))?.data,
      list: queryClient.getQueryData<CompetitionPageData>(en(queryKeys.competitions.list({ state: 'upcoming' })))?.data.find((item) => item.id === 1),
      infinite: queryClient
        .getQueryData<InfiniteData<CompetitionPageData>>(en(queryKeys.competitions.infinite({ state: 'upcoming' })))
        ?.pages[0]?.data.find((item) => item.id === 1),
      ids: queryClient.getQueryData<{ data: number[] }>(en(queryKeys.me.joinedCompetitionIds()))?.data,
    };
    expect(afterJoin.coins).toBe(coins - fee);
    expect(afterJoin.detail).toMatchObject({ joined: true, participants: { current: participants.current + 1 } });
    expect(afterJoin.detail?.matches?.length).toBe(detail.data.matches?.length);
    expect(afterJoin.list).toMatchObject({ joined: true, participants: { current: participants.current + 1 } });
    expect(afterJoin.infinite).toMatchObject({ joined: true, participants: { current: participants.current + 1 } });
    expect(afterJoin.ids).toContain(1);

    await run(queryClient, mutations.leaveCompetition.options(client, queryClient), { params: { path: { id: 1 } } });
    expect(queryClient.getQueryData<ProfileData>(en(queryKeys.profile.me()))?.data.coins).toBe(coins);
    expect(queryClient.getQueryData<CompetitionData>(en(queryKeys.competitions.detail(1)))?.data).toMatchObject({
      joined: false,
      participants: { current: participants.current },
    });
    expect(queryClient.getQueryData<{ data: number[] }>(en(queryKeys.me.joinedCompetitionIds()))?.data).not.toContain(1);
  });

  it('leaves the caches alone when joining fails', async () => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(queries.profile.options(client));
    const coins = queryClient.getQueryData<ProfileData>(en(queryKeys.profile.me()))?.data.coins;
    // Competition 2 is already joined: the mock answers 422.
    await expect(run(queryClient, mutations.joinCompetition.options(client, queryClient), { params: { path: { id: 2 } } })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(queryClient.getQueryData<ProfileData>(en(queryKeys.profile.me()))?.data.coins).toBe(coins);
  });
});

describe('saving predictions', () => {
  it('puts the saved match in the detail and the lists and marks the lists stale', async () => {
    const { client, queryClient } = setup();
    const game = (await queryClient.fetchQuery(queries.game.options(client, { path: { id: 1002 } }))) as { data: Schemas['MatchItem'] };
    await queryClient.fetchQuery(queries.games.options(client));
    const scoreBetId = game.data.game_score_bet!.id;
    expect(game.data.game_score_bet?.current_user_prediction).toBeNull();

    const listObserverKey = en(queryKeys.games.list(undefined));
    await run(queryClient, mutations.savePredictions.options(client, queryClient), {
      body: { game_id: 1002, bets: [{ bet_id: scoreBetId, value: { home_goals: 3, away_goals: 1 } }] },
    });

    const detail = queryClient.getQueryData<{ data: Schemas['MatchItem'] }>(en(queryKeys.games.detail(1002)))?.data;
    expect(detail?.bets.find((bet) => bet.id === scoreBetId)?.current_user_prediction?.value).toEqual({ home_goals: 3, away_goals: 1 });
    const listItem = queryClient.getQueryData<{ data: Schemas['MatchItem'][] }>(listObserverKey)?.data.find((item) => item.id === 1002);
    expect(listItem?.game_score_bet?.current_user_prediction?.value).toEqual({ home_goals: 3, away_goals: 1 });
    expect(queryClient.getQueryState(listObserverKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(en(queryKeys.games.detail(1002)))?.isInvalidated).toBe(false);
  });
});

describe('settings', () => {
  it('apply optimistically and roll back when the server refuses', async () => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(queries.profile.options(client));
    const language = () => queryClient.getQueryData<ProfileData>(en(queryKeys.profile.me()))?.data.settings.language;
    expect(language()).toBe('en');

    server.use(
      http.post(`${API}/me/settings`, async () => {
        await delay(30);
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const pending = run(queryClient, mutations.updateSetting.options(client, queryClient), { body: { key: 'language', value: 'ar' } });
    await delay(5);
    expect(language()).toBe('ar');
    await expect(pending).rejects.toMatchObject({ status: 500 });
    expect(language()).toBe('en');
  });

  it('keep the server value on success', async () => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(queries.profile.options(client));
    await run(queryClient, mutations.updateSetting.options(client, queryClient), { body: { key: 'receive_notifications', value: false } });
    expect(queryClient.getQueryData<ProfileData>(en(queryKeys.profile.me()))?.data.settings.receive_notifications).toBe(false);
  });
});

describe('cache lifetimes', () => {
  it('own ranking stays fresh until cache_until; packages are fetched once', async () => {
    const { client } = setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ranking = new QueryObserver(queryClient, queries.myRanking.options(client, { query: { 'season-id': 41 } }));
    const stop = ranking.subscribe(() => undefined);
    await ranking.refetch();
    expect(ranking.getCurrentResult().isStale).toBe(false);
    stop();
    const packages = new QueryObserver(queryClient, queries.packages.options(client));
    const stopPackages = packages.subscribe(() => undefined);
    await packages.refetch();
    expect(packages.getCurrentResult().isStale).toBe(false);
    stopPackages();
  });
});

describe('other cache effects', () => {
  it('placing an order lowers the coins by the current price', async () => {
    const { client, queryClient } = setup();
    const { data: user } = (await queryClient.fetchQuery(queries.profile.options(client))) as ProfileData;
    const { data: products } = (await queryClient.fetchQuery(queries.products.options(client))) as { data: Schemas['Product'][] };
    const product = products[1]!;
    await run(queryClient, mutations.placeOrder.options(client, queryClient), {
      body: { product_id: product.id, shipping_info: { name: 'Omar', phone_number: '01012345678', street_address: '12 Tahrir Street' } },
    });
    expect(queryClient.getQueryData<ProfileData>(en(queryKeys.profile.me()))?.data.coins).toBe(user.coins - product.current_price);
  });

  it('marking notifications read sets the count to 0', async () => {
    const { client, queryClient } = setup();
    const before = (await queryClient.fetchQuery(queries.myNotifications.options(client, { query: { limit: 5 } }))) as { new_count: number };
    expect(before.new_count).toBeGreaterThan(0);
    await run(queryClient, mutations.markNotificationsRead.options(client, queryClient), undefined);
    const after = queryClient.getQueryData<{ new_count: number; data: Schemas['Notification'][] }>(en(queryKeys.me.notifications.list({ limit: 5 })));
    expect(after?.new_count).toBe(0);
    expect(after?.data.every((item) => item.read_at)).toBe(true);
  });

  it('login stores the tokens and logout clears tokens and cache', async () => {
    const { client, queryClient, tokenStore } = setup();
    tokenStore.clear();
    await run(queryClient, mutations.login.options(client, queryClient), {
      body: { grant_type: 'password', client_id: 2, scope: '*', username: 'player1@hadaf.test', password: 'secret' },
    });
    expect(tokenStore.getAccessToken()).toBe('mock-access-token');
    expect(tokenStore.isLoggedIn()).toBe(true);
    await queryClient.fetchQuery(queries.profile.options(client));
    await run(queryClient, mutations.logout.options(client, queryClient), undefined);
    expect(tokenStore.isLoggedIn()).toBe(false);
    expect(queryClient.getQueryData(en(queryKeys.profile.me()))).toBeUndefined();
  });
});

describe('prize redemptions (admin)', () => {
  it('keep the status filter in the list key and page like the other admin lists', async () => {
    const { client, queryClient } = setup();
    expect(queryKeys.adminRedemptions.list({ status: 'approved', page: 2 })).toEqual(['admin', 'prize-redemptions', 'list', { status: 'approved', page: 2 }]);
    expect(queryKeys.adminRedemptions.infinite({ status: 'approved' })).toEqual(['admin', 'prize-redemptions', 'list', 'infinite', { status: 'approved' }]);
    const approved = (await queryClient.fetchQuery(queries.adminRedemptions.options(client, { query: { status: 'approved' } }))) as { data: Schemas['AdminRedemption'][] };
    expect(approved.data.length).toBeGreaterThan(0);
    expect(approved.data.every((item) => item.status === 'approved')).toBe(true);
    const pages = await queryClient.fetchInfiniteQuery(infiniteQueries.adminRedemptions.options(client, { query: { status: 'pending' } }));
    expect(pages.pages[0]?.data.every((item) => item.status === 'pending')).toBe(true);
  });

  it.each([
    ['approve', () => mutations.adminApproveRedemption, { params: { path: { id: 101 } } }],
    ['reject', () => mutations.adminRejectRedemption, { params: { path: { id: 101 } }, body: { reason: 'unclear_pictures' } }],
    ['complete', () => mutations.adminCompleteRedemption, { params: { path: { id: 104 } }, body: { transfer_reference: 'VF-20261126-0042' } }],
  ] as const)('%s marks the admins\' queue (every status, both forms) and the user\'s prizes stale', async (_name, definition, variables) => {
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(queries.adminRedemptions.options(client, { query: { status: 'pending' } }));
    await queryClient.fetchQuery(queries.adminRedemptions.options(client, { query: { status: 'approved' } }));
    await queryClient.fetchInfiniteQuery(infiniteQueries.adminRedemptions.options(client));
    await queryClient.fetchQuery(queries.myPrizes.options(client));
    await queryClient.fetchQuery(queries.adminOrders.options(client));
    const mutation = definition() as unknown as { options: (c: typeof client, q: QueryClient) => MutationOptions<unknown, unknown, unknown, unknown> };
    await run(queryClient, mutation.options(client, queryClient), variables);
    for (const key of [
      queryKeys.adminRedemptions.list({ status: 'pending' }),
      queryKeys.adminRedemptions.list({ status: 'approved' }),
      queryKeys.adminRedemptions.infinite(),
      queryKeys.me.prizes.list(),
    ]) {
      expect(queryClient.getQueryState(en(key))?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
    expect(queryClient.getQueryState(en(queryKeys.adminOrders.list()))?.isInvalidated).toBe(false);
  });
});

describe('React hooks', () => {
  it('read the client from HadafClientProvider and the cache from QueryClientProvider', async () => {
    const { client, queryClient } = setup();
    await queryClient.prefetchQuery(queries.game.options(client, { path: { id: 1001 } }));
    function Home() {
      const { data } = useGame({ path: { id: 1001 } });
      return createElement('p', null, data?.data.match.home_team.name ?? 'loading');
    }
    const html = renderToString(
      createElement(QueryClientProvider, { client: queryClient }, createElement(HadafClientProvider, { client }, createElement(Home))),
    );
    expect(html).toBe('<p>Cairo Eagles</p>');
  });

  it('useHadafClient outside the provider explains what is missing', () => {
    function Orphan() {
      useHadafClient();
      return null;
    }
    expect(() => renderToString(createElement(Orphan))).toThrow(/HadafClientProvider/);
  });
});
