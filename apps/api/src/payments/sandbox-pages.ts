import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatEgp } from '@hadaf/domain';
import { signedByAny } from '../platform/secrets.ts';
import type { Services } from '../platform/services.ts';
import { nowOf } from '../football/index.ts';
import type { CallbackDelivery } from './sandbox-provider.ts';
import { sandboxCallback, sandboxPaymentOf, sandboxSecret, settleSandboxPayment } from './sandbox-provider.ts';
import { addCardSignature, DECLINED_CARD_NUMBER, DECLINING_CVV, SANDBOX_CARD, SANDBOX_CARD_PAGES, SANDBOX_MERCHANT_CODE, saveSandboxCard } from './sandbox-card.ts';

/**
 * The sandbox card gateway's hosted pages, as a real gateway serves them from its own origin: the add-card page
 * (loaded in a frame by /payment) and the payment page (the browser is sent to it). Plain HTML forms, no script;
 * the card number typed here goes to the sandbox's own tables as a token and last 4, never to our payment code.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Language = 'en' | 'ar';
const texts = {
  en: {
    gateway: 'Sandbox card gateway',
    addTitle: 'Add a card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    holder: 'Name on card',
    save: 'Save card',
    hint: `Test cards: 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 5078 0300 0000 0003 (Meeza). ${DECLINED_CARD_NUMBER} is refused.`,
    payTitle: 'Confirm your payment',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    pay: 'Pay',
    decline: 'Cancel payment',
    payHint: `Payments made with CVV ${DECLINING_CVV} are declined.`,
    gone: 'This payment session has ended.',
  },
  ar: {
    gateway: 'بوابة البطاقات التجريبية',
    addTitle: 'إضافة بطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز الأمان',
    holder: 'الاسم على البطاقة',
    save: 'حفظ البطاقة',
    hint: `بطاقات تجريبية: 4242 4242 4242 4242 (فيزا)، 5555 5555 5555 4444 (ماستركارد)، 5078 0300 0000 0003 (ميزة). البطاقة ${DECLINED_CARD_NUMBER} مرفوضة.`,
    payTitle: 'تأكيد الدفع',
    merchant: 'التاجر',
    amount: 'المبلغ',
    card: 'البطاقة',
    pay: 'ادفع',
    decline: 'إلغاء الدفع',
    payHint: `الدفع برمز الأمان ${DECLINING_CVV} يُرفض.`,
    gone: 'انتهت جلسة الدفع هذه.',
  },
} as const;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f4f6f8;color:#1b2430}main{max-width:28rem;margin:auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #9aa5b1;border-radius:.4rem;font-size:1rem}
button{margin-block-start:1rem;padding:.7rem 1.2rem;border:0;border-radius:.4rem;font-size:1rem;font-weight:600;background:#0b6b3a;color:#fff;cursor:pointer}button.secondary{background:#e3e7eb;color:#1b2430;margin-inline-start:.5rem}
p.hint{color:#52606d;font-size:.85rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}.badge{font-size:.8rem;color:#52606d}</style></head>
<body><main><p class="badge">${escape(texts[language].gateway)}</p><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/** Only our own pages may be returned to: a relative path, never another site (no open redirect). */
const sameSitePath = (value: unknown): string | null => (typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) && value.length <= 500 ? value : null);

const languageOf = (value: unknown): Language => (value === 'ar' ? 'ar' : 'en');

