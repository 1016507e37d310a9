import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { tooManyRequests } from './errors.ts';
import { localeOf, message } from './messages.ts';

/**
 * The general per-address ceiling on every API route (@fastify/rate-limit, in memory per server): generous, as a
 * carrier NAT puts many fans behind one address on match day; the sensitive operations have their own, tighter
 * throttles (platform/throttle.ts). Over it: 429 in the contract's shape and the caller's language, with Retry-After.
 */
export function rateLimitOptions(perMinute: number): RateLimitPluginOptions {
  return {
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (request, context) => tooManyRequests(message('throttledBriefly', localeOf(request)), Math.max(1, Math.ceil(context.ttl / 1000))),
  };
}
