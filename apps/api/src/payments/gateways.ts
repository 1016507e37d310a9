import type { Language } from '@hadaf/domain';

/**
 * The payment providers' adapters (docs/decisions/payments.md, production-adapters.md). The sandboxes
 * (sandbox-cash.ts, sandbox-card.ts) behave like the real ones locally; the real ones are FawryPay's PayAtFawry
 * (fawry-cash.ts) and Paymob Accept (paymob-card.ts). Providers tell us about payments only through signed callbacks
 * to POST /api/webhooks/payments/{gateway}, each in its own provider's shape and signature scheme.
 */
export interface PaymentGateway {
  /** The {gateway} segment of its webhook and the `gateway` column of its payments. */
  readonly name: string;
  readonly sandbox: boolean;
  /**
   * Checks a callback's signature in the provider's scheme and reads it: `rejected` (bad or missing signature:
   * 401, nothing changes), `malformed` (signed but unreadable: 400), a `payment` (applied by applyCallback, the one
   * code that moves coins), or `noted` (verified news that moves no coins, e.g. a saved card, which the gateway has
   * kept itself).
   */
  readCallback(request: CallbackRequest): Promise<CallbackReading>;
}

/** A callback as it arrived: the raw body (signatures cover exact bytes), the query and the headers. */
export interface CallbackRequest {
  rawBody: string;
  query: Readonly<Record<string, string | undefined>>;
  header(name: string): string | undefined;
}

export type CallbackReading =
  | { kind: 'rejected' }
  | { kind: 'malformed' }
  | { kind: 'payment'; callback: PaymentCallback }
  | { kind: 'noted'; eventId: string | null; paymentId: number | null; outcome: string };

export interface ReferenceCodeRequest {
  merchantRef: string;
  amountPiastres: number;
  customerId: string;
  phoneNumber: string;
  /** The wallet issuer the fan chose (vodafone, orange, etisalat, aman, bank_wallet). */
  method: string;
  expiresAt: Date;
}

/** A kiosk / mobile-wallet provider: it issues a code the fan pays elsewhere, and calls back when it is paid. */
export interface ReferenceCodeGateway extends PaymentGateway {
  createReferenceCode(request: ReferenceCodeRequest): Promise<{ providerRef: string; expiresAt: Date }>;
}

export interface SavedCard {
  token: string;
  brand: 'Visa Card' | 'BMISCARD' | 'MasterCard';
  last4: string;
}

export interface PaymentLinkRequest {
  merchantRef: string;
  amountPiastres: number;
  customerId: string;
  cardToken: string;
  cvv: string;
  customer: { name: string; email: string; phoneNumber: string };
  /** Where the hosted page sends the browser back, with `status` and `merchant_ref` in its query. */
  returnUrl: string;
  expiresAt: Date;
}

export interface AddCardPageRequest {
  customerId: string;
  language: Language;
  successUrl: string;
  failureUrl: string;
}

/**
 * A card gateway: the card number is typed only into its hosted pages, it keeps the cards (we see a token, the
 * brand and the last 4), and it confirms payments by callback.
 */
export interface CardGateway extends PaymentGateway {
  /** The hosted page that takes the payment (we redirect the browser to it). */
  createPaymentLink(request: PaymentLinkRequest): Promise<{ providerRef: string; url: string }>;
  /** The hosted add-card page, loaded in a frame (merchant code, language, customer profile id, return addresses, signed). */
  addCardPageUrl(request: AddCardPageRequest): string;
  listCards(customerId: string): Promise<SavedCard[]>;
  /** False when the customer has no such card. */
  deleteCard(customerId: string, token: string): Promise<boolean>;
}

/** What a callback says, once its signature is checked and its body read. */
export interface PaymentCallback {
  /** The provider's id of this notification: the same event sent twice has the same id. */
  eventId: string;
  merchantRef: string;
  status: 'paid' | 'failed' | 'expired';
  amountPiastres: number;
  occurredAt: Date;
}

/** The callback body both sandboxes send, signed by the x-hadaf-signature header (a real adapter maps its provider's body onto PaymentCallback). */
export function parseCallback(rawBody: string): PaymentCallback | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const { event_id: eventId, merchant_ref: merchantRef, status, amount_piastres: amount, occurred_at: occurredAt } = body as Record<string, unknown>;
  if (typeof eventId !== 'string' || typeof merchantRef !== 'string' || eventId.length > 100 || merchantRef.length > 100) return null;
  if (status !== 'paid' && status !== 'failed' && status !== 'expired') return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || typeof occurredAt !== 'string') return null;
  const when = new Date(occurredAt);
  if (Number.isNaN(when.getTime())) return null;
  return { eventId, merchantRef, status, amountPiastres: amount, occurredAt: when };
}

export interface PaymentGateways {
  cash: ReferenceCodeGateway;
  card: CardGateway;
}
