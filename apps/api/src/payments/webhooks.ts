import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../platform/services.ts';
import { notFound } from '../platform/http/errors.ts';
import { localeOf, message, type Locale } from '../platform/http/messages.ts';
import type { CallbackRequest, PaymentGateway } from './gateways.ts';
import { applyCallback, type CallbackOutcome } from './payments.ts';
import type { CallbackDelivery } from './sandbox-provider.ts';
import { SIGNATURE_HEADER } from './signature.ts';
import { paymentGateways } from './gateways-of.ts';

export const WEBHOOK_PATH = '/webhooks/payments';

const gatewaysOf = (services: Services): PaymentGateway[] => [paymentGateways(services).cash, paymentGateways(services).card];

export const gatewayNamed = (services: Services, name: string) => gatewaysOf(services).find((candidate) => candidate.name === name);

async function recordCallback(services: Services, entry: { gateway: string; valid: boolean; body: string; eventId: string | null; paymentId: number | null; outcome: string }) {
  await services.database.query('INSERT INTO payment_callbacks (gateway, signature_valid, body, event_id, payment_id, outcome) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.gateway,
    entry.valid,
    // A body is kept for the audit, bounded: a flood of junk cannot fill the disk faster than the request limit allows.
    entry.body.slice(0, 10_000),
    entry.eventId,
    entry.paymentId,
    entry.outcome,
  ]);
}

export type ReceivedCallback =
  | { status: 401 | 400; body: { message: string } }
  | { status: 200; body: { received: true; outcome: CallbackOutcome | string }; paymentId: number | null; outcome: CallbackOutcome | string };

/**
 * One provider callback, whatever its shape: the gateway checks its signature in its own scheme before anything is
 * read (bad or missing → 401, recorded, nothing changes), reads it, and a payment's news goes through applyCallback,
 * the one code that moves coins. Every callback is recorded with what became of it; a replay answers 200 (the
 * provider stops retrying) and credits nothing again. `audit` is what is kept of it (the body, or the query).
 */
export async function receiveCallback(services: Services, gateway: PaymentGateway, request: CallbackRequest, audit: string, locale: Locale): Promise<ReceivedCallback> {
  const reading = await gateway.readCallback(request);
  const record = (entry: { valid: boolean; eventId: string | null; paymentId: number | null; outcome: string }) => recordCallback(services, { gateway: gateway.name, body: audit, ...entry });
  if (reading.kind === 'rejected') {
    await record({ valid: false, eventId: null, paymentId: null, outcome: 'rejected-signature' });
    return { status: 401, body: { message: 'Invalid signature.' } };
  }
  if (reading.kind === 'malformed') {
    await record({ valid: true, eventId: null, paymentId: null, outcome: 'malformed' });
    return { status: 400, body: { message: message('badRequest', locale) } };
  }
  if (reading.kind === 'noted') {
    await record({ valid: true, eventId: reading.eventId, paymentId: reading.paymentId, outcome: reading.outcome });
    return { status: 200, body: { received: true, outcome: reading.outcome }, paymentId: reading.paymentId, outcome: reading.outcome };
  }
  const { callback } = reading;
  const { outcome, paymentId } = await applyCallback(services.database, gateway.name, callback, services.config.appSettings.referral_reward_coins_for_first_payment);
  await record({ valid: true, eventId: callback.eventId, paymentId, outcome });
  return { status: 200, body: { received: true, outcome }, paymentId, outcome };
}

/** A Fastify request as a gateway reads it. */
export const callbackRequestOf = (request: FastifyRequest, rawBody: string): CallbackRequest => ({
  rawBody,
  query: (request.query ?? {}) as Record<string, string | undefined>,
  header: (name) => {
    const value = request.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : undefined;
  },
});

/**
 * POST /api/webhooks/payments/{gateway}: a provider's signed callback, in its own shape (the sandboxes' JSON with
 * x-hadaf-signature, Fawry's server notification V2 with messageSignature, Paymob's processed callback with ?hmac=).
 */
export async function paymentWebhooks(api: FastifyInstance, services: Services) {
  await api.register(async (scope) => {
    // The signature covers the exact bytes sent: the body is kept as text, parsed only by the gateway that checks it.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { gateway: string }; Body: string }>(`${WEBHOOK_PATH}/:gateway`, async (request, reply) => {
      const gateway = gatewayNamed(services, request.params.gateway);
      if (!gateway) throw notFound(message('notFound', localeOf(request)));
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const received = await receiveCallback(services, gateway, callbackRequestOf(request, rawBody), rawBody, localeOf(request));
      return reply.code(received.status).send(received.body);
    });
  });
}

/** How the sandboxes reach our webhook: through the server itself, as an HTTP request with the signature header. */
export const deliverThrough =
  (request: FastifyRequest): CallbackDelivery =>
  async (gateway, rawBody, signature) => {
    const response = await request.server.inject({
      method: 'POST',
      url: `/api${WEBHOOK_PATH}/${gateway}`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });
    return response.statusCode;
  };
