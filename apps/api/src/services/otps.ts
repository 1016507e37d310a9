import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { otps, type OtpPurpose } from '../db/schema.ts';
import type { Services } from './services.ts';

/** Codes by SMS or e-mail live 10 minutes; the e-mail verification link a day (people read mail later). */
export const OTP_SECONDS = 10 * 60;
export const EMAIL_LINK_SECONDS = 24 * 3600;

function hashCode(services: Services, purpose: OtpPurpose, target: string, code: string) {
  // Keyed, and bound to purpose and target, so a leaked table cannot be brute-forced offline without the secret.
  return createHmac('sha256', services.secret).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const linkToken = () => randomBytes(24).toString('base64url');

/** Issues a code for purpose and target; earlier unused codes for the same pair stop working. */
export async function issueOtp(
  services: Services,
  { purpose, target, userId, code = sixDigits(), lifetimeSeconds = OTP_SECONDS }: { purpose: OtpPurpose; target: string; userId: number | null; code?: string; lifetimeSeconds?: number },
): Promise<string> {
  const now = new Date();
  await services.db.transaction(async (tx) => {
    await tx.update(otps).set({ usedAt: now }).where(and(eq(otps.purpose, purpose), eq(otps.target, target), isNull(otps.usedAt)));
    await tx.insert(otps).values({ purpose, target, userId, codeHash: hashCode(services, purpose, target, code), expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000) });
  });
  return code;
}

/** Spends a code: single use (checked and marked in one statement), unexpired, for this purpose and target. */
export async function consumeOtp(services: Services, { purpose, target, code, userId }: { purpose: OtpPurpose; target: string; code: string; userId?: number }) {
  const now = new Date();
  const forUser = userId === undefined ? undefined : eq(otps.userId, userId);
  const [row] = await services.db
    .update(otps)
    .set({ usedAt: now })
    .where(and(eq(otps.purpose, purpose), eq(otps.target, target), eq(otps.codeHash, hashCode(services, purpose, target, code)), isNull(otps.usedAt), gt(otps.expiresAt, now), forUser))
    .returning();
  return row ?? null;
}
