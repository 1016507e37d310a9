import { routePatterns } from '@hadaf/domain';
import { defineOperations } from '../platform/operations.ts';
import { ApiError, notFound, validationFailed } from '../platform/http/errors.ts';
import { nowOf } from '../football/index.ts';
import { isLoopback } from '../platform/http/loopback.ts';
import { paymentMessage } from './messages.ts';
import { listPackages, packageOnSale } from './packages.ts';
import { attachProviderRef, CARD_SESSION_MINUTES, failPayment, newMerchantRef, recordPayment, REFERENCE_CODE_HOURS } from './payments.ts';
import { chargePrepaidCard, createPrepaidCards } from './prepaid-cards.ts';
import { sandboxCallback, sandboxSecret, settleSandboxPayment } from './sandbox-provider.ts';
import { listTransactions } from './transactions.ts';
import { deliverThrough } from './webhooks.ts';
import { paymentGateways } from './gateways-of.ts';

const HOUR = 3600_000;

/** 'etsalat' is the spec's other spelling of 'etisalat' (contract PaymentProvider): one wallet, one name. */
const walletOf = (provider: string) => (provider === 'etsalat' ? 'etisalat' : provider);

/** Packages, reference codes, card payments and saved cards, prepaid cards; the sandbox's kiosk for demos and tests. */
export const paymentOperations = defineOperations({
  listTransactions: {
    handler: async (request, _reply, context) => listTransactions(context.services.database, context.requireUser().id, request.query.page ?? 1, context.locale),
  },
  listPackages: {
    handler: async (_request, reply, context) => {
      // platform §4: the client fetches packages once; they change rarely, so a browser may keep them a while too.
      reply.header('cache-control', 'private, max-age=300');
      return { data: await listPackages(context.services.database, context.locale) };
    },
  },
  generateReferenceCode: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const { database } = context.services;
      const pkg = await packageOnSale(database, request.body.package_id, context.locale);
      if (!pkg) throw notFound(paymentMessage('packageNotFound', context.locale));
      const gateway = paymentGateways(context.services).cash;
      const merchantRef = newMerchantRef();
      const wanted = new Date(nowOf(context.services).getTime() + REFERENCE_CODE_HOURS * HOUR);
      const paymentId = await recordPayment(database, {
        userId: user.id,
        pkg,
        gateway: gateway.name,
        method: walletOf(request.params.provider),
        merchantRef,
        phoneNumber: request.body.phone_number,
        expiresAt: wanted,
      });
      try {
        const { providerRef, expiresAt } = await gateway.createReferenceCode({
          merchantRef,
          amountPiastres: pkg.payPiastres,
          customerId: String(user.id),
          phoneNumber: request.body.phone_number,
          method: walletOf(request.params.provider),
          expiresAt: wanted,
        });
        await attachProviderRef(database, paymentId, providerRef, expiresAt);
        return { code: providerRef, expires_at: expiresAt.toISOString() };
      } catch (error) {
        await failPayment(database, paymentId);
        throw error;
      }
    },
  },
  generatePaymentLink: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const { database } = context.services;
      const { card, user: customer, package_id: packageId } = request.body;
      const pkg = await packageOnSale(database, packageId, context.locale);
      if (!pkg) throw notFound(paymentMessage('packageNotFound', context.locale));
      const gateway = paymentGateways(context.services).card;
      const cards = await gateway.listCards(String(user.id));
      if (!cards.some((saved) => saved.token === card.token)) {
        throw validationFailed(paymentMessage('paymentLinkFailed', context.locale), { 'card.token': [paymentMessage('cardNotFound', context.locale)] });
      }
      const merchantRef = newMerchantRef();
      const expiresAt = new Date(nowOf(context.services).getTime() + CARD_SESSION_MINUTES * 60_000);
      const paymentId = await recordPayment(database, { userId: user.id, pkg, gateway: gateway.name, method: 'card', merchantRef, phoneNumber: customer.phone_number, expiresAt });
      try {
        const { providerRef, url } = await gateway.createPaymentLink({
          merchantRef,
          amountPiastres: pkg.payPiastres,
          customerId: String(user.id),
          cardToken: card.token,
          cvv: card.cvv,
          customer: { name: customer.name, email: customer.email, phoneNumber: customer.phone_number },
          returnUrl: routePatterns.ccStatus,
          expiresAt,
        });
        await attachProviderRef(database, paymentId, providerRef, expiresAt);
        return { data: { link: url } };
      } catch (error) {
        await failPayment(database, paymentId);
        context.services.log.warn({ err: error }, 'card payment link failed');
        throw new ApiError(422, { message: paymentMessage('paymentLinkFailed', context.locale), errors: { card: ['cc-payment-link-failed'] } });
      }
    },
  },
  listPaymentCards: {
    handler: async (_request, _reply, context) => {
      const user = context.requireUser();
      const gateway = paymentGateways(context.services).card;
      return {
        data: await gateway.listCards(String(user.id)),
        add_card_url: gateway.addCardPageUrl({
          customerId: String(user.id),
          language: context.locale,
          successUrl: routePatterns.addCcStatus,
          failureUrl: routePatterns.addCcStatus,
        }),
      };
    },
  },
  deletePaymentCard: {
    handler: async (request, reply, context) => {
      const user = context.requireUser();
      const deleted = await paymentGateways(context.services).card.deleteCard(String(user.id), request.body.token);
      if (!deleted) throw notFound(paymentMessage('cardNotFound', context.locale));
      return reply.code(204).send();
    },
  },
  chargePrepaidCard: {
    handler: async (request, _reply, context) => chargePrepaidCard(context.services.database, request.body.code, context.requireUser().id, context.locale),
  },
  createPrepaidCards: {
    handler: async (request, reply, context) => {
      const batch = await createPrepaidCards(context.services.database, request.body, context.requireUser().id);
      reply.code(201);
      return { data: batch };
    },
  },
  devPayReference: {
    // A customer paying the code at a kiosk: the sandbox provider marks it paid and sends its signed callback.
    handler: async (request, _reply, context) => {
      const { services, locale } = context;
      const gateway = paymentGateways(services).cash;
      if (services.config.production || !gateway.sandbox || !isLoopback(request.ip) || request.params.gateway !== gateway.name) throw notFound(context.t('notFound'));
      const now = nowOf(services);
      const result = await settleSandboxPayment(services.database, gateway.name, request.params.reference, 'paid', now);
      if ('refused' in result) {
        if (result.refused === 'unknown') throw notFound(paymentMessage('referenceNotFound', locale));
        const key = result.refused === 'expired' ? 'referenceExpired' : 'referencePaid';
        throw validationFailed(paymentMessage(key, locale), { reference: [paymentMessage(key, locale)] });
      }
      const { rawBody, signature } = sandboxCallback(sandboxSecret(services.secret, gateway.name), result.settled, now);
      const status = await deliverThrough(request)(gateway.name, rawBody, signature);
      return { status: 'paid' as const, webhook_status: status };
    },
  },
});
