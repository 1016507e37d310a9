import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../generated/schema.ts';
import { MOCK_BASE } from './scenarios.ts';
import { coinsForPrize } from '@hadaf/domain';
import { createDataset, isoAt, matchEvent, nationalIdScans, redemptionForms, tokenResponse, transferInfo, userPrize } from './fixtures/index.ts';
import type { Dataset, FixtureLanguage, Schemas } from './fixtures/index.ts';

/**
 * Happy-path MSW handlers for every operation of the contract, typed from the generated `paths`
 * (openapi-msw checks every status and body). They answer in the request's X-Locale language and keep
 * a little state (coins, joined competitions, settings, read flags, predictions) so flows work end to
 * end in stories and tests; `resetMockState()` starts over.
 */

export const http = createOpenApiHttp<paths>({ baseUrl: MOCK_BASE });

export interface MockState {
  coins: number;
  joined: Set<number>;
  participants: Map<number, number>;
  settings: Schemas['UserSettings'] | null;
  phoneNumber: string | null;
  notificationsRead: boolean;
  prizesRead: boolean;
  predictions: Map<number, Schemas['PredictionPayloadItem'][]>;
  joinedGroups: Set<number>;
  roles: Map<string, Schemas['GroupRole']>;
  cards: Set<string> | null;
  nextId: number;
  /** User prizes changed in this session (redeemed, approved, rejected, completed), by user prize id. */
  prizeChanges: Map<number, PrizeChange>;
  /** Redemption requests the mock user submitted in this session, by user prize id (they join the admins' queue). */
  redemptions: Map<number, SubmittedRedemption>;
}

/** What a redemption step changed on a user prize (language-neutral; the prize's texts come from the dataset). */
export interface PrizeChange {
  status: Schemas['UserPrizeStatus'];
  reason: Schemas['RejectionReason'] | null;
  extra_info: Schemas['UserPrize']['extra_info'];
  /** Log entries of this session, after the fixture's. */
  logs: Schemas['UserPrizeLogEntry'][];
  /** When the request was approved or rejected. */
  decided_at: string | null;
}

/** A request the mock user submitted (submitRedemptionRequest). */
export interface SubmittedRedemption {
  id: number;
  userPrizeId: number;
  legal_name: string | null;
  phone_number: string | null;
  email: string | null;
  national_id: string;
  scans: boolean;
  method: Schemas['AdminRedemption']['redemption_method'];
  created_at: string;
}

function initialState(): MockState {
  const base = createDataset('en');
  return {
    coins: base.me.coins,
    joined: new Set(base.joinedCompetitionIds),
    participants: new Map(base.competitions.map((item) => [item.id, item.participants.current])),
    settings: null,
    phoneNumber: base.me.phone_number,
    notificationsRead: false,
    prizesRead: false,
    predictions: new Map(),
    joinedGroups: new Set(base.groups.filter((item) => item.joined).map((item) => item.id)),
    roles: new Map(),
    cards: null,
    nextId: 9000,
    prizeChanges: new Map(),
    redemptions: new Map(),
  };
}

export const mockState: MockState = initialState();

/** Back to the initial data (call between tests or stories). */
export function resetMockState(): void {
  Object.assign(mockState, initialState());
}

const datasets = new Map<FixtureLanguage, Dataset>();
function dataset(request: Request): Dataset {
  const language: FixtureLanguage = request.headers.get('X-Locale') === 'ar' ? 'ar' : 'en';
  let data = datasets.get(language);
  if (!data) {
    data = createDataset(language);
    datasets.set(language, data);
  }
  return data;
}

function pageOf(query: { get(name: string): string | null }): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function paginate<T>(items: T[], page: number, perPage = 10): { data: T[]; meta: Schemas['PageMeta'] } {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, lastPage);
  return { data: items.slice((current - 1) * perPage, current * perPage), meta: { current_page: current, last_page: lastPage } };
}

function matchesText(text: string, q: string | null): boolean {
  return !q || text.toLocaleLowerCase().includes(q.trim().toLocaleLowerCase());
}

function isOn(value: string | null): boolean {
  return value === '1' || value === 'true';
}

async function jsonBody<T>(request: Request): Promise<Partial<T>> {
  try {
    return ((await request.clone().json()) ?? {}) as Partial<T>;
  } catch {
    return {};
  }
}

function me(data: Dataset): Schemas['User'] {
  return {
    ...data.me,
    coins: mockState.coins,
    phone_number: mockState.phoneNumber,
    settings: mockState.settings ? { ...mockState.settings } : data.me.settings,
  };
}

function competitionView(item: Schemas['Competition']): Schemas['Competition'] {
  return { ...item, joined: mockState.joined.has(item.id), participants: { ...item.participants, current: mockState.participants.get(item.id) ?? item.participants.current } };
}

function findCompetition(data: Dataset, id: string | number): Schemas['Competition'] | undefined {
  const found = data.competitions.find((item) => item.id === Number(id));
  return found ? competitionView(found) : undefined;
}

/** A game with the saved predictions of the mock user applied. */
function gameView(item: Schemas['MatchItem']): Schemas['MatchItem'] {
  const saved = mockState.predictions.get(item.id);
  if (!saved) return item;
  const bets = item.bets.map((bet) => {
    const prediction = saved.find((entry) => entry.bet_id === bet.id);
    return prediction ? { ...bet, current_user_prediction: { value: prediction.value, points: null } } : bet;
  });
  return { ...item, bets, game_score_bet: bets.find((bet) => bet.type === 'game-score') ?? item.game_score_bet };
}

function groupView(item: Schemas['Group']): Schemas['Group'] {
  return { ...item, joined: mockState.joinedGroups.has(item.id) };
}


