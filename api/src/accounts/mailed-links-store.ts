import type { Queryable } from '@tablecraft/platform';
import { hashToken } from './sessions.ts';

// The single-use links mailed to an account: password resets and e-mail changes. Only a token's hash is
// kept, so a copy of the table opens nothing. The mails name these lifetimes in words.
const PASSWORD_RESET_TTL = '1 hour';
const EMAIL_CHANGE_TTL = '24 hours';

/** Stores a password reset link's token for a user. */
export async function savePasswordReset(db: Queryable, token: string, userId: string): Promise<void> {
  await db.query(`INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + $3::interval)`, [
    hashToken(token),
    userId,
    PASSWORD_RESET_TTL,
  ]);
}

/**
 * The user of a reset token that is still usable, without spending it, or null. A cheap indexed lookup
 * by the token's hash, done before the new password is hashed, so a made-up token costs no scrypt.
 */
export async function findPasswordReset(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0]?.userId ?? null;
}

/**
 * Spends a reset token: answers its user, or null when it is unknown, expired or already used. One
 * UPDATE, so two requests racing with the same link cannot both get it.
 */
export async function claimPasswordReset(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ userId: string }>(
    `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id AS "userId"`,
    [hashToken(token)],
  );
  return rows[0]?.userId ?? null;
}

/** Voids a user's other reset links once the password was reset through one of them. */
export async function deleteUnusedPasswordResets(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** Stores an e-mail change waiting for its link; an earlier unused one of the user stops working, so only the newest link counts. */
export async function saveEmailChange(db: Queryable, token: string, userId: string, newEmail: string): Promise<void> {
  await db.query('DELETE FROM email_changes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await db.query('INSERT INTO email_changes (token_hash, user_id, new_email, expires_at) VALUES ($1, $2, $3, now() + $4::interval)', [
    hashToken(token),
    userId,
    newEmail,
    EMAIL_CHANGE_TTL,
  ]);
}

/**
 * Spends an e-mail change token: answers whose address becomes which, or null when it is unknown, expired or
 * already used. One UPDATE, so the link works once even when opened twice at the same moment.
 */
export async function claimEmailChange(db: Queryable, token: string): Promise<{ userId: string; newEmail: string } | null> {
  const { rows } = await db.query<{ userId: string; newEmail: string }>(
    `UPDATE email_changes SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id AS "userId", new_email AS "newEmail"`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}
