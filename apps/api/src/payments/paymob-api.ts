import type { PaymobSettings } from '../platform/adapters/payment-settings.ts';
import { jsonOf, providerFetch } from '../platform/adapters/provider-fetch.ts';
import { ProviderError } from '../platform/http/provider-error.ts';

/**
 * Paymob Accept's API as documented ("Payment API Flow"): POST /api/auth/tokens {api_key} → a token valid one hour;
 * POST /api/ecommerce/orders (order registration) → an order id; POST /api/acceptance/payment_keys → a payment key;
 * the hosted iframe /api/acceptance/iframes/{iframe_id}?payment_token={key} takes the card.
 */

/** Kept a little less than Paymob's hour, so a token is never used as it expires. */
const AUTH_TOKEN_MS = 50 * 60_000;

export interface BillingData {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

export interface PaymobOrder {
  /** Our reference (merchant_order_id): unique at Paymob, so a retried registration is refused rather than doubled. */
  merchantRef: string;
  amountCents: number;
}

export interface PaymobApi {
  /** Registers the order and gets a payment key for it; answers the order id and the hosted iframe's address. */
  checkout(order: PaymobOrder, integrationId: number, billing: BillingData, expiresInSeconds: number): Promise<{ orderId: string; url: string }>;
}

/** Paymob refuses a request: its status and its `message`/`detail` (never the body, which may carry a token). */
const refusal = (step: string, response: Response, body: unknown) => {
  const reason = body && typeof body === 'object' ? ((body as Record<string, unknown>).message ?? (body as Record<string, unknown>).detail) : undefined;
  return new ProviderError('payments', 'provider', `Paymob ${step} answered ${response.status}${typeof reason === 'string' ? `: ${reason.slice(0, 100)}` : ''}`);
};

/** Paymob's billing data wants every field; what we do not know is "NA", as its documentation writes it. */
const billingData = (billing: BillingData) => ({
  ...billing,
  apartment: 'NA',
  floor: 'NA',
  street: 'NA',
  building: 'NA',
  shipping_method: 'NA',
  postal_code: 'NA',
  city: 'NA',
  country: 'EG',
  state: 'NA',
});

export function paymobApi(settings: PaymobSettings): PaymobApi {
  let cached: { token: string; until: number } | null = null;

  const post = (path: string, body: unknown) =>
    providerFetch('payments', `${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });

  async function authToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const response = await post('/api/auth/tokens', { api_key: settings.apiKey });
    const body = (await jsonOf(response)) as { token?: unknown } | null;
    if (!response.ok || typeof body?.token !== 'string' || body.token === '') throw refusal('authentication', response, body);
    cached = { token: body.token, until: Date.now() + AUTH_TOKEN_MS };
    return body.token;
  }

  /** A step with the auth token; a token Paymob no longer takes (401) is renewed once. */
  async function withToken<T>(step: string, path: string, body: (token: string) => object, read: (answer: Record<string, unknown>) => T | null): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await authToken();
      const response = await post(path, body(token));
      const answer = (await jsonOf(response)) as Record<string, unknown> | null;
      if (response.status === 401 && attempt === 1) {
        cached = null;
        continue;
      }
      const value = response.ok && answer ? read(answer) : null;
      if (value === null) throw refusal(step, response, answer);
      return value;
    }
  }

  return {
    async checkout(order, integrationId, billing, expiresInSeconds) {
      const orderId = await withToken(
        'order registration',
        '/api/ecommerce/orders',
        (token) => ({ auth_token: token, delivery_needed: false, amount_cents: order.amountCents, currency: 'EGP', merchant_order_id: order.merchantRef, items: [] }),
        (answer) => (typeof answer.id === 'number' || typeof answer.id === 'string' ? String(answer.id) : null),
      );
      const paymentKey = await withToken(
        'payment key',
        '/api/acceptance/payment_keys',
        (token) => ({
          auth_token: token,
          amount_cents: order.amountCents,
          expiration: Math.max(60, Math.floor(expiresInSeconds)),
          order_id: orderId,
          billing_data: billingData(billing),
          currency: 'EGP',
          integration_id: integrationId,
          // A paid order takes no second payment (a second tab, a double click on Pay).
          lock_order_when_paid: true,
        }),
        (answer) => (typeof answer.token === 'string' && answer.token !== '' ? answer.token : null),
      );
      return { orderId, url: `${settings.apiUrl}/api/acceptance/iframes/${settings.iframeId}?payment_token=${encodeURIComponent(paymentKey)}` };
    },
  };
}

/** Our one name field split into Paymob's first and last name (both required there; a single word fills both). */
export function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first_name: 'NA', last_name: 'NA' };
  if (parts.length === 1) return { first_name: parts[0]!, last_name: parts[0]! };
  return { first_name: parts[0]!, last_name: parts.slice(1).join(' ') };
}
