import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@tablecraft/platform';
import { findUserById } from '../accounts/index.ts';
import type { UserRecord } from '../common/index.ts';

/**
 * Makes a guest: a users row with no password and no usable address (`.invalid` is reserved, RFC 2606 §2),
 * so nothing can log in as it, and a user name nobody can type at sign-up (user names take no dots).
 */
export async function insertGuest(db: Queryable, guest: { name: string; address: string }): Promise<UserRecord> {
  const id = randomUUID();
  const handle = `guest.${randomBytes(9).toString('base64url').toLowerCase()}`;
  await db.query(
    `INSERT INTO users (id, user_name, name, email, password_hash, guest, guest_address)
     VALUES ($1, $2, $3, $4, '', true, $5)`,
    [id, handle, guest.name, `${id}@guest.invalid`, guest.address],
  );
  return (await findUserById(db, id))!;
}

/**
 * Holds the per-address lock on making guests until the transaction ends, then counts the guests made
 * from that address in the last hour: concurrent requests from one address are counted one at a time.
 */
export async function lockAndCountRecentGuests(db: Queryable, address: string): Promise<number> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('guest-address:' || $1))`, [address]);
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) FROM users WHERE guest AND guest_address = $1 AND created_at > now() - interval '1 hour'`,
    [address],
  );
  return Number(rows[0]!.count);
}

/** A guest's new name (they typed another at a later room). */
export async function renameGuest(db: Queryable, guestId: string, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1 AND guest', [guestId, name]);
}
