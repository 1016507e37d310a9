import { and, count, eq, gt } from 'drizzle-orm';
import { throttleHits } from '../db/schema.ts';
import type { Services } from './services.ts';

export interface ThrottleRule {
  /** e.g. otp-send:phone:01012345678 */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts an attempt and says whether it is over the limit. The hit is recorded before counting, so two
 * attempts racing each see the other; refused attempts count too, so hammering keeps the door shut.
 */
export async function hitThrottle(services: Services, rules: readonly ThrottleRule[]): Promise<boolean> {
  const { db } = services;
  let limited = false;
  for (const rule of rules) {
    await db.insert(throttleHits).values({ key: rule.key });
    const since = new Date(Date.now() - rule.windowSeconds * 1000);
    const [row] = await db.select({ hits: count() }).from(throttleHits).where(and(eq(throttleHits.key, rule.key), gt(throttleHits.hitAt, since)));
    if ((row?.hits ?? 0) > rule.max) limited = true;
  }
  return limited;
}

/** Whether a key is already over its limit, without counting an attempt (login checks before verifying). */
export async function isThrottled(services: Services, rule: ThrottleRule): Promise<boolean> {
  const since = new Date(Date.now() - rule.windowSeconds * 1000);
  const [row] = await services.db.select({ hits: count() }).from(throttleHits).where(and(eq(throttleHits.key, rule.key), gt(throttleHits.hitAt, since)));
  return (row?.hits ?? 0) >= rule.max;
}

export async function recordHit(services: Services, key: string) {
  await services.db.insert(throttleHits).values({ key });
}