export const authHandlers: HttpHandler[] = [
  http.post('/v2/oauth/token', async ({ request, response }) => {
    const body = await jsonBody<{ grant_type: string; password: string; username: string }>(request);
    if (body.grant_type === 'password' && body.password === 'wrong-password') {
      return response(401).json({ message: 'invalid_creds' });
    }
    if (body.grant_type === 'social') {
      return response(200).json(tokenResponse({ user: me(dataset(request)), extra: { type: 'login' } }));
    }
    return response(200).json(tokenResponse());
  }),
  http.post('/v2/logout', ({ response }) => response(204).empty()),
  http.post('/v2/register/email', async ({ request, response }) => {
    const body = await jsonBody<Schemas['RegisterEmailRequest']>(request);
    const data = dataset(request);
    return response(201).json({
      data: { ...me(data), id: mockState.nextId++, name: body.name || data.me.name, email: body.email || data.me.email, coins: 0, phone_number: null, phone_verified: false },
    });
  }),
  http.post('/v2/forget-password', async ({ request, response }) => {
    const body = await jsonBody<Schemas['ForgetPasswordRequest']>(request);
    const phone = /^01[0-9]{9}$/.test(body.identifier ?? '');
    return response(200).json({ identifier_type: phone ? 'phone' : 'email', message: phone ? 'otp_sent' : 'reset_link_sent' });
  }),
  http.post('/v2/reset-password', ({ response }) => response(200).json({ message: 'password_reset' })),
  http.post('/v2/send-verification-email', ({ response }) => response(200).json({ message: 'verification_email_sent' })),
];

export const profileHandlers: HttpHandler[] = [
  http.get('/v2/profile/me', ({ request, response }) => response(200).json({ data: me(dataset(request)) })),
  http.post('/v2/profile', async ({ request, response }) => {
    const data = dataset(request);
    let name: string | undefined;
    const type = request.headers.get('Content-Type') ?? '';
    if (type.includes('application/json')) name = (await jsonBody<{ name: string }>(request)).name;
    else {
      try {
        const form = await request.clone().formData();
        name = (form.get('name') as string | null) ?? undefined;
      } catch {
        name = undefined;
      }
    }
    return response(200).json({ data: { ...me(data), ...(name ? { name } : {}) } });
  }),
  http.post('/v2/profile/phone-number/send-otp', ({ response }) => response(200).json({ message: 'otp_sent' })),
  http.post('/v2/profile/phone-number/change', async ({ request, response }) => {
    const body = await jsonBody<Schemas['ChangePhoneRequest']>(request);
    if (body.phone_number) mockState.phoneNumber = body.phone_number;
    return response(200).json({ data: { ...me(dataset(request)), phone_verified: true } });
  }),
];

export const meHandlers: HttpHandler[] = [
  http.get('/v2/me/predictions', ({ request, query, response }) => {
    const data = dataset(request);
    const predicted = data.games.map(gameView).filter((item) => item.bets.some((bet) => bet.current_user_prediction));
    return response(200).json(paginate(predicted, pageOf(query), 5));
  }),
  http.get('/v2/me/friends', ({ request, query, response }) =>
    response(200).json(paginate(dataset(request).friends.filter((item) => matchesText(item.name, query.get('q'))), pageOf(query))),
  ),
  http.get('/v2/me/orders', ({ request, query, response }) => response(200).json(paginate(dataset(request).orders, pageOf(query)))),
  http.get('/v2/me/prizes', ({ request, query, response }) => {
    mockState.prizesRead = true;
    return response(200).json(paginate(dataset(request).userPrizes.map(prizeView), pageOf(query)));
  }),
  http.get('/v2/me/prizes/new-prize-count', ({ request, response }) =>
    response(200).json({ count: mockState.prizesRead ? 0 : dataset(request).userPrizes.map(prizeView).filter((item) => item.status === 'pending').length }),
  ),
  http.post('/v2/me/prizes/mark-as-read', ({ response }) => {
    mockState.prizesRead = true;
    return response(204).empty();
  }),
  http.get('/v2/me/notifications', ({ request, query, response }) => {
    const all = dataset(request).notifications.map((item) =>
      mockState.notificationsRead && !item.read_at ? { ...item, read_at: isoAt(0) } : item,
    );
    const limit = Number(query.get('limit')) || 10;
    return response(200).json({ ...paginate(all, pageOf(query), limit), new_count: all.filter((item) => !item.read_at).length });
  }),
  http.post('/v2/me/notifications/mark-as-read', ({ response }) => {
    mockState.notificationsRead = true;
    return response(204).empty();
  }),
  http.post('/me/settings', async ({ request, response }) => {
    const body = await jsonBody<{ key: keyof Schemas['UserSettings']; value: unknown }>(request);
    const settings = { ...(mockState.settings ?? me(dataset(request)).settings) };
    if (body.key && body.key in settings && body.key !== 'referral_code') Object.assign(settings, { [body.key]: body.value });
    mockState.settings = settings;
    return response(200).json({ data: settings });
  }),
  http.get('/me/joined-competition-ids', ({ response }) => response(200).json({ data: [...mockState.joined].sort((a, b) => a - b) })),
  http.get('/settings', ({ request, response }) => response(200).json({ data: dataset(request).settings })),
];

const stateByFilter: Record<string, Schemas['MatchStateCode'] | undefined> = {
  NOT_STARTED: 'NOT_STARTED',
  'not-started': 'NOT_STARTED',
  LIVE: 'LIVE',
  live: 'LIVE',
  FINISHED: 'FINISHED',
  finished: 'FINISHED',
};

