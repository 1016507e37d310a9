import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a provider's callback carries: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-hadaf-signature';

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Compared in constant time: a signature is never guessed a byte at a time. */
export function signatureMatches(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