function sendPage(reply: FastifyReply, html: string, { framable }: { framable: boolean }) {
  if (framable) reply.removeHeader('x-frame-options');
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors ${framable ? "'self'" : "'none'"}`)
    .send(html);
}

const withQuery = (path: string, params: Record<string, string>) => `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

interface AddCardQuery {
  merchant_code?: string;
  language?: string;
  customer_profile_id?: string;
  success_url?: string;
  failure_url?: string;
  signature?: string;
}

/** The add-card parameters are the ones our server signed (a customer id typed by hand is refused), before or after a rotation. */
const signedAddCard = (services: Services, customer: string, success: string, failure: string, signature: unknown) =>
  signedByAny(services.verifyingSecrets, (secret) => addCardSignature(sandboxSecret(secret, SANDBOX_CARD), customer, success, failure), signature);

export async function sandboxCardPages(api: FastifyInstance, services: Services, deliver: (request: FastifyRequest) => CallbackDelivery) {
  const { database } = services;
  await api.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Querystring: AddCardQuery }>(`${SANDBOX_CARD_PAGES}/add-card`, async (request, reply) => {
      const { merchant_code: merchant, customer_profile_id: customer } = request.query;
      const language = languageOf(request.query.language);
      const success = sameSitePath(request.query.success_url);
      const failure = sameSitePath(request.query.failure_url);
      const t = texts[language];
      if (merchant !== SANDBOX_MERCHANT_CODE || !customer || !success || !failure || !signedAddCard(services, customer, success, failure, request.query.signature)) {
        return sendPage(reply.code(400), page(language, t.addTitle, `<p>Bad request.</p>`), { framable: true });
      }
      const hidden = Object.entries({ customer_profile_id: customer, success_url: success, failure_url: failure, signature: request.query.signature ?? '', language })
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
        .join('');
      const form = `<form method="post" action="/api${SANDBOX_CARD_PAGES}/add-card">${hidden}
<label for="number">${t.number}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" dir="ltr" required>
<label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" placeholder="12/30" dir="ltr" required>
<label for="cvv">${t.cvv}</label><input id="cvv" name="cvv" inputmode="numeric" dir="ltr" required>
<label for="holder">${t.holder}</label><input id="holder" name="holder" required>
<button type="submit">${t.save}</button><p class="hint">${escape(t.hint)}</p></form>`;
      return sendPage(reply, page(language, t.addTitle, form), { framable: true });
    });

    scope.post<{ Body: Record<string, string> }>(`${SANDBOX_CARD_PAGES}/add-card`, async (request, reply) => {
      const body = request.body ?? {};
      const success = sameSitePath(body.success_url);
      const failure = sameSitePath(body.failure_url);
      const customer = body.customer_profile_id;
      if (!success || !failure || !customer || !signedAddCard(services, customer, success, failure, body.signature)) return reply.code(400).send({ message: 'Bad request.' });
      const expiry = /^(0[1-9]|1[0-2])\/([0-9]{2})$/.exec((body.expiry ?? '').trim());
      const current = nowOf(services);
      const expired = !expiry || 2000 + Number(expiry[2]) < current.getUTCFullYear() || (2000 + Number(expiry[2]) === current.getUTCFullYear() && Number(expiry[1]) < current.getUTCMonth() + 1);
      const card = !expired && /^[0-9]{3,4}$/.test(body.cvv ?? '') ? await saveSandboxCard(database, customer, body.number ?? '') : null;
      return reply.code(303).redirect(card ? success : withQuery(failure, { failed: '1' }));
    });

    scope.get<{ Params: { session: string }; Querystring: { language?: string } }>(`${SANDBOX_CARD_PAGES}/pay/:session`, async (request, reply) => {
      const language = languageOf(request.query.language ?? (request.headers['accept-language']?.startsWith('ar') ? 'ar' : 'en'));
      const t = texts[language];
      const payment = /^[0-9]{12}$/.test(request.params.session) ? await sandboxPaymentOf(database, SANDBOX_CARD, request.params.session) : null;
      if (!payment || payment.status !== 'unpaid' || (payment.expiresAt && payment.expiresAt <= nowOf(services))) {
        return sendPage(reply.code(payment ? 410 : 404), page(language, t.payTitle, `<p>${t.gone}</p>`), { framable: false });
      }
      const [card] = await database.query<{ brand: string; last4: string }>('SELECT brand, last4 FROM sandbox_provider_cards WHERE token = $1', [payment.cardToken]);
      const details = `<dl><dt>${t.merchant}</dt><dd>Hadaf</dd><dt>${t.amount}</dt><dd><bdi>${escape(formatEgp(payment.amountPiastres / 100, language))}</bdi></dd>
<dt>${t.card}</dt><dd><bdi dir="ltr">${escape(card ? `${card.brand} •••• ${card.last4}` : '—')}</bdi></dd></dl>`;
      const form = `<form method="post" action="/api${SANDBOX_CARD_PAGES}/pay/${payment.providerRef}">
<button type="submit" name="action" value="pay">${t.pay}</button><button class="secondary" type="submit" name="action" value="decline">${t.decline}</button>
<p class="hint">${escape(t.payHint)}</p></form>`;
      return sendPage(reply, page(language, t.payTitle, details + form), { framable: false });
    });

    scope.post<{ Params: { session: string }; Body: Record<string, string> }>(`${SANDBOX_CARD_PAGES}/pay/:session`, async (request, reply) => {
      const session = request.params.session;
      const payment = /^[0-9]{12}$/.test(session) ? await sandboxPaymentOf(database, SANDBOX_CARD, session) : null;
      if (!payment) return reply.code(404).send({ message: 'Not found.' });
      const wanted = request.body?.action === 'pay' && !payment.declines ? 'paid' : 'declined';
      const now = nowOf(services);
      const result = await settleSandboxPayment(database, SANDBOX_CARD, session, wanted, now);
      if ('settled' in result) {
        const { rawBody, signature } = sandboxCallback(sandboxSecret(services.secret, SANDBOX_CARD), result.settled, now);
        await deliver(request)(SANDBOX_CARD, rawBody, signature);
      }
      const paid = 'settled' in result ? result.settled.status === 'paid' : result.refused === 'paid-already';
      return reply.code(303).redirect(withQuery(payment.returnUrl ?? '/', { status: paid ? 'paid' : 'failed', merchant_ref: payment.merchantRef }));
    });
  });
}