export const gameHandlers: HttpHandler[] = [
  http.get('/v2/games', ({ request, query, response }) => {
    const data = dataset(request);
    const state = stateByFilter[query.get('state') ?? ''];
    const q = query.get('q');
    const joined = isOn(query.get('joined'));
    const games = data.games
      .map(gameView)
      .filter((item) => !state || item.match.state.code === state)
      .filter((item) => matchesText(`${item.match.home_team.name} ${item.match.away_team.name} ${item.season.competition.name}`, q))
      .filter((item) => !joined || item.id % 2 === 1);
    return response(200).json(paginate(games, pageOf(query)));
  }),
  http.get('/v2/games/{id}', ({ request, params, response }) => {
    const found = dataset(request).games.find((item) => item.id === Number(params.id)) ?? dataset(request).games[0];
    return found ? response(200).json({ data: gameView({ ...found, id: Number(params.id) || found.id }) }) : response(404).json({ message: 'Not found.' });
  }),
  http.get('/v2/games/{id}/picks', ({ request, params, response }) => {
    const found = dataset(request).games.find((item) => item.id === Number(params.id)) ?? dataset(request).games[0];
    if (!found) return response(404).json({ message: 'Not found.' });
    const state = gameView(found).match.state;
    // Nothing before the lock: a match that still takes predictions.
    const locked = state.code !== 'NOT_STARTED' || !state.flags.includes('predictable');
    return response(200).json({
      data: { match_id: Number(params.id) || found.id, locked, picks: locked ? { total: 1240, home_win: 52, draw: 27, away_win: 21 } : null },
    });
  }),
  http.get('/v2/matches', ({ request, response }) => response(200).json({ data: { data: dataset(request).matches } })),
  // The live channel: one event of a live match of the dataset, then the stream ends (EventSource would reconnect).
  http.get('/v2/live', ({ request, response }) => {
    const live = dataset(request).games.find((item) => item.match.state.code === 'LIVE') ?? dataset(request).games[0]!;
    const event: Schemas['LiveMatchEvent'] = { type: 'match', id: live.id, state: live.match.state.code, minute: live.match.minute, home_goals: live.match.home_goals, away_goals: live.match.away_goals };
    return response(200).text(`retry: 3000\n\nid: 1\nevent: match\ndata: ${JSON.stringify(event)}\n\n`, { headers: { 'content-type': 'text/event-stream' } });
  }),
  http.get('/v2/matches/{id}/score-breakdown', ({ request, params, response }) => {
    const found = dataset(request).matches.find((item) => item.id === Number(params.id) && item.score_breakdown?.length) ??
      dataset(request).matches.find((item) => item.score_breakdown?.length);
    return response(200).json({ data: found?.score_breakdown ?? [] });
  }),
  http.get('/misc/upcoming-date-with-matches', ({ query, response }) => {
    const date = Date.parse(query.get('date') ?? '') || Date.parse(isoAt(0));
    const day = 86_400_000;
    return response(200).json({ previous: new Date(date - 2 * day).toISOString().slice(0, 10), next: new Date(date + day).toISOString().slice(0, 10) });
  }),
  http.post('/v2/predictions/multiple', async ({ request, response }) => {
    const body = await jsonBody<Schemas['PredictionRequest']>(request);
    const data = dataset(request);
    const game = data.games.find((item) => item.id === body.game_id) ?? data.games[0]!;
    if (body.game_id && Array.isArray(body.bets)) {
      const previous = (mockState.predictions.get(game.id) ?? []).filter((entry) => !body.bets!.some((bet) => bet.bet_id === entry.bet_id));
      mockState.predictions.set(game.id, [...previous, ...body.bets]);
    }
    return response(200).json({ data: gameView(game) });
  }),
];

// ---------------------------------------------------------------- prize redemption

/** A multipart body as FormData (empty when the request has none or another type). */
async function formBody(request: Request): Promise<FormData> {
  try {
    return await request.clone().formData();
  } catch {
    return new FormData();
  }
}

function isFile(value: FormDataEntryValue | null): boolean {
  return typeof value === 'object' && value !== null && value.size > 0;
}

function invalidField(field: string, message: string): Schemas['ValidationError'] {
  return { message, errors: { [field]: [message] } };
}

/** Scans go together: one without the other answers 422 (the contract's 'Both front and back scans are required.'). */
function scanErrors(form: FormData): Schemas['ValidationError'] | null {
  const front = isFile(form.get('national_id_scans[front]'));
  const back = isFile(form.get('national_id_scans[back]'));
  return front === back ? null : invalidField('national_id_scans', 'Both front and back scans are required.');
}

/** E-Wallet needs the wallet's phone number and issuer. */
function walletErrors(form: FormData): Schemas['ValidationError'] | null {
  if (form.get('redemption_method[name]') !== 'E-Wallet') return null;
  const errors: Record<string, string[]> = {};
  if (!form.get('redemption_method[options][phone_number]')) errors['redemption_method.options.phone_number'] = ['The wallet phone number is required.'];
  if (!form.get('redemption_method[options][wallet][issuer]')) errors['redemption_method.options.wallet.issuer'] = ['Choose the wallet issuer.'];
  return Object.keys(errors).length > 0 ? { message: 'The given data was invalid.', errors } : null;
}

/** Records a step of a user prize (its new status and one log entry). */
function changePrize(id: number, change: Omit<PrizeChange, 'logs'>, at: string): void {
  const logs = mockState.prizeChanges.get(id)?.logs ?? [];
  mockState.prizeChanges.set(id, { ...change, logs: [...logs, { status: change.status, meta: { reason: change.reason }, created_at: at }] });
}

/** A user prize with this session's changes applied. */
function prizeView(prize: Schemas['UserPrize']): Schemas['UserPrize'] {
  const change = mockState.prizeChanges.get(prize.id);
  return change ? { ...prize, status: change.status, reason: change.reason, extra_info: change.extra_info, logs: [...prize.logs, ...change.logs] } : prize;
}

function requestStatusOf(status: Schemas['UserPrizeStatus']): Schemas['RedemptionRequestStatus'] {
  if (status === 'pending' || status === 'processing') return 'pending';
  return status === 'rejected' ? 'rejected' : 'approved';
}

function submittedRedemption(data: Dataset, request: SubmittedRedemption): Schemas['AdminRedemption'] | null {
  const prize = data.userPrizes.find((item) => item.id === request.userPrizeId);
  if (!prize) return null;
  return {
    id: request.id,
    status: 'pending',
    user_prize: prize,
    competition: null,
    user: { id: data.me.id, name: data.me.name, photo: data.me.photo ?? null },
    legal_name: request.legal_name,
    phone_number: request.phone_number,
    email: request.email,
    national_id: request.national_id,
    national_id_verified: !request.scans && data.me.national_id_verified,
    national_id_scans: request.scans ? nationalIdScans(request.userPrizeId, data.language) : { front: null, back: null },
    forms: redemptionForms(request.userPrizeId),
    redemption_method: request.method,
    coins: request.method.name === 'Coins' ? coinsForPrize(prize.amount) : null,
    reason: null,
    created_at: request.created_at,
    decided_at: null,
  };
}

