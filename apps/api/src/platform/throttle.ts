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
  let limited = false;
  for (const rule of rules) {
    await recordHit(services, rule.key);
    if ((await hitsWithin(services, rule)) > rule.max) limited = true;
  }
  return limited;
}

/** Whether a key is already over its limit, without counting an attempt (login checks before verifying). */
export async function isThrottled(services: Services, rule: ThrottleRule): Promise<boolean> {
  return (await hitsWithin(services, rule)) >= rule.max;
}

export async function recordHit(services: Services, key: string) {
  await services.database.query('INSERT INTO throttle_hits (key) VALUES ($1)', [key]);
}

async function hitsWithin(services: Services, rule: ThrottleRule): Promise<number> {
  const since = new Date(Date.now() - rule.windowSeconds * 1000);
  const [row] = await services.database.query<{ hits: number }>('SELECT count(*) AS hits FROM throttle_hits WHERE key = $1 AND hit_at > $2', [rule.key, since]);
  return row?.hits ?? 0;
}
