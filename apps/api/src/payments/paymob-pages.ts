import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routePatterns } from '@hadaf/domain';
import type { PaymobSettings } from '../platform/adapters/payment-settings.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { localeOf } from '../platform/http/messages.ts';
import { signedByAny } from '../platform/secrets.ts';
import type { Services } from '../platform/services.ts';
import { paymobApi, splitName } from './paymob-api.ts';
import { ADD_CARD_SESSION_SECONDS, PAYMOB, PAYMOB_ADD_CARD_PATH, paymobAddCardSignature } from './paymob-card.ts';
import { callbackRequestOf, gatewayNamed, receiveCallback, WEBHOOK_PATH } from './webhooks.ts';

/** Only our own pages may be returned to: a relative path, never another site (no open redirect). */
const sameSitePath = (value: unknown): string | null => (typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) && value.length <= 500 ? value : null);

const withQuery = (path: string, params: Record<string, string>) => `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

interface AddCardQuery {
  language?: string;
  customer_profile_id?: string;
  success_url?: string;
  failure_url?: string;
  signature?: string;
}

/**
 * Paymob's routes outside the contract: the add-card page our frame loads (it registers an order for the
 * verification integration and sends the frame on to Paymob's iframe) and the response callback Paymob returns the
 * browser to (GET /api/webhooks/payments/paymob, HMAC in the query), which goes through the same callback code as
 * the processed callback, then sends the browser to the page that shows the outcome.
 */
export async function paymobPages(api: FastifyInstance, services: Services, settings: PaymobSettings) {
  const paymob = paymobApi(settings);
  const { database } = services;

  api.get<{ Querystring: AddCardQuery }>(PAYMOB_ADD_CARD_PATH, async (request, reply) => {
    const { customer_profile_id: customer = '', language = '', signature } = request.query;
    const success = sameSitePath(request.query.success_url);
    const failure = sameSitePath(request.query.failure_url);
    if (!success || !failure || !/^[0-9]{1,15}$/.test(customer) || !signedByAny(services.verifyingSecrets, (secret) => paymobAddCardSignature(secret, customer, language, success, failure), signature)) {
      return reply.code(400).send({ message: 'Bad request.' });
    }
    const failed = () => reply.code(303).redirect(withQuery(failure, { failed: '1' }));
    const [user] = await database.query<Row>('SELECT id, name, email, phone_number FROM users WHERE id = $1', [Number(customer)]);
    if (!user) return failed();
    try {
      const { orderId, url } = await paymob.checkout(
        { merchantRef: `hdfcard_${randomBytes(10).toString('hex')}`, amountCents: settings.addCardAmountCents },
        settings.addCardIntegrationId,
        { ...splitName(String(user.name)), email: String(user.email ?? 'NA'), phone_number: String(user.phone_number ?? 'NA') },
        ADD_CARD_SESSION_SECONDS,
      );
      await database.query('INSERT INTO payment_card_orders (gateway, provider_order_id, user_id, success_url, failure_url) VALUES ($1, $2, $3, $4, $5)', [
        PAYMOB,
        orderId,
        num(user.id),
        success,
        failure,
      ]);
      return reply.code(303).redirect(url);
    } catch (error) {
      // The frame shows the add-card failure (the parent page is told by /payment/add-cc/status?failed=1).
      request.log.warn({ err: error }, 'paymob add-card page failed');
      return failed();
    }
  });

  api.get<{ Querystring: Record<string, string | undefined> }>(`${WEBHOOK_PATH}/${PAYMOB}`, async (request, reply: FastifyReply) => {
    const gateway = gatewayNamed(services, PAYMOB)!;
    const audit = new URLSearchParams(Object.entries(request.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString();
    const received = await receiveCallback(services, gateway, callbackRequestOf(request, ''), audit, localeOf(request));
    if (received.status !== 200) return reply.code(received.status).send(received.body);
    const orderId = String(request.query.order_id ?? request.query.order ?? '');
    const [payment] = await database.query<Row>('SELECT merchant_ref, status FROM payments WHERE gateway = $1 AND provider_ref = $2', [PAYMOB, orderId]);
    if (payment) {
      const status = payment.status === 'confirmed' ? 'paid' : 'failed';
      return reply.code(303).redirect(withQuery(routePatterns.ccStatus, { status, merchant_ref: String(payment.merchant_ref) }));
    }
    const [cardOrder] = await database.query<Row>('SELECT success_url, failure_url FROM payment_card_orders WHERE gateway = $1 AND provider_order_id = $2', [PAYMOB, orderId]);
    if (cardOrder) {
      return reply.code(303).redirect(received.outcome === 'card-verified' ? String(cardOrder.success_url) : withQuery(String(cardOrder.failure_url), { failed: '1' }));
    }
    return reply.code(303).redirect(withQuery(routePatterns.ccStatus, { status: 'failed' }));
  });
}
