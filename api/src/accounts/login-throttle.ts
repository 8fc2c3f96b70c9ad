import { AppError } from '@tablecraft/core/errors';
import type { RateLimits } from '../common/index.ts';

/** Failures one address may make on one account while nobody else is failing on it. */
const PAIR_FAILURES = 10;
/** Once an account has this many failures from anywhere in the hour, each address gets only this many. */
const PAIR_FAILURES_UNDER_ATTACK = 2;
const ACCOUNT_FAILURES = 100;

const pairKey = (account: string, ip: string) => `${account.trim().toLowerCase()}|${ip}`;

const LOCKED = 'Too many failed attempts from here; try again in 15 minutes, or reset your password.';

/**
 * Log-in throttling that cannot be turned against the account's owner: failures lock only the
 * account-and-address pair that made them, so someone guessing from elsewhere never locks the owner out.
 * Failures from everywhere are counted too: past ACCOUNT_FAILURES an hour, every address is allowed only
 * a couple of tries, so guessing needs ever more addresses (each also held by the per-address limit),
 * while the owner's correct password from an address with no failures still gets in. `refusal` is what a
 * locked pair is told: guesses through a sign-up link have no password to reset.
 */
export async function assertMayTryLogIn(limits: RateLimits, account: string, ip: string, refusal = LOCKED): Promise<void> {
  await limits.consume('logInByIp', ip);
  const [pair, total] = await Promise.all([
    limits.consumed('logInFailuresByPair', pairKey(account, ip)),
    limits.consumed('logInFailuresByAccount', account.trim().toLowerCase()),
  ]);
  const allowed = total >= ACCOUNT_FAILURES ? PAIR_FAILURES_UNDER_ATTACK : PAIR_FAILURES;
  if (pair >= allowed) throw new AppError('RATE_LIMITED', refusal, undefined, { retryAfterSeconds: 15 * 60 });
}

/** Records a failed log-in against the pair and the account. */
export async function recordLogInFailure(limits: RateLimits, account: string, ip: string): Promise<void> {
  await Promise.all([
    limits.penalize('logInFailuresByPair', pairKey(account, ip)),
    limits.penalize('logInFailuresByAccount', account.trim().toLowerCase()),
  ]);
}

/** A correct password clears the failures of this pair (not the account's total). */
export async function recordLogInSuccess(limits: RateLimits, account: string, ip: string): Promise<void> {
  await limits.reset('logInFailuresByPair', pairKey(account, ip));
}
