import type { Queryable } from '@tablecraft/platform';

/**
 * Waits for, then holds until the transaction ends, the lock of making an account's Play now game of a
 * template: calls at once take turns, and each finds the game the first one made.
 */
export async function lockPlayNow(db: Queryable, ownerId: string, templateId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('play-now:' || $1 || ':' || $2))`, [ownerId, templateId]);
}

/** Any number: both API replicas starting at once take turns on this lock instead of seeding twice. */
const SEED_LOCK = 7_402_519;

/** Waits for, then holds until the transaction ends, the lock of seeding the sample games. */
export async function lockSampleSeeding(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
}
