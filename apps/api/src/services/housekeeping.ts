import { lt, or } from 'drizzle-orm';
import { accessTokens, otps, refreshTokens, throttleHits } from '../db/schema.ts';
import type { Services } from './services.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** Deletes rows that can no longer matter: old throttle hits, long-expired codes and tokens. */
export async function sweepExpired(services: Services, now = Date.now()) {
  const { db } = services;
  await db.delete(throttleHits).where(lt(throttleHits.hitAt, new Date(now - HOUR)));
  // Kept a day past expiry so a late "reuse" of a refresh token is still recognised and revokes its family.
  await db.delete(otps).where(lt(otps.expiresAt, new Date(now - DAY)));
  await db.delete(accessTokens).where(lt(accessTokens.expiresAt, new Date(now - DAY)));
  await db.delete(refreshTokens).where(or(lt(refreshTokens.expiresAt, new Date(now - DAY)), lt(refreshTokens.familyExpiresAt, new Date(now - DAY))));
}

/** Sweeps now and then every hour; the returned function stops it. Failures are logged, never fatal. */
export function startHousekeeping(services: Services): () => void {
  const sweep = () => sweepExpired(services).catch((error: unknown) => services.log.warn({ err: error }, 'housekeeping failed'));
  void sweep();
  const timer = setInterval(sweep, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
