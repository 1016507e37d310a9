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

export interface GuardedRules {
  /** This caller's failures (an identifier at an address, a signed-in user): over the limit, the caller waits. */
  own: readonly ThrottleRule[];
  /** Everyone's failures on one target (an account, a phone number): over the limit, only callers with no failures of their own may try. */
  shared: readonly ThrottleRule[];
}

/**
 * One try at a secret (a password, a one-time code). A caller locks only themselves out with their own failures;
 * failures of others on the same target (an attacker behind another address, a shared carrier NAT) do not stop
 * a caller with a clean record from getting through with the right secret. Failures are recorded against every
 * rule; a wrong secret while the target is under attack answers 'throttled' like a lock would.
 */
export async function guardAttempt(services: Services, rules: GuardedRules, attempt: () => Promise<boolean>): Promise<'ok' | 'wrong' | 'throttled'> {
  for (const rule of rules.own) if (await isThrottled(services, rule)) return 'throttled';
  let targetLocked = false;
  for (const rule of rules.shared) if (await isThrottled(services, rule)) targetLocked = true;
  const [first] = rules.own;
  if (targetLocked && first && (await hitsWithin(services, first)) > 0) return 'throttled';
  if (await attempt()) return 'ok';
  for (const rule of [...rules.own, ...rules.shared]) await recordHit(services, rule.key);
  return targetLocked ? 'throttled' : 'wrong';
}