/** The admins' queue: the dataset's requests and the mock user's submitted ones, with this session's decisions. */
function redemptionQueue(data: Dataset): Schemas['AdminRedemption'][] {
  const submitted = [...mockState.redemptions.values()].flatMap((request) => submittedRedemption(data, request) ?? []);
  return [...data.adminRedemptions, ...submitted].map((item) => {
    const change = mockState.prizeChanges.get(item.user_prize.id);
    if (!change) return item;
    const status = requestStatusOf(change.status);
    return { ...item, status, user_prize: prizeView(item.user_prize), reason: status === 'rejected' ? change.reason : null, decided_at: change.decided_at };
  });
}

/** The request of a user prize ({id} of the admin calls is the user prize id). */
function findRedemption(data: Dataset, userPrizeId: number): Schemas['AdminRedemption'] | undefined {
  return redemptionQueue(data).find((item) => item.user_prize.id === userPrizeId);
}

export const moneyHandlers: HttpHandler[] = [
  http.post('/prepaid-cards/charge', ({ response }) => {
    mockState.coins += 100;
    return response(200).json({ coins: 100, balance: mockState.coins });
  }),
  http.post('/v2/vouchers/redeem', async ({ request, response }) => {
    const body = await jsonBody<Schemas['CodeRequest']>(request);
    if (body.code === 'REDEEMED') return response(422).json({ message: 'This code has been redeemed before.', code: 1002 });
    if (body.code === 'INVALID') return response(422).json({ message: 'The given data was invalid.', errors: { code: ['invalid-voucher'] } });
    mockState.coins += 50;
    return response(200).json({ coins: 50, balance: mockState.coins });
  }),
  http.get('/v2/prizes', ({ request, response }) => response(200).json({ data: dataset(request).prizes })),
  http.post('/v2/prize-redemption/generate-redemption-forms', async ({ request, response }) => {
    const form = await formBody(request);
    const invalid = scanErrors(form);
    if (invalid) return response(422).json(invalid);
    const id = Number(form.get('user_prize_id'));
    return response(200).json({ data: id > 0 ? redemptionForms(id) : dataset(request).redemptionForms });
  }),
  http.post('/v2/prize-redemption/submit-redemption-request', async ({ request, response }) => {
    const data = dataset(request);
    const form = await formBody(request);
    const invalid = scanErrors(form) ?? walletErrors(form);
    if (invalid) return response(422).json(invalid);
    const id = Number(form.get('user_prize_id'));
    const own = data.userPrizes.find((item) => item.id === id);
    if (!own) {
      // Not one of the mock user's prizes (or no body at all): a prize in processing, nothing remembered.
      const logs: Schemas['UserPrizeLogEntry'][] = [
        { status: 'pending', meta: { reason: null }, created_at: isoAt(-60 * 24 * 10) },
        { status: 'processing', meta: { reason: null }, created_at: isoAt(0) },
      ];
      return response(200).json({ data: userPrize({ id: id > 0 ? id : 1, logs }, { language: data.language, seed: 1, status: 'processing' }) });
    }
    const current = prizeView(own);
    if (current.status === 'processing') return response(422).json(invalidField('user_prize_id', 'This prize is already being processed.'));
    if (current.status !== 'pending' && current.status !== 'rejected') {
      return response(422).json(invalidField('user_prize_id', 'This prize cannot be redeemed now: only a prize waiting for redemption or one whose request was rejected can be.'));
    }
    const methodName = form.get('redemption_method[name]');
    if (methodName !== 'E-Wallet' && methodName !== 'Coins') return response(422).json(invalidField('redemption_method.name', 'The redemption method field is required.'));
    const now = isoAt(0);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    };
    mockState.redemptions.set(id, {
      id: mockState.nextId++,
      userPrizeId: id,
      legal_name: text('legal_name'),
      phone_number: text('phone_number'),
      email: text('email'),
      national_id: text('national_id') ?? data.me.national_id ?? '',
      scans: isFile(form.get('national_id_scans[front]')),
      method:
        methodName === 'Coins'
          ? { name: 'Coins', options: null }
          : {
              name: 'E-Wallet',
              options: {
                phone_number: text('redemption_method[options][phone_number]') ?? '',
                wallet: { issuer: (text('redemption_method[options][wallet][issuer]') ?? 'vodafone') as Schemas['PaymentProvider'] },
              },
            },
      created_at: now,
    });
    changePrize(id, { status: 'processing', reason: null, extra_info: null, decided_at: null }, now);
    return response(200).json({ data: prizeView(own) });
  }),
  http.get('/v2/packages', ({ request, response }) => response(200).json({ data: dataset(request).packages })),
  http.get('/v2/transactions', ({ request, query, response }) => response(200).json(paginate(dataset(request).transactions, pageOf(query)))),
  http.post('/v2/payments/{provider}/generate-reference-code', ({ response }) =>
    response(200).json({ code: String(70_000_000 + (mockState.nextId++ % 1000)), expires_at: isoAt(120) }),
  ),
  http.post('/v2/payments/{provider}/generate-payment-link', ({ response }) =>
    response(200).json({ data: { link: 'https://pay.hadaf.test/checkout/mock-session' } }),
  ),
  http.get('/v2/payments/{provider}/user-payment-cards', ({ request, response }) => {
    const cards = dataset(request).cards.filter((card) => !mockState.cards || mockState.cards.has(card.token));
    return response(200).json({ data: cards, add_card_url: 'about:blank' });
  }),
  http.delete('/v2/payments/{provider}/user-payment-cards', async ({ request, response }) => {
    const body = await jsonBody<Schemas['CardTokenRequest']>(request);
    mockState.cards ??= new Set(dataset(request).cards.map((card) => card.token));
    if (body.token) mockState.cards.delete(body.token);
    return response(204).empty();
  }),
];

export const fantasyHandlers: HttpHandler[] = [
  http.get('/v2/players', ({ request, query, response }) => {
    const position = query.get('position');
    const q = query.get('q');
    const team = Number(query.get('team')) || null;
    const from = Number(query.get('price_from')) || 0;
    const to = Number(query.get('price_to')) || Number.POSITIVE_INFINITY;
    const players = dataset(request).players.filter(
      (item) =>
        (!position || item.position === position) &&
        matchesText(item.common_name, q) &&
        (!team || item.team.id === team) &&
        item.price >= from &&
        item.price <= to,
    );
    return response(200).json(paginate(players, pageOf(query)));
  }),
  http.get('/v2/teams', ({ request, response }) => response(200).json({ data: dataset(request).teams })),
  http.get('/v2/users', ({ request, query, response }) => {
    const perPage = Number(query.get('per_page')) || 10;
    const excluded = new Set(query.getAll('exclude-users').map(Number));
    const creator = isOn(query.get('creator'));
    const users = dataset(request).users.filter(
      (item) => !excluded.has(item.id) && (!creator || item.creator) && matchesText(item.name, query.get('q')),
    );
    return response(200).json(paginate(users, pageOf(query), perPage));
  }),
];

