import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import type { CardGateway, SavedCard } from './gateways.ts';
import { readSandboxCallback, sandboxSecret, uniqueDigits } from './sandbox-provider.ts';

export const SANDBOX_CARD = 'sandbox-card';
/** The merchant code the sandbox gateway knows us by (a real gateway issues one per merchant). */
export const SANDBOX_MERCHANT_CODE = 'HADAF-SANDBOX';
/** Where the sandbox's hosted pages live, under /api. */
export const SANDBOX_CARD_PAGES = '/sandbox/card';

/** Test numbers, as real gateways publish them: 4000 0000 0000 0002 is refused when added, CVV 000 declines a payment. */
export const DECLINED_CARD_NUMBER = '4000000000000002';
export const DECLINING_CVV = '000';

/** Signs the add-card page's parameters, as Fawry's does: nobody can make the page save a card to someone else's profile. */
export const addCardSignature = (secret: string, customerId: string, successUrl: string, failureUrl: string) =>
  createHmac('sha256', secret).update(['add-card', SANDBOX_MERCHANT_CODE, customerId, successUrl, failureUrl].join('\n')).digest('hex');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

/** Meeza cards of Banque Misr start 5078 (BMISCARD, platform §3), Mastercard 51–55 and 2221–2720, Visa 4. */
export function brandOf(digits: string): SavedCard['brand'] | null {
  if (digits.startsWith('5078')) return 'BMISCARD';
  if (digits.startsWith('4')) return 'Visa Card';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
  return null;
}

/** Saves a card typed into the hosted page: the sandbox keeps a token, the brand and the last 4, never the number. */
export async function saveSandboxCard(database: Database, customerId: string, number: string): Promise<SavedCard | null> {
  const digits = number.replace(/[\s-]/g, '');
  const brand = /^[0-9]{13,19}$/.test(digits) && luhnValid(digits) && digits !== DECLINED_CARD_NUMBER ? brandOf(digits) : null;
  if (!brand) return null;
  const card: SavedCard = { token: `tok_${randomBytes(12).toString('hex')}`, brand, last4: digits.slice(-4) };
  await database.query('INSERT INTO sandbox_provider_cards (token, customer_id, brand, last4) VALUES ($1, $2, $3, $4)', [card.token, customerId, brand, card.last4]);
  return card;
}

export function sandboxCardGateway(database: Database, serverSecret: string | undefined): CardGateway {
  const webhookSecret = sandboxSecret(serverSecret, SANDBOX_CARD);
  return {
    name: SANDBOX_CARD,
    sandbox: true,
    readCallback: readSandboxCallback(webhookSecret),
    async createPaymentLink(request) {
      const [card] = await database.query('SELECT 1 FROM sandbox_provider_cards WHERE token = $1 AND customer_id = $2', [request.cardToken, request.customerId]);
      if (!card) throw new Error('The sandbox gateway has no such card for this customer');
      const session = await uniqueDigits(database, SANDBOX_CARD, 12);
      // A real gateway checks the CVV with the issuer; the sandbox declines the published test value when the fan pays.
      await database.query(
        `INSERT INTO sandbox_provider_payments (gateway, provider_ref, merchant_ref, amount_piastres, customer_id, card_token, declines, return_url, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [SANDBOX_CARD, session, request.merchantRef, request.amountPiastres, request.customerId, request.cardToken, request.cvv === DECLINING_CVV, request.returnUrl, request.expiresAt],
      );
      return { providerRef: session, url: `/api${SANDBOX_CARD_PAGES}/pay/${session}` };
    },
    addCardPageUrl({ customerId, language, successUrl, failureUrl }) {
      const query = new URLSearchParams({
        merchant_code: SANDBOX_MERCHANT_CODE,
        language,
        customer_profile_id: customerId,
        success_url: successUrl,
        failure_url: failureUrl,
        signature: addCardSignature(webhookSecret, customerId, successUrl, failureUrl),
      });
      return `/api${SANDBOX_CARD_PAGES}/add-card?${query.toString()}`;
    },
    async listCards(customerId) {
      const rows = await database.query<Row>('SELECT token, brand, last4 FROM sandbox_provider_cards WHERE customer_id = $1 ORDER BY created_at, token', [customerId]);
      return rows.map((row) => ({ token: String(row.token), brand: row.brand as SavedCard['brand'], last4: String(row.last4) }));
    },
    async deleteCard(customerId, token) {
      const rows = await database.query('DELETE FROM sandbox_provider_cards WHERE token = $1 AND customer_id = $2 RETURNING token', [token, customerId]);
      return num(rows.length) > 0;
    },
  };
}
