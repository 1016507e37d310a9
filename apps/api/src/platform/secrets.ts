import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HADAF_SECRET signs and keys everything the server derives (one-time codes, refreshed tokens, signed page addresses,
 * the sandboxes' webhooks); during a rotation HADAF_SECRET_PREVIOUS still verifies what the old secret signed, so
 * nobody is logged out and no code in flight stops working (docs/deployment.md, "Rotating HADAF_SECRET").
 */

const ids = new Map<string, string>();

/**
 * A secret's public name, stored beside the tokens derived from it: a token derived under a secret the server no longer
 * has is refused (after a leak, removing the old secret ends what it could have predicted). It reveals nothing of the secret.
 */
export function secretId(secret: string): string {
  let id = ids.get(secret);
  if (!id) ids.set(secret, (id = createHmac('sha256', secret).update('hadaf-secret-id').digest('hex').slice(0, 16)));
  return id;
}

/** Whether `given` equals what any verifying secret signs (`sign(secret)`), compared in constant time. */
export function signedByAny(secrets: readonly string[], sign: (secret: string) => string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const received = Buffer.from(given);
  return secrets.some((secret) => {
    const expected = Buffer.from(sign(secret));
    return expected.length === received.length && timingSafeEqual(expected, received);
  });
}
