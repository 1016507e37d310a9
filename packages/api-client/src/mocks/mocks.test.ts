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
import { callOperation } from '../client/operations.ts';
import { createTokenStore, memoryCookieJar } from '../client/token-store.ts';
import {
  adminRedemption,
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
import { handlers, mockState, resetMockState } from './handlers.ts';
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

describe('prize redemption', () => {
  const scan = () => new Blob([new Uint8Array(64)], { type: 'image/png' });
  const personal = { legal_name: 'Ahmed Samir Mahmoud', phone_number: '01012345678', email: 'ahmed@example.com', national_id: '29001011234567' };

  it('admin redemption fixtures follow their status and method', () => {
    const coins = adminRedemption({}, { status: 'approved', method: 'Coins', seed: 2 });
    expect(coins).toMatchObject({ status: 'approved', redemption_method: { name: 'Coins', options: null }, user_prize: { status: 'received' } });
    expect(coins.coins).toBe(coins.user_prize.amount * 2);
    const wallet = adminRedemption({}, { status: 'approved', method: 'E-Wallet', completed: true });
    expect(wallet).toMatchObject({ coins: null, user_prize: { status: 'redeemed', extra_info: { transfer_reference: expect.stringMatching(/^VF-/) } } });
    expect(adminRedemption({}, { status: 'rejected' }).reason).toBeTruthy();
    expect(adminRedemption({}, { status: 'pending' })).toMatchObject({ decided_at: null, user_prize: { status: 'processing' } });
    expect(adminRedemption().forms.map((form) => form.name)).toEqual(['receipt', 'tax-form']);
  });

  it('the admins\' queue lists one status (pending by default), oldest first', async () => {
    const { client } = setup();
    const pending = await unwrap(client.GET('/admin/prize-redemptions'));
    expect(pending.data.length).toBeGreaterThan(1);
    expect(pending.data.every((item) => item.status === 'pending' && item.user_prize.status === 'processing')).toBe(true);
    expect(pending.data.map((item) => item.created_at)).toEqual(pending.data.map((item) => item.created_at).sort());
    const approved = await unwrap(client.GET('/admin/prize-redemptions', { params: { query: { status: 'approved' } } }));
    expect(new Set(approved.data.map((item) => item.user_prize.status))).toEqual(new Set(['approved', 'received', 'redeemed']));
    const rejected = await unwrap(client.GET('/admin/prize-redemptions', { params: { query: { status: 'rejected' } } }));
    expect(rejected.data.every((item) => item.reason && item.user_prize.reason === item.reason)).toBe(true);
  });

  it('generates the receipt and the tax form, and refuses one scan without the other', async () => {
    const { client } = setup();
    const forms = await callOperation(client, 'post', '/v2/prize-redemption/generate-redemption-forms', {
      body: { user_prize_id: 1, ...personal, 'national_id_scans[front]': scan(), 'national_id_scans[back]': scan() },
    }, { encoding: 'multipart' });
    expect(forms.data).toEqual([
      { name: 'receipt', file: 'https://hadaf.test/forms/1-receipt.pdf' },
      { name: 'tax-form', file: 'https://hadaf.test/forms/1-tax-form.pdf' },
    ]);
    const error = await failure(
      callOperation(client, 'post', '/v2/prize-redemption/generate-redemption-forms', { body: { user_prize_id: 1, ...personal, 'national_id_scans[front]': scan() } }, { encoding: 'multipart' }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field('national_id_scans')).toEqual(['Both front and back scans are required.']);
  });

  it('a submitted request is processing, joins the queue, and approve then complete redeem it', async () => {
    const { client } = setup();
    const submitted = await callOperation(client, 'post', '/v2/prize-redemption/submit-redemption-request', {
      body: {
        user_prize_id: 1,
        ...personal,
        'national_id_scans[front]': scan(),
        'national_id_scans[back]': scan(),
        forms: ['receipt', 'tax-form'],
        'redemption_method[name]': 'E-Wallet',
        'redemption_method[options][phone_number]': '01012345678',
        'redemption_method[options][wallet][issuer]': 'vodafone',
      },
    }, { encoding: 'multipart' });
    expect(submitted.data).toMatchObject({ id: 1, status: 'processing', reason: null });
    expect(submitted.data.logs.at(-1)?.status).toBe('processing');
    const mine = await unwrap(client.GET('/v2/me/prizes'));
    expect(mine.data.find((item) => item.id === 1)?.status).toBe('processing');
    const again = await failure(
      callOperation(client, 'post', '/v2/prize-redemption/submit-redemption-request', { body: { user_prize_id: 1, national_id: '29001011234567', 'redemption_method[name]': 'Coins' } }, { encoding: 'multipart' }),
    );
    expect(again).toMatchObject({ status: 422 });

    const queued = (await unwrap(client.GET('/admin/prize-redemptions'))).data.find((item) => item.user_prize.id === 1);
    expect(queued).toMatchObject({ status: 'pending', legal_name: 'Ahmed Samir Mahmoud', redemption_method: { name: 'E-Wallet', options: { wallet: { issuer: 'vodafone' } } } });
    expect(queued?.national_id_scans.front).toMatch(/^data:image\/svg\+xml,/);

    const notYet = await failure(unwrap(client.POST('/admin/prize-redemptions/{id}/complete', { params: { path: { id: 1 } }, body: { transfer_reference: 'VF-1' } })));
    expect(notYet).toBeInstanceOf(ValidationError);
    const approved = await unwrap(client.POST('/admin/prize-redemptions/{id}/approve', { params: { path: { id: 1 } } }));
    expect(approved.data.status).toBe('approved');
    const completed = await unwrap(client.POST('/admin/prize-redemptions/{id}/complete', { params: { path: { id: 1 } }, body: { transfer_reference: 'VF-20261126-0042' } }));
    expect(completed.data).toMatchObject({ status: 'redeemed', extra_info: { transfer_reference: 'VF-20261126-0042' } });
    const approvedQueue = (await unwrap(client.GET('/admin/prize-redemptions', { params: { query: { status: 'approved' } } }))).data;
    expect(approvedQueue.find((item) => item.user_prize.id === 1)).toMatchObject({ status: 'approved', user_prize: { status: 'redeemed' } });
    expect((await unwrap(client.GET('/v2/me/prizes'))).data.find((item) => item.id === 1)?.status).toBe('redeemed');
  });

  it('approving a Coins request pays the mock user; rejecting keeps the reason; decided requests refuse other decisions', async () => {
    const { client } = setup();
    const coins = mockState.coins;
    await callOperation(client, 'post', '/v2/prize-redemption/submit-redemption-request', {
      body: { user_prize_id: 6, national_id: '29001011234567', 'redemption_method[name]': 'Coins' },
    }, { encoding: 'multipart' });
    const received = await unwrap(client.POST('/admin/prize-redemptions/{id}/approve', { params: { path: { id: 6 } } }));
    expect(received.data.status).toBe('received');
    expect(mockState.coins).toBe(coins + received.data.amount * 2);

    const rejected = await unwrap(client.POST('/admin/prize-redemptions/{id}/reject', { params: { path: { id: 101 } }, body: { reason: 'unclear_pictures' } }));
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'unclear_pictures' });
    expect((await unwrap(client.GET('/admin/prize-redemptions', { params: { query: { status: 'rejected' } } }))).data.some((item) => item.user_prize.id === 101)).toBe(true);
    expect(await failure(unwrap(client.POST('/admin/prize-redemptions/{id}/approve', { params: { path: { id: 101 } } })))).toBeInstanceOf(ValidationError);
  });
});
