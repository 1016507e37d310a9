import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHadafClient } from '../client/create-client.ts';
import {
  InvalidCredentialsError,
  NetworkError,
  NotFoundError,
  ServerError,
  ThrottleError,
  UnauthenticatedError,
  ValidationError,
  VoucherRedeemedError,
  unwrap,
} from '../client/errors.ts';
import { createTokenStore, memoryCookieJar } from '../client/token-store.ts';
import {
  competition,
  createDataset,
  group,
  matchItem,
  notification,
  notificationTypes,
  team,
  userPrize,
  userPrizeStatuses,
} from './fixtures/index.ts';
import { handlers, resetMockState } from './handlers.ts';
import { errorHandlers, validationError } from './scenarios.ts';

const API = 'http://localhost/api';
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(language: 'en' | 'ar' = 'en') {
  const tokenStore = createTokenStore({ jar: memoryCookieJar() });
  tokenStore.setTokens({ access_token: 'a', refresh_token: 'r' });
  const expired: unknown[] = [];
  const client = createHadafClient({ baseUrl: API, tokenStore, getLanguage: () => language, getLocation: () => '/profile', onSessionExpired: (info) => expired.push(info) });
  return { client, tokenStore, expired };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('fixtures', () => {
  it('are deterministic and take a language and overrides', () => {
    expect(matchItem({}, { seed: 3 })).toEqual(matchItem({}, { seed: 3 }));
    expect(matchItem({}, { seed: 3 })).not.toEqual(matchItem({}, { seed: 4 }));
    expect(team({}, { language: 'ar' }).name).toBe('نسور القاهرة');
    expect(team({}, { language: 'en' }).name).toBe('Cairo Eagles');
    expect(team({ name: 'Override FC' }).name).toBe('Override FC');
    expect(team().logo?.original).toMatch(/^data:image\/svg\+xml,/);
  });

  it('cover every state and kind', () => {
    const data = createDataset('ar');
    expect(new Set(data.games.map((item) => item.match.state.code))).toEqual(new Set(['NOT_STARTED', 'LIVE', 'FINISHED']));
    expect(new Set(data.games.flatMap((item) => item.bets.map((bet) => bet.question_type ?? bet.type)))).toEqual(
      new Set(['game-score', 'YES_NO', 'SELECT_LIST', 'COUNTER']),
    );
    expect(new Set(data.competitions.map((item) => item.state))).toEqual(new Set(['upcoming', 'running', 'past']));
    expect(data.competitions.some((item) => item.status === 'pending-approval')).toBe(true);
    expect(new Set(data.groups.map((item) => item.type))).toEqual(new Set(['public', 'private']));
    expect(new Set(data.userPrizes.map((item) => item.status))).toEqual(new Set(userPrizeStatuses));
    expect(new Set(data.notifications.map((item) => item.type))).toEqual(new Set(notificationTypes));
    expect(competition({}, { language: 'ar', seed: 2 }).name).toMatch(/[\u0600-\u06FF]/);
    expect(group({}, { type: 'private', manager: true }).entry_code).toBeTruthy();
    expect(userPrize({}, { status: 'rejected' }).reason).toBeTruthy();
    expect(notification({}, { type: 'invited-to-group' }).payload.group).toBeTruthy();
  });
});

describe('handlers', () => {
  it('answer in the language of X-Locale', async () => {
    const en = await unwrap(setup('en').client.GET('/v2/games/{id}', { params: { path: { id: 1001 } } }));
    const ar = await unwrap(setup('ar').client.GET('/v2/games/{id}', { params: { path: { id: 1001 } } }));
    expect(en.data.match.home_team.name).toBe('Cairo Eagles');
    expect(ar.data.match.home_team.name).toBe('نسور القاهرة');
    expect(ar.data.id).toBe(en.data.id);
  });

  it('filter games by state and page lists', async () => {
    const { client } = setup();
    const live = await unwrap(client.GET('/v2/games', { params: { query: { state: 'LIVE' } } }));
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((item) => item.match.state.code === 'LIVE')).toBe(true);
    const users = await unwrap(client.GET('/v2/users', { params: { query: { page: 3 } } }));
    expect(users.meta).toEqual({ current_page: 3, last_page: 3 });
  });
});

describe('error scenarios become typed errors', () => {
  it('validationError(path, errors): a 422 with field lists', async () => {
    server.use(validationError('/v2/register/email', { email: ['The email has already been taken.'], password: ['Too short.'] }));
    const error = await failure(
      unwrap(setup().client.POST('/v2/register/email', { body: { name: 'A', email: 'a@b.co', password: 'x', recaptcha: 't' } })),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).messages()).toEqual(['The email has already been taken.', 'Too short.']);
  });

  it('invalid credentials, throttle, voucher redeemed, not found, server and network errors', async () => {
    const { client } = setup();
    server.use(errorHandlers.invalidCredentials());
    expect(
      await failure(unwrap(client.POST('/v2/oauth/token', { body: { grant_type: 'password', client_id: 2, scope: '*', username: 'u', password: 'p' } }))),
    ).toBeInstanceOf(InvalidCredentialsError);
    server.use(errorHandlers.throttle('/v2/profile/phone-number/send-otp', 120));
    const throttled = await failure(unwrap(client.POST('/v2/profile/phone-number/send-otp', { body: { phone_number: '01012345678' } })));
    expect(throttled).toBeInstanceOf(ThrottleError);
    expect((throttled as ThrottleError).retryAfter).toBe(120);
    server.use(errorHandlers.voucherRedeemed());
    expect(await failure(unwrap(client.POST('/v2/vouchers/redeem', { body: { code: 'X' } })))).toBeInstanceOf(VoucherRedeemedError);
    server.use(errorHandlers.notFound('/v2/games/{id}'));
    expect(await failure(unwrap(client.GET('/v2/games/{id}', { params: { path: { id: 5 } } })))).toBeInstanceOf(NotFoundError);
    server.use(errorHandlers.serverError('/v2/prizes'));
    expect(await failure(unwrap(client.GET('/v2/prizes')))).toBeInstanceOf(ServerError);
    server.use(errorHandlers.networkError('/v2/packages'));
    expect(await failure(unwrap(client.GET('/v2/packages')))).toBeInstanceOf(NetworkError);
  });

  it('unauthenticated everywhere plus a failing refresh ends the session', async () => {
    const { client, tokenStore, expired } = setup();
    server.use(errorHandlers.refreshFails(), errorHandlers.unauthenticated());
    expect(await failure(unwrap(client.GET('/v2/profile/me')))).toBeInstanceOf(UnauthenticatedError);
    expect(tokenStore.isLoggedIn()).toBe(false);
    expect(expired).toEqual([{ redirectTo: '/login', from: '/profile' }]);
  });
});