export const storeHandlers: HttpHandler[] = [
  http.get('/v2/store/products', ({ request, response }) => response(200).json({ data: dataset(request).products })),
  http.post('/v2/store/place-order', async ({ request, response }) => {
    const body = await jsonBody<Schemas['OrderPayload']>(request);
    const data = dataset(request);
    const product = data.products.find((item) => item.id === body.product_id) ?? data.products[0]!;
    if (mockState.coins < product.current_price) {
      return response(422).json({ message: 'The given data was invalid.', errors: { product_id: ['insufficient-coins'] } });
    }
    mockState.coins -= product.current_price;
    return response(201).json({
      data: {
        id: mockState.nextId++,
        product: { id: product.id, name: product.name },
        price: product.current_price,
        created_at: isoAt(0),
        status: 'pending',
        street_address: body.shipping_info?.street_address || data.orders[0]!.street_address,
      },
      coins: mockState.coins,
    });
  }),
];

export const competitionHandlers: HttpHandler[] = [
  http.get('/v2/competitions', ({ request, query, response }) => {
    const data = dataset(request);
    if (isOn(query.get('for-user-created-fantasy'))) return response(200).json({ data: data.fantasyLeagues });
    const type = Number(query.get('type')) || null;
    const state = query.get('state');
    const featured = query.get('featured');
    const group = Number(query.get('group')) || null;
    const joinedOnly = isOn(query.get('joined')) || isOn(query.get('mine'));
    const affordable = isOn(query.get('affordable'));
    const creator = isOn(query.get('creator'));
    const sort = query.get('sort');
    const direction = query.get('direction') === 'desc' ? -1 : 1;
    let items = data.competitions
      .map(competitionView)
      .filter(
        (item) =>
          (!type || item.type === type) &&
          (!state || item.state === state) &&
          (featured === null || isOn(featured) === item.featured) &&
          (!group || item.group_id === group) &&
          (!joinedOnly || item.joined) &&
          (!affordable || item.entry_fee <= mockState.coins) &&
          (!creator || item.creator !== null),
      );
    const sortKey: Record<string, (item: Schemas['Competition']) => number> = {
      'start-date': (item) => Date.parse(item.season.start),
      'end-date': (item) => Date.parse(item.season.end),
      'entry-fee': (item) => item.entry_fee,
      reward: (item) => item.reward,
    };
    const key = sort ? sortKey[sort] : undefined;
    if (key) items = [...items].sort((a, b) => (key(a) - key(b)) * direction);
    return response(200).json(paginate(items, pageOf(query), 4));
  }),
  http.post('/v2/competitions', async ({ request, response }) => {
    const body = await jsonBody<Schemas['CompetitionCreate']>(request);
    const data = dataset(request);
    const base = data.competitions[3]!;
    const id = mockState.nextId++;
    const created: Schemas['Competition'] = {
      ...base,
      id,
      name: body.name || base.name,
      type: body.type ?? base.type,
      state: 'upcoming',
      status: 'pending-approval',
      featured: false,
      creator: { id: data.me.id, name: data.me.name },
      entry_fee: body.entry_fee ?? base.entry_fee,
      winning_strategy: body.winning_strategy ?? base.winning_strategy,
      participants: { current: body.auto_join ? 1 : 0, min: body.participants?.min ?? 10, max: body.participants?.max ?? 30 },
      budget: body.type === 2 ? (body.budget ?? 0) : null,
      group_id: body.group_id ?? null,
      joined: Boolean(body.auto_join),
    };
    return response(201).json({ data: created });
  }),
  http.get('/v2/competitions/{id}', ({ request, params, response }) => {
    const found = findCompetition(dataset(request), params.id);
    if (!found) return response(404).json({ message: 'Not found.' });
    const withMatches = { ...found, matches: found.matches ?? dataset(request).matches.slice(0, 3) };
    return response(200).json({ data: withMatches });
  }),
  http.post('/v2/competitions/{id}/join', ({ request, params, response }) => {
    const found = findCompetition(dataset(request), params.id);
    if (!found) return response(404).json({ message: 'Not found.' });
    if (found.joined) return response(422).json({ message: 'already_joined', errors: { competition: ['already_joined'] } });
    if (found.state !== 'upcoming') return response(422).json({ message: 'This competition has already started.', errors: { competition: ['already_started'] } });
    if (mockState.coins < found.entry_fee) return response(422).json({ message: 'You need more coins!', errors: { coins: ['insufficient_coins'] } });
    mockState.coins -= found.entry_fee;
    mockState.joined.add(found.id);
    mockState.participants.set(found.id, found.participants.current + 1);
    return response(200).json({ data: findCompetition(dataset(request), found.id)!, coins: mockState.coins });
  }),
  http.post('/v2/competitions/{id}/leave', ({ request, params, response }) => {
    const found = findCompetition(dataset(request), params.id);
    if (!found) return response(404).json({ message: 'Not found.' });
    if (found.joined) {
      mockState.coins += found.entry_fee;
      mockState.joined.delete(found.id);
      mockState.participants.set(found.id, Math.max(0, found.participants.current - 1));
    }
    return response(200).json({ data: findCompetition(dataset(request), found.id)!, coins: mockState.coins });
  }),
  http.get('/v2/competitions/{id}/team-setup', ({ request, params, response }) => {
    const squad = createSquad(dataset(request), Number(params.id));
    return response(200).json({ data: squad });
  }),
  http.post('/v2/competitions/{id}/team-setup', async ({ request, params, response }) => {
    const body = await jsonBody<Schemas['Squad']>(request);
    const squad = createSquad(dataset(request), Number(params.id));
    return response(200).json({ data: { ...squad, formation: body.formation ?? squad.formation } });
  }),
  http.get('/v2/competitions/{id}/team-setup/breakdown', ({ request, query, response }) => {
    const data = dataset(request);
    const userId = Number(query.get('user')) || 101;
    const squad = createSquad(data, userId);
    return response(200).json({
      data: { user: { id: userId, name: data.users[0]!.name, photo: data.users[0]!.photo ?? null }, ranking: 1 + (userId % 20), points: 212.5, formation: squad.formation, players: squad.players },
    });
  }),
];

