import { planInForce, type Queryable } from '@tablecraft/platform';
import type { UserRecord } from '../common/index.ts';

export type { UserRecord };

const COLUMNS = `id, user_name AS "userName", name, email, image, password_hash AS "passwordHash", plan_id AS "planId", pro_until AS "proUntil", created_at AS "createdAt", guest`;

/** Looks a user up by id. */
export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Several users by id in one query, in the order asked (null for an id nobody has). */
export async function findUsersByIds(db: Queryable, ids: readonly string[]): Promise<Array<UserRecord | null>> {
  const { rows } = await db.query<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Looks a user up by userName, ignoring case. */
export async function findUserByUserName(db: Queryable, userName: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE lower(user_name) = lower($1) AND NOT guest`, [userName]);
  return rows[0] ?? null;
}

/** Looks a user up by email, ignoring case. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1) AND NOT guest`, [email]);
  return rows[0] ?? null;
}

/** True for Postgres's unique violation (23505) on the named index, which callers map to a field error. */
export const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === constraint;

/** Inserts a user; unique violations surface as Postgres error 23505 for the caller to map (isUniqueViolation). */
export async function insertUser(
  db: Queryable,
  user: { userName: string; name: string; email: string; passwordHash: string },
): Promise<UserRecord> {
  const { rows } = await db.query<UserRecord>(
    `INSERT INTO users (user_name, name, email, password_hash) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [user.userName, user.name, user.email, user.passwordHash],
  );
  return rows[0]!;
}

/**
 * Turns a guest into an account (sign-up finished in the guest's browser): the same row, so every seat,
 * hand and admission stays with it in every room. Its guest sessions end. Null when it is no guest (any
 * more); unique violations on the name or address surface as 23505, as for a new account.
 */
export async function upgradeGuest(
  db: Queryable,
  guestId: string,
  account: { userName: string; name: string; email: string; passwordHash: string },
): Promise<UserRecord | null> {
  const { rowCount } = await db.query(
    `UPDATE users SET user_name = $2, name = $3, email = $4, password_hash = $5, guest = false, guest_address = NULL, updated_at = now()
      WHERE id = $1 AND guest`,
    [guestId, account.userName, account.name, account.email, account.passwordHash],
  );
  if (!rowCount) return null;
  await db.query('DELETE FROM sessions WHERE user_id = $1', [guestId]);
  return findUserById(db, guestId);
}

/** Updates the given profile columns and returns the new row. */
export async function updateUser(
  db: Queryable,
  id: string,
  patch: Partial<Pick<UserRecord, 'userName' | 'name' | 'email' | 'image' | 'passwordHash'>>,
): Promise<UserRecord> {
  const columns: Record<string, string> = {
    userName: 'user_name',
    name: 'name',
    email: 'email',
    image: 'image',
    passwordHash: 'password_hash',
  };
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  const sets = entries.map(([key], index) => `${columns[key]} = $${index + 2}`);
  const { rows } = await db.query<UserRecord>(
    `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...entries.map(([, value]) => value)],
  );
  return rows[0]!;
}

/**
 * Deletes the user; their sessions and games go with the row (foreign keys cascade). Their uploads are
 * the uploads feature's to delete first (AssetsLeftByAccount).
 */
export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
}

/**
 * The id of the plan in force for a user (planInForce: a key-granted Pro counts until it ends), or null for
 * no such user. With `lock`, the account's plan lock is taken until the transaction ends: `FOR NO KEY UPDATE`
 * of its row orders plan checks among themselves and leaves rows that only reference the user free.
 */
export async function planInForceOf(db: Queryable, userId: string, options: { lock?: boolean } = {}): Promise<string | null> {
  const { rows } = await db.query<{ planId: string }>(
    `SELECT ${planInForce('u')} AS "planId" FROM users u WHERE u.id = $1${options.lock ? ' FOR NO KEY UPDATE' : ''}`,
    [userId],
  );
  return rows[0]?.planId ?? null;
}

/**
 * Extends (or starts) a user's key-granted Pro by some days from now or from its current end, whichever is
 * later (an activation key's grant); answers its new end.
 */
export async function extendPro(db: Queryable, userId: string, days: number): Promise<Date> {
  const { rows } = await db.query<{ proUntil: Date }>(
    `UPDATE users SET pro_until = greatest(coalesce(pro_until, now()), now()) + make_interval(days => $2), updated_at = now() WHERE id = $1 RETURNING pro_until AS "proUntil"`,
    [userId, days],
  );
  return rows[0]!.proUntil;
}

/** The account that owns the sample games, made on first use. Its password hash is not a hash, so no password matches it. */
export async function sampleOwnerId(db: Queryable, owner: { userName: string; name: string; email: string }): Promise<string> {
  const found = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(user_name) = $1', [owner.userName]);
  if (found.rows[0]) return found.rows[0].id;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, name, email, password_hash) VALUES ($1, $2, $3, '!') RETURNING id`,
    [owner.userName, owner.name, owner.email],
  );
  return rows[0]!.id;
}
