import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../platform/services.ts';
import { notFound } from '../platform/http/errors.ts';
import { localeOf, message } from '../platform/http/messages.ts';
import { parseCallback, type PaymentGateway } from './gateways.ts';
import { applyCallback } from './payments.ts';
import type { CallbackDelivery } from './sandbox-provider.ts';
import { SIGNATURE_HEADER, signatureMatches } from './signature.ts';
import { paymentGateways } from './gateways-of.ts';

export const WEBHOOK_PATH = '/webhooks/payments';

const gatewaysOf = (services: Services): PaymentGateway[] => [paymentGateways(services).cash, paymentGateways(services).card];

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

/**
 * POST /api/webhooks/payments/{gateway}: a provider's signed callback. The signature (HMAC-SHA256 of the raw
 * body) is checked before anything is read: a bad one answers 401 and changes nothing. Every callback is recorded
 * with what became of it; a replay answers 200 (the provider stops retrying) and credits nothing again.
 */
export async function paymentWebhooks(api: FastifyInstance, services: Services) {
  await api.register(async (scope) => {
    // The signature covers the exact bytes sent: the body is kept as text, parsed only once it is verified.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { gateway: string }; Body: string }>(`${WEBHOOK_PATH}/:gateway`, async (request, reply) => {
      const gateway = gatewaysOf(services).find((candidate) => candidate.name === request.params.gateway);
      if (!gateway) throw notFound(message('notFound', localeOf(request)));
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      if (!signatureMatches(gateway.webhookSecret, rawBody, typeof header === 'string' ? header : undefined)) {
        await recordCallback(services, { gateway: gateway.name, valid: false, body: rawBody, eventId: null, paymentId: null, outcome: 'rejected-signature' });
        return reply.code(401).send({ message: 'Invalid signature.' });
      }
      const callback = parseCallback(rawBody);
      if (!callback) {
        await recordCallback(services, { gateway: gateway.name, valid: true, body: rawBody, eventId: null, paymentId: null, outcome: 'malformed' });
        return reply.code(400).send({ message: message('badRequest', localeOf(request)) });
      }
      const { outcome, paymentId } = await applyCallback(services.database, gateway.name, callback, services.config.appSettings.referral_reward_coins_for_first_payment);
      await recordCallback(services, { gateway: gateway.name, valid: true, body: rawBody, eventId: callback.eventId, paymentId, outcome });
      return { received: true, outcome };
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
