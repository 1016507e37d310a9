import type { Services } from '../platform/services.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export const SWEEP_EXPIRED_JOB = 'sweep-expired';

/** Deletes rows that can no longer matter: old throttle hits, long-expired codes and tokens. Runs hourly as a job. */
export async function sweepExpired(services: Services, now = Date.now()) {
  const { database } = services;
  const hourAgo = new Date(now - HOUR);
  const dayAgo = new Date(now - DAY);
  await database.query('DELETE FROM throttle_hits WHERE hit_at < $1', [hourAgo]);
  // Kept a day past expiry so a late "reuse" of a refresh token is still recognised and revokes its family.
  await database.query('DELETE FROM otps WHERE expires_at < $1', [dayAgo]);
  await database.query('DELETE FROM access_tokens WHERE expires_at < $1', [dayAgo]);
  await database.query('DELETE FROM refresh_tokens WHERE expires_at < $1 OR family_expires_at < $1', [dayAgo]);
}