function createSquad(data: Dataset, seed: number): Schemas['SquadView'] {
  const lines = { Goalkeeper: 2, Defender: 5, Midfielder: 5, Attacker: 3 } as const;
  const players: Schemas['Player'][] = [];
  for (const [position, count] of Object.entries(lines) as [Schemas['PlayerPosition'], number][]) {
    const pool = data.players.filter((item) => item.position === position);
    for (let index = 0; index < count; index++) {
      const item = pool[(index + seed) % pool.length]!;
      players.push({ ...item, is_substitute: index === count - 1, is_captain: position === 'Attacker' && index === 0 ? 1 : 0 });
    }
  }
  return { formation: '4-4-2', players };
}

export const rankingHandlers: HttpHandler[] = [
  http.get('/rankings', ({ request, query, response }) => {
    const data = dataset(request);
    const page = pageOf(query);
    const rows = Array.from({ length: 25 }, (_, index) => ({
      ranking: index + 1,
      points: 480 - index * 13.5,
      user: { id: data.users[index % data.users.length]!.id, name: data.users[index % data.users.length]!.name, photo: data.users[index % data.users.length]!.photo ?? null },
    }));
    const paged = paginate(rows, page);
    return response(200).json({ data: paged.data, meta: { ...paged.meta, pending: false } });
  }),
  http.get('/rankings/mine', ({ request, response }) => {
    const data = dataset(request);
    return response(200).json({
      data: { ranking: 7, points: 399, user: { id: data.me.id, name: data.me.name, photo: data.me.photo ?? null } },
      cache_until: new Date(Date.now() + 15 * 60_000).toISOString(),
    });
  }),
];

function roleOf(groupId: number, member: Schemas['GroupMember']): Schemas['GroupRole'] {
  return mockState.roles.get(`${groupId}:${member.id}`) ?? member.role;
}

export const groupHandlers: HttpHandler[] = [
  http.get('/v2/groups', ({ request, query, response }) => {
    const data = dataset(request);
    const mine = isOn(query.get('mine'));
    const recommended = isOn(query.get('recommended'));
    const groups = data.groups
      .map(groupView)
      .filter((item) => (!mine || item.joined) && (!recommended || !item.joined) && matchesText(item.name, query.get('q')));
    return response(200).json(paginate(groups, pageOf(query), recommended ? 6 : 10));
  }),
  http.post('/v2/groups', async ({ request, response }) => {
    const body = await jsonBody<Schemas['GroupCreate']>(request);
    const data = dataset(request);
    const id = mockState.nextId++;
    mockState.joinedGroups.add(id);
    const created: Schemas['Group'] = {
      ...data.groups[0]!,
      id,
      name: body.name || data.groups[0]!.name,
      description: body.description ?? null,
      type: body.type ?? 'public',
      code: `G${String(id).padStart(6, '0')}`,
      entry_code: body.type === 'private' ? `JOIN${id}` : null,
      joined: true,
      notifications: 0,
      latest_members: [{ id: data.me.id, name: data.me.name, photo: data.me.photo ?? null, role: 2 }],
      member_count: 1,
    };
    return response(201).json({ data: { data: created } });
  }),
  http.get('/v2/groups/{id}', ({ request, params, response }) => {
    const found = dataset(request).groups.find((item) => item.id === Number(params.id));
    return found ? response(200).json({ data: groupView(found) }) : response(404).json({ message: 'Not found.' });
  }),
  http.post('/v2/groups/{id}/join', ({ request, params, response }) => {
    const found = dataset(request).groups.find((item) => item.id === Number(params.id));
    if (!found) return response(404).json({ message: 'Not found.' });
    mockState.joinedGroups.add(found.id);
    return response(200).json({ data: groupView(found) });
  }),
  http.get('/v2/groups/{id}/members', ({ request, params, query, response }) => {
    const groupId = Number(params.id);
    const managers = query.get('managers');
    const members = dataset(request)
      .groupMembers.map((member) => ({ ...member, role: roleOf(groupId, member) }))
      .filter((member) => (managers === null ? true : managers === '1' ? member.role === 2 : member.role === 1))
      .filter((member) => matchesText(member.name, query.get('q')));
    return response(200).json(paginate(members, pageOf(query)));
  }),
  http.post('/v2/groups/{id}/members', async ({ request, params, response }) => {
    const body = await jsonBody<Schemas['GroupMemberCreate']>(request);
    const data = dataset(request);
    const candidate = data.groupNonMembers.find((item) => item.id === body.user_id) ?? data.groupNonMembers[0]!;
    const role = body.role ?? 1;
    mockState.roles.set(`${params.id}:${candidate.id}`, role);
    const { can_add: _canAdd, ...member } = candidate;
    return response(201).json({ data: { ...member, id: body.user_id ?? candidate.id, role } });
  }),
  http.post('/v2/groups/{id}/members/bulk', async ({ request, params, response }) => {
    const body = await jsonBody<Schemas['GroupMembersBulk']>(request);
    const data = dataset(request);
    const added = (body.members ?? []).map((entry, index) => {
      const candidate = data.groupNonMembers.find((item) => item.id === entry.user_id) ?? data.groupNonMembers[index % data.groupNonMembers.length]!;
      mockState.roles.set(`${params.id}:${entry.user_id}`, entry.role);
      return { id: entry.user_id, name: candidate.name, photo: candidate.photo ?? null, role: entry.role };
    });
    return response(201).json({ data: added });
  }),
  http.get('/v2/groups/{id}/members/{userId}', ({ request, params, response }) => {
    const data = dataset(request);
    const groupId = Number(params.id);
    const userId = Number(params.userId);
    const known = data.groupMembers.find((item) => item.id === userId);
    const found = dataset(request).groups.find((item) => item.id === groupId);
    const role: Schemas['GroupRole'] =
      mockState.roles.get(`${groupId}:${userId}`) ?? (known ? known.role : found && mockState.joinedGroups.has(groupId) ? (groupId % 2 === 0 ? 2 : 1) : 0);
    const name = known?.name ?? (userId === data.me.id ? data.me.name : data.users[0]!.name);
    return response(200).json({ data: { data: { id: userId, name, photo: known?.photo ?? null, role } } });
  }),
  http.patch('/v2/groups/{id}/members/{userId}', async ({ request, params, response }) => {
    const body = await jsonBody<Schemas['GroupMemberUpdate']>(request);
    const data = dataset(request);
    const role = body.role ?? 1;
    mockState.roles.set(`${params.id}:${params.userId}`, role);
    const known = data.groupMembers.find((item) => item.id === Number(params.userId)) ?? data.groupMembers[0]!;
    return response(200).json({ data: { ...known, id: Number(params.userId) || known.id, role } });
  }),
  http.delete('/v2/groups/{id}/members/{userId}', ({ params, response }) => {
    mockState.roles.set(`${params.id}:${params.userId}`, 0);
    if (Number(params.userId) === 1) mockState.joinedGroups.delete(Number(params.id));
    return response(204).empty();
  }),
  http.get('/v2/groups/{id}/non-members', ({ request, query, response }) => {
    const members = dataset(request).groupNonMembers.filter((member) => matchesText(member.name, query.get('q')));
    return response(200).json(paginate(members, pageOf(query)));
  }),
  http.post('/v2/groups/{id}/invitation', ({ request, params, response }) => {
    const found = dataset(request).groups.find((item) => item.id === Number(params.id));
    if (!found) return response(404).json({ message: 'Not found.' });
    mockState.joinedGroups.add(found.id);
    return response(200).json({ data: { ...groupView(found), invitation: null } });
  }),
  http.delete('/v2/groups/{id}/invitation', ({ request, params, response }) =>
    dataset(request).groups.some((item) => item.id === Number(params.id)) ? response(204).empty() : response(404).json({ message: 'Not found.' }),
  ),
  http.get('/v2/groups/{id}/ranking', ({ request, query, response }) => {
    const data = dataset(request);
    const rows = data.groupMembers.map((member, index) => ({ ranking: index + 1, points: 300 - index * 11, user: { id: member.id, name: member.name, photo: member.photo ?? null } }));
    const paged = paginate(rows, pageOf(query));
    return response(200).json({ data: paged.data, meta: { ...paged.meta, pending: false } });
  }),
];

