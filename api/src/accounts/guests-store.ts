import { randomBytes, randomUUID } from 'node:crypto';
import { GUEST_IDLE_DAYS } from '@tablecraft/core';
import { guestSessionIsLive, type Queryable } from '@tablecraft/platform';
import { findUserById } from './users-store.ts';
import type { UserRecord } from '../common/index.ts';

// Guests are users rows (docs/ARCHITECTURE.md, "Guests and invite links"), which accounts owns: the guests
// feature makes, renames, counts and sweeps them through these.

/**
 * Makes a guest: a users row with no password and no usable address (`.invalid` is reserved, RFC 2606 §2),
 * so nothing can log in as it, and a user name nobody can type at sign-up (user names take no dots).
 * `address` and `network` are where it was made from, as the limits count them.
 */
export async function insertGuest(db: Queryable, guest: { name: string; address: string; network: string }): Promise<UserRecord> {
  const id = randomUUID();
  const handle = `guest.${randomBytes(9).toString('base64url').toLowerCase()}`;
  await db.query(
    `INSERT INTO users (id, user_name, name, email, password_hash, guest, guest_address, guest_network)
     VALUES ($1, $2, $3, $4, '', true, $5, $6)`,
    [id, handle, guest.name, `${id}@guest.invalid`, guest.address, guest.network],
  );
  return (await findUserById(db, id))!;
}

/** The guests made in the last hour from an address, from its network, and from anywhere. */
export interface RecentGuests {
  address: number;
  network: number;
  all: number;
}

/**
 * Holds the lock on making guests until the transaction ends, then counts the guests made in the last hour
 * from the address, from its network and in all: concurrent requests are counted one at a time. One lock
 * for the whole site, since the count in all is one; a guest is made in a few milliseconds.
 */
export async function lockAndCountRecentGuests(db: Queryable, at: { address: string; network: string }): Promise<RecentGuests> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('guests-made'))`);
  const { rows } = await db.query<RecentGuests>(
    `SELECT count(*) FILTER (WHERE guest_address = $1)::int AS address,
            count(*) FILTER (WHERE guest_network = $2)::int AS network,
            count(*)::int AS "all"
       FROM users WHERE guest AND created_at > now() - interval '1 hour'`,
    [at.address, at.network],
  );
  return rows[0]!;
}

/**
 * Deletes guests nobody can be any more: every session of theirs lapsed (unused for GUEST_IDLE_DAYS) and the
 * row is at least that old. As when an account is deleted, a seat kept for one is kept for nobody (the host
 * frees it) and their chat lines stay without a name. At most `batch` a call; answers how many went.
 */
export async function deleteUnusedGuests(db: Queryable, batch = 1_000): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM users WHERE guest AND id IN (
       SELECT u.id FROM users u
        WHERE u.guest AND u.created_at < now() - interval '${GUEST_IDLE_DAYS} days'
          AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND ${guestSessionIsLive('s')})
        LIMIT $1)`,
    [batch],
  );
  return rowCount ?? 0;
}

/**
 * The address a guest was made from, as the limits counted it; null for an account (or nobody). A room's
 * removal of a guest holds it, so a guest made there afterwards stays out too.
 */
export async function guestAddressOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ address: string | null }>('SELECT guest_address AS address FROM users WHERE id = $1 AND guest', [
    userId,
  ]);
  return rows[0]?.address ?? null;
}

/** A guest's new name (they typed another at a later room). */
export async function renameGuest(db: Queryable, guestId: string, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1 AND guest', [guestId, name]);
}

/** A guest's session was used: its idle window starts again (at most once a minute, like an account's). */
export async function markGuestSessionSeen(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1 AND last_seen_at < now() - interval '1 minute'`, [sessionId]);
}
