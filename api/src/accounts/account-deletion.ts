import type { Queryable } from '@tablecraft/platform';

/**
 * A reason an account cannot be deleted yet, e.g. a game it owns has other members.
 * Capabilities register checks here so that account deletion never needs to know their tables.
 */
export type AccountDeletionCheck = (db: Queryable, userId: string) => Promise<string | null>;

const checks: AccountDeletionCheck[] = [];

/** Adds a check run before any account is deleted. */
export function registerAccountDeletionCheck(check: AccountDeletionCheck): void {
  checks.push(check);
}

/** Every reason the account cannot be deleted; empty when it can. */
export async function accountDeletionBlockers(db: Queryable, userId: string): Promise<string[]> {
  const reasons = await Promise.all(checks.map((check) => check(db, userId)));
  return reasons.filter((reason): reason is string => reason !== null);
}
