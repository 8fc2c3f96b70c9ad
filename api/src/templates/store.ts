import type { Queryable } from '@tablecraft/platform';

/** The game Play now made for a user from a template, while they still own it, or null. */
export async function findPlayNowGameId(db: Queryable, ownerId: string, templateId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM games WHERE owner_id = $1 AND play_now_template = $2', [
    ownerId,
    templateId,
  ]);
  return rows[0]?.id ?? null;
}

/** Marks a game as the one Play now made from a template, so the next Play now finds it. */
export async function markPlayNowGame(db: Queryable, gameId: string, templateId: string): Promise<void> {
  await db.query('UPDATE games SET play_now_template = $2 WHERE id = $1', [gameId, templateId]);
}

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

/** Whether the samples' owner has a game with that title, public or not. */
export async function hasSampleTitled(db: Queryable, ownerId: string, title: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM games WHERE owner_id = $1 AND title = $2', [ownerId, title]);
  return rows.length > 0;
}

/** The samples' owner, made on first use. Its password hash is not a hash, so no password matches it. */
export async function sampleOwnerId(db: Queryable, owner: { userName: string; name: string; email: string }): Promise<string> {
  const found = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(user_name) = $1', [owner.userName]);
  if (found.rows[0]) return found.rows[0].id;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, name, email, password_hash) VALUES ($1, $2, $3, '!') RETURNING id`,
    [owner.userName, owner.name, owner.email],
  );
  return rows[0]!.id;
}