/** GET /v2/search: the dataset's competitions, groups and players named like q, six of each at most. */
export const searchHandlers: HttpHandler[] = [
  http.get('/v2/search', ({ request, query, response }) => {
    const data = dataset(request);
    const q = query.get('q') ?? '';
    return response(200).json({
      data: {
        competitions: data.competitions.filter((item) => item.state !== 'past' && matchesText(item.name, q)).slice(0, 6),
        groups: data.groups.filter((item) => matchesText(item.name, q)).map(groupView).slice(0, 6),
        players: data.players.filter((item) => matchesText(item.common_name, q) || matchesText(item.team.name, q)).slice(0, 6),
      },
    });
  }),
];

export const adminHandlers: HttpHandler[] = [
  http.patch('/admin/matches/{id}', async ({ request, params, response }) => {
    const body = await jsonBody<Schemas['MatchUpdate']>(request);
    const base = dataset(request).matches[0]!;
    return response(200).json({
      data: {
        ...base,
        id: Number(params.id) || base.id,
        ...(body.home_goals !== undefined ? { home_goals: body.home_goals } : {}),
        ...(body.away_goals !== undefined ? { away_goals: body.away_goals } : {}),
        ...(body.minute !== undefined ? { minute: body.minute } : {}),
      },
    });
  }),
  http.post('/admin/matches/{id}/events', async ({ request, params, response }) => {
    const body = await jsonBody<Schemas['MatchEventCreate']>(request);
    return response(201).json({ data: matchEvent({ match_id: Number(params.id) || 1, ...body }, { seed: mockState.nextId++ }) });
  }),
  http.post('/admin/matches/{id}/correct-result', async ({ request, params, response }) => {
    const body = await jsonBody<Schemas['ResultCorrection']>(request);
    const base = dataset(request).matches[2]!;
    return response(200).json({ data: { ...base, id: Number(params.id) || base.id, home_goals: body.home_goals ?? base.home_goals, away_goals: body.away_goals ?? base.away_goals } });
  }),
  http.post('/admin/competitions/{id}/approve', ({ request, params, response }) => {
    const found = findCompetition(dataset(request), params.id) ?? dataset(request).competitions[3]!;
    return response(200).json({ data: { ...found, status: 'approved' } });
  }),
  http.post('/admin/competitions/{id}/reject', ({ request, params, response }) => {
    const found = findCompetition(dataset(request), params.id) ?? dataset(request).competitions[3]!;
    return response(200).json({ data: { ...found, status: 'rejected' } });
  }),
  http.get('/admin/prize-redemptions', ({ request, query, response }) => {
    const status = query.get('status') || 'pending';
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const requests = redemptionQueue(dataset(request))
      .filter((item) => item.status === status)
      .filter((item) => !q || `${item.id} ${item.user.name} ${item.legal_name ?? ''} ${item.user_prize.prize?.name ?? ''}`.toLowerCase().includes(q))
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    return response(200).json(paginate(requests, pageOf(query)));
  }),
  http.post('/admin/prize-redemptions/{id}/approve', ({ request, params, response }) => {
    const data = dataset(request);
    const id = Number(params.id);
    const found = findRedemption(data, id);
    // Outside the queue: any id is approved (stories and the contract test call arbitrary ids).
    if (!found) return response(200).json({ data: userPrize({ id: id || 1 }, { language: data.language, status: 'approved' }) });
    if (found.status === 'approved') return response(200).json({ data: found.user_prize });
    if (found.status !== 'pending') return response(422).json(invalidField('id', 'This redemption request was rejected already.'));
    const coins = found.redemption_method.name === 'Coins';
    const now = isoAt(0);
    changePrize(id, { status: coins ? 'received' : 'approved', reason: null, extra_info: null, decided_at: now }, now);
    // The Coins method pays the mock user's own prize into their balance.
    if (coins && data.userPrizes.some((item) => item.id === id)) mockState.coins += found.coins ?? coinsForPrize(found.user_prize.amount);
    return response(200).json({ data: findRedemption(data, id)!.user_prize });
  }),
  http.post('/admin/prize-redemptions/{id}/reject', async ({ request, params, response }) => {
    const data = dataset(request);
    const id = Number(params.id);
    const body = await jsonBody<Schemas['RedemptionRejection']>(request);
    const found = findRedemption(data, id);
    if (!found) {
      const prize = userPrize({ id: id || 1 }, { language: data.language, status: 'rejected' });
      return response(200).json({ data: body.reason ? { ...prize, reason: body.reason } : prize });
    }
    if (!body.reason) return response(422).json(invalidField('reason', 'The reason field is required.'));
    if (found.status === 'rejected') return response(200).json({ data: found.user_prize });
    if (found.status !== 'pending') return response(422).json(invalidField('id', 'This redemption request was approved already.'));
    const now = isoAt(0);
    changePrize(id, { status: 'rejected', reason: body.reason, extra_info: null, decided_at: now }, now);
    return response(200).json({ data: findRedemption(data, id)!.user_prize });
  }),
  http.post('/admin/prize-redemptions/{id}/complete', async ({ request, params, response }) => {
    const data = dataset(request);
    const id = Number(params.id);
    const body = await jsonBody<{ transfer_reference: string }>(request);
    const reference = typeof body.transfer_reference === 'string' ? body.transfer_reference.trim() : '';
    const found = findRedemption(data, id);
    if (!found) {
      const prize = userPrize({ id: id || 1 }, { language: data.language, status: 'redeemed' });
      return response(200).json({ data: { ...prize, extra_info: transferInfo(reference || 'VF-00000000-0000') } });
    }
    if (found.user_prize.status === 'redeemed') return response(200).json({ data: found.user_prize });
    if (found.user_prize.status !== 'approved') return response(422).json(invalidField('id', 'Only an approved E-Wallet redemption can be completed.'));
    if (!reference) return response(422).json(invalidField('transfer_reference', 'The transfer reference field is required.'));
    changePrize(id, { status: 'redeemed', reason: null, extra_info: transferInfo(reference), decided_at: found.decided_at }, isoAt(0));
    return response(200).json({ data: findRedemption(data, id)!.user_prize });
  }),
  http.post('/admin/imports/openfootball', async ({ request, response }) => {
    const body = await jsonBody<Schemas['OpenfootballSeason']>(request);
    return response(200).json({ data: { season_id: 41, created: body.matches?.length ?? 0, updated: 0, skipped: 0 } });
  }),
  http.post('/admin/prepaid-cards', async ({ request, response }) => {
    const body = await jsonBody<Schemas['PrepaidCardBatchRequest']>(request);
    const count = Math.min(body.count ?? 3, 20);
    const codes = Array.from({ length: count }, (_, index) => `4821-0937-${String(5512 + index).padStart(4, '0')}`);
    return response(201).json({ data: { id: 4, coins: body.coins ?? 100, codes } });
  }),
  http.get('/admin/competitions', ({ request, query, response }) => {
    const status = query.get('status') ?? 'pending-approval';
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const items = dataset(request)
      .competitions.map(competitionView)
      .map((item, index) => ({ ...item, status: item.status ?? (['pending-approval', 'approved', 'rejected'] as const)[index % 3]! }))
      .filter((item) => item.status === status && (!q || `${item.id} ${item.name} ${item.creator?.name ?? ''}`.toLowerCase().includes(q)))
      .map((item) => ({
        ...item,
        reviewed_at: item.status === 'pending-approval' ? null : '2026-11-20T10:00:00Z',
        rejection_reason: item.status === 'rejected' ? 'The prizes are not clear.' : null,
      }));
    return response(200).json(paginate(items, pageOf(query), 12));
  }),
  http.get('/admin/orders', ({ request, query, response }) => {
    const status = query.get('status');
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const orders = dataset(request)
      .orders.filter((order) => (!status || order.status === status) && (!q || `${order.id} ${order.product.name} Karim Fan`.toLowerCase().includes(q)))
      .map((order) => ({ ...order, user: { id: 7, name: 'Karim Fan' }, shipping_info: { name: 'Karim Fan', phone_number: '01000000003', street_address: order.street_address } }));
    return response(200).json(paginate(orders, pageOf(query)));
  }),
  http.patch('/admin/orders/{id}', async ({ request, params, response }) => {
    const body = await jsonBody<{ status?: Schemas['OrderStatus'] }>(request);
    const order = dataset(request).orders.find((item) => item.id === Number(params.id)) ?? dataset(request).orders[0]!;
    return response(200).json({
      data: { ...order, status: body.status ?? order.status, user: { id: 7, name: 'Karim Fan' }, shipping_info: { name: 'Karim Fan', phone_number: '01000000003', street_address: order.street_address } },
    });
  }),
  http.post('/admin/vouchers', async ({ request, response }) => {
    const body = await jsonBody<Schemas['VoucherCreate']>(request);
    return response(201).json({ data: { id: 5, code: body.code ?? 'WELCOME50', coins: body.coins ?? 50, max_redemptions: body.max_redemptions ?? 100, redemptions: 0, expires_at: body.expires_at ?? null } });
  }),
];

export const systemHandlers: HttpHandler[] = [
  http.get('/health', ({ response }) => response(200).json({ status: 'ok', database: 'up' })),
  http.post('/dev/payments/{gateway}/{reference}/pay', ({ response }) => response(200).json({ status: 'paid', webhook_status: 200 })),
  http.get('/dev/outbox', ({ request, query, response }) => {
    const to = query.get('to');
    return response(200).json({ data: dataset(request).outbox.filter((message) => !to || message.to === to) });
  }),
];

/** Happy path for every operation of the contract. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...profileHandlers,
  ...meHandlers,
  ...gameHandlers,
  ...moneyHandlers,
  ...fantasyHandlers,
  ...storeHandlers,
  ...competitionHandlers,
  ...rankingHandlers,
  ...groupHandlers,
  ...searchHandlers,
  ...adminHandlers,
  ...systemHandlers,
];


