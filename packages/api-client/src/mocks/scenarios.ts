import { HttpResponse, delay, http } from 'msw';
import type { HttpHandler } from 'msw';
import type { paths } from '../generated/schema.ts';

/**
 * Scenario helpers: handlers that answer one operation (or every call) with an error shape from the
 * platform spec §8. Put them before `handlers` (`server.use(...)` or a story's msw.handlers) to override.
 */

export type MockMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';
export type ApiPath = keyof paths & string;

export const MOCK_BASE = '*/api';

/** The MSW pattern of a contract path: '/v2/games/{id}' → '*\/api/v2/games/:id'. */
export function mockUrl(path: string): string {
  return `${MOCK_BASE}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

function respond(method: MockMethod, path: ApiPath | '*', make: () => Response | Promise<Response>): HttpHandler {
  const url = path === '*' ? `${MOCK_BASE}/*` : mockUrl(path);
  return http[method](url, make);
}

/** Any status and JSON body for one operation. */
export function errorResponse(
  method: MockMethod,
  path: ApiPath | '*',
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpHandler {
  return respond(method, path, () => new HttpResponse(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
}

/** 422 {message, errors: {field: [messages]}} for one operation (POST unless told). */
export function validationError(
  path: ApiPath,
  errors: Record<string, string[]>,
  options: { method?: MockMethod; message?: string } = {},
): HttpHandler {
  const { method = 'post', message = 'The given data was invalid.' } = options;
  return errorResponse(method, path, 422, { message, errors });
}

export const errorHandlers = {
  /** 401 Unauthenticated. for one operation, or every call ('*'): the client refreshes then retries once. */
  unauthenticated: (path: ApiPath | '*' = '*', method: MockMethod = 'all') =>
    errorResponse(method, path, 401, { message: 'Unauthenticated.' }),
  /** The refresh_token grant fails: the session ends and the app goes to /login. */
  refreshFails: () =>
    http.post(mockUrl('/v2/oauth/token'), async ({ request }) => {
      const body = (await request.clone().json().catch(() => ({}))) as { grant_type?: string };
      if (body.grant_type !== 'refresh_token') return undefined;
      return HttpResponse.json({ error: 'invalid_grant', message: 'The refresh token is invalid.' }, { status: 401 });
    }),
  /** Login with a wrong password (spec §8: 401 or 400 invalid_creds). */
  invalidCredentials: (status: 400 | 401 = 401) => errorResponse('post', '/v2/oauth/token', status, { message: 'invalid_creds' }),
  /** 429 with Retry-After (default 300 s): OTP throttling. */
  throttle: (path: ApiPath = '/v2/profile/phone-number/send-otp', retryAfter = 300, method: MockMethod = 'post') =>
    errorResponse(method, path, 429, { message: 'Too Many Attempts.' }, { 'Retry-After': String(retryAfter) }),
  /** Promo code used before: code 1002. */
  voucherRedeemed: () =>
    errorResponse('post', '/v2/vouchers/redeem', 422, { code: 1002, message: 'This code has been redeemed before.' }),
  /** Any other promo code failure. */
  invalidVoucher: () =>
    errorResponse('post', '/v2/vouchers/redeem', 422, { message: 'The given data was invalid.', errors: { code: ['invalid-voucher'] } }),
  notFound: (path: ApiPath | '*' = '*', method: MockMethod = 'get') => errorResponse(method, path, 404, { message: 'Not Found' }),
  serverError: (path: ApiPath | '*' = '*', method: MockMethod = 'all') => errorResponse(method, path, 500, { message: 'Server Error' }),
  /** The request fails without a response (offline). */
  networkError: (path: ApiPath | '*' = '*', method: MockMethod = 'all') => respond(method, path, () => HttpResponse.error()),
  /** Never answers within `ms` (loading states). */
  slow: (path: ApiPath | '*' = '*', ms: number | 'infinite' = 'infinite', method: MockMethod = 'all') =>
    http[method](path === '*' ? `${MOCK_BASE}/*` : mockUrl(path), async () => {
      await delay(ms);
      return undefined;
    }),
};
