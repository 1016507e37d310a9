import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Services } from '../platform/services.ts';

export type OtpPurpose = 'phone_change' | 'password_reset' | 'email_verification';

/** Codes by SMS or e-mail live 10 minutes; the e-mail verification link a day (people read mail later). */
export const OTP_SECONDS = 10 * 60;
export const EMAIL_LINK_SECONDS = 24 * 3600;

function hashCode(secret: string, purpose: OtpPurpose, target: string, code: string) {
  // Keyed, and bound to purpose and target, so a leaked table cannot be brute-forced offline without the secret.
  return createHmac('sha256', secret).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const linkToken = () => randomBytes(24).toString('base64url');

/** Issues a code for purpose and target; the same user's earlier unused codes for that pair stop working. */
export async function issueOtp(
  services: Services,
  { purpose, target, userId, code = sixDigits(), lifetimeSeconds = OTP_SECONDS }: { purpose: OtpPurpose; target: string; userId: number | null; code?: string; lifetimeSeconds?: number },
): Promise<string> {
  const now = new Date();
  await services.database.transaction(async (tx) => {
    // Only this user's earlier codes: someone else asking for a code to the same number does not void mine.
    await tx.query('UPDATE otps SET used_at = $3 WHERE purpose = $1 AND target = $2 AND used_at IS NULL AND user_id IS NOT DISTINCT FROM $4', [
      purpose,
      target,
      now,
      userId,
    ]);
    await tx.query('INSERT INTO otps (purpose, target, user_id, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      purpose,
      target,
      userId,
      hashCode(services.secret, purpose, target, code),
      new Date(now.getTime() + lifetimeSeconds * 1000),
    ]);
  });
  return code;
}

/**
 * Spends a code: single use (checked and marked in one statement), unexpired, for this purpose and target. A code
 * issued before HADAF_SECRET was rotated is hashed under the previous secret, which still verifies it.
 */
export async function consumeOtp(services: Services, { purpose, target, code, userId }: { purpose: OtpPurpose; target: string; code: string; userId?: number }) {
  const [row] = await services.database.query<{ user_id: number | null }>(
    `UPDATE otps SET used_at = $4
      WHERE purpose = $1 AND target = $2 AND code_hash = ANY($3::text[]) AND used_at IS NULL AND expires_at > $4 AND ($5::bigint IS NULL OR user_id = $5)
      RETURNING user_id`,
    [purpose, target, services.verifyingSecrets.map((secret) => hashCode(secret, purpose, target, code)), new Date(), userId ?? null],
  );
  return row ? { userId: row.user_id } : null;
}
