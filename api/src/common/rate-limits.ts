import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '@tablecraft/core/errors';

/** Attempts allowed per window for each guarded action, per IP and per account. */
const RULES = {
  // Log-ins, and every other password check (sign-up links, changing e-mail or password, deleting the account).
  logInByIp: { points: 30, duration: 15 * 60 },
  // Password checks by a logged-in user (changing e-mail or password, deleting the account).
  logInByAccount: { points: 10, duration: 15 * 60 },
  // Failed log-ins: per account and address (the one that locks), and per account from anywhere (slower;
  // past it, each address gets only a couple of tries, so a correct password from a new address still works).
  logInFailuresByPair: { points: 10, duration: 15 * 60 },
  logInFailuresByAccount: { points: 100, duration: 60 * 60 },
  // Sign-ups from one client address: the only sign-up limit that refuses, and it refuses the requester.
  signUpByIp: { points: 20, duration: 60 * 60 },
  // Sign-up mails to one address (a link, or a notice to its owner), from one client address and from
  // anywhere. Past either, the mail is silently not sent and the answer is the same; nobody is refused.
  signUpMailByPair: { points: 2, duration: 60 * 60 },
  signUpMailByEmail: { points: 10, duration: 60 * 60 },
  // Reset links asked for from one client address (any address asked for): refuses the requester.
  resetByIp: { points: 10, duration: 60 * 60 },
  // Reset links asked for one address from one client network (an IPv4 /24, an IPv6 /64): refuses the
  // requester, so a stranger who asks for someone's address uses up the stranger's allowance, never the
  // owner's. A short window, so an owner who asked thrice before the mail arrived soon may ask again.
  resetByPair: { points: 3, duration: 15 * 60 },
  // Reset mails to one address from anywhere: past it the mail is silently not sent and the answer is the
  // same; nobody is refused. The inbox then holds the links already mailed, each usable for an hour.
  resetMailByEmail: { points: 10, duration: 60 * 60 },
  // Setting a new password from a reset link: per address (made-up tokens included) and per account.
  setPasswordByIp: { points: 20, duration: 60 * 60 },
  setPasswordByAccount: { points: 5, duration: 60 * 60 },
  // GraphQL requests are charged by estimated cost (a plain query is a few points), per address and per account.
  graphqlByIp: { points: 6_000, duration: 60 },
  graphqlByUser: { points: 6_000, duration: 60 },
  // Invites that send mail: per inviting account and per game.
  inviteMailByUser: { points: 20, duration: 60 * 60 },
  inviteMailByGame: { points: 10, duration: 60 * 60 },
  // Each publish freezes a whole document for good.
  publishByUser: { points: 30, duration: 60 * 60 },
  // A game file: an import unpacks up to about 100 MB and stores its images; an export streams every original.
  gameImportByUser: { points: 30, duration: 60 * 60 },
  // A table file: one room state of a few MB, checked piece by piece against its revision.
  tableImportByUser: { points: 30, duration: 60 * 60 },
  gameExportByUser: { points: 120, duration: 60 * 60 },
  // Invite links used from one address (right or wrong): enough for a household's evening, not for guessing.
  roomInviteByIp: { points: 60, duration: 15 * 60 },
  // Sitting down as a guest from one address (each try, new guests or not); the guests made are also
  // counted per address in the database (GUESTS_PER_ADDRESS_HOUR), which holds across restarts.
  guestJoinByIp: { points: 60, duration: 15 * 60 },
};

export type RateLimitRule = keyof typeof RULES;

export interface RateLimits {
  /** Counts one attempt (or `points`); throws RATE_LIMITED with a "try again in N minutes" message when over the limit. */
  consume(rule: RateLimitRule, key: string, points?: number): Promise<void>;
  /** Counts one failure without refusing anything (the refusal comes from `consumed` next time). */
  penalize(rule: RateLimitRule, key: string): Promise<void>;
  /** How many points the key has used in the current window. */
  consumed(rule: RateLimitRule, key: string): Promise<number>;
  /** Forgets attempts for a key (after a successful log-in, for example). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

/**
 * Redis-backed limits shared by every api replica, or in-process limits for the embedded default.
 * Keys live under the installation's prefix once, `<prefix>:rl:<rule>:<key>`, so installations sharing one
 * Redis count apart: a connection from createRedis adds the prefix itself (ioredis keyPrefix), any other
 * connection gets it here.
 */
export function createRateLimits(
  redis?: Redis,
  prefix = 'tablecraft',
  overrides: Partial<Record<RateLimitRule, { points: number; duration: number }>> = {},
): RateLimits {
  // The connection's own keyPrefix already is `<prefix>:`; adding it here too stored `<prefix>:<prefix>:rl:…`.
  const keyPrefix = (rule: string) => (redis?.options.keyPrefix ? `rl:${rule}` : `${prefix}:rl:${rule}`);
  const limiters = Object.fromEntries(
    Object.entries({ ...RULES, ...overrides }).map(([name, rule]): [string, RateLimiterAbstract] => [
      name,
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: keyPrefix(name), ...rule, useRedisPackage: false })
        : new RateLimiterMemory({ keyPrefix: name, ...rule }),
    ]),
  ) as Record<RateLimitRule, RateLimiterAbstract>;
  return {
    async consume(rule, key, points = 1) {
      try {
        await limiters[rule].consume(key.toLowerCase(), points);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
        throw new AppError('RATE_LIMITED', `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
          retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
        });
      }
    },
    async penalize(rule, key) {
      await limiters[rule].penalty(key.toLowerCase(), 1);
    },
    async consumed(rule, key) {
      return (await limiters[rule].get(key.toLowerCase()))?.consumedPoints ?? 0;
    },
    async reset(rule, key) {
      await limiters[rule].delete(key.toLowerCase());
    },
  };
}
