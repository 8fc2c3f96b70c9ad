import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '@tablecraft/core/errors';

/** Attempts allowed per window for each guarded action, per IP and per account. */
const RULES = {
  logInByIp: { points: 30, duration: 15 * 60 },
  logInByAccount: { points: 10, duration: 15 * 60 },
  signUpByIp: { points: 20, duration: 60 * 60 },
  resetByIp: { points: 10, duration: 60 * 60 },
  resetByAccount: { points: 3, duration: 60 * 60 },
  // GraphQL requests are charged by estimated cost (a plain query is a few points), per address and per account.
  graphqlByIp: { points: 6_000, duration: 60 },
  graphqlByUser: { points: 6_000, duration: 60 },
  // Each publish freezes a whole document for good.
  publishByUser: { points: 30, duration: 60 * 60 },
};

export type RateLimitRule = keyof typeof RULES;

export interface RateLimits {
  /** Counts one attempt (or `points`); throws RATE_LIMITED with a "try again in N minutes" message when over the limit. */
  consume(rule: RateLimitRule, key: string, points?: number): Promise<void>;
  /** Forgets attempts for a key (after a successful log-in, for example). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

/**
 * Redis-backed limits shared by every api replica, or in-process limits for the embedded default.
 * Keys live under the installation's prefix, so installations sharing one Redis count apart.
 */
export function createRateLimits(redis?: Redis, prefix = 'tablecraft', overrides: Partial<Record<RateLimitRule, { points: number; duration: number }>> = {}): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries({ ...RULES, ...overrides }).map(([name, rule]) => [
      name,
      redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:${name}`, ...rule, useRedisPackage: false }) : new RateLimiterMemory({ keyPrefix: name, ...rule }),
    ]),
  ) as Record<RateLimitRule, RateLimiterAbstract>;
  return {
    async consume(rule, key, points = 1) {
      try {
        await limiters[rule].consume(key.toLowerCase(), points);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
        throw new AppError('RATE_LIMITED', `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
      }
    },
    async reset(rule, key) {
      await limiters[rule].delete(key.toLowerCase());
    },
  };
}
