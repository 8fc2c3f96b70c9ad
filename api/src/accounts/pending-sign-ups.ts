import type { Queryable } from '@tablecraft/platform';
import { hashToken } from './sessions.ts';

/** A sign-up waiting for its mailed link to be opened: everything the account needs, password hashed. */
export interface PendingSignUp {
  userName: string;
  name: string;
  email: string;
  passwordHash: string;
}

/** How long a sign-up link works. */
export const SIGN_UP_TOKEN_TTL = '24 hours';

/**
 * Stores a pending sign-up under the hash of its link's token. An older pending sign-up for the same
 * address (in any letter case) is replaced, so only the newest link works; expired ones are swept.
 */
export async function savePendingSignUp(db: Queryable, token: string, signUp: PendingSignUp): Promise<void> {
  await db.query('DELETE FROM pending_sign_ups WHERE expires_at <= now()');
  await db.query(
    `INSERT INTO pending_sign_ups (token_hash, user_name, name, email, password_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6::interval)
     ON CONFLICT ((lower(email))) DO UPDATE SET token_hash = EXCLUDED.token_hash, user_name = EXCLUDED.user_name, name = EXCLUDED.name,
       email = EXCLUDED.email, password_hash = EXCLUDED.password_hash, created_at = now(), expires_at = EXCLUDED.expires_at`,
    [hashToken(token), signUp.userName, signUp.name, signUp.email, signUp.passwordHash, SIGN_UP_TOKEN_TTL],
  );
}

/**
 * Reads the pending sign-up of a token without spending it, or null when the token is unknown or expired:
 * the password typed on the link's page is checked against it first, and a wrong one must leave the link
 * usable.
 */
export async function findPendingSignUp(db: Queryable, token: string): Promise<PendingSignUp | null> {
  const { rows } = await db.query<PendingSignUp>(
    `SELECT user_name AS "userName", name, email, password_hash AS "passwordHash" FROM pending_sign_ups WHERE token_hash = $1 AND expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/**
 * Spends a sign-up token: removes its pending sign-up and returns it, or null when the token is unknown,
 * expired or already spent. One DELETE … RETURNING, so two requests racing with the same link cannot
 * both get it. Only the pending sign-up whose password was checked (passwordHash) is spent.
 */
export async function claimPendingSignUp(db: Queryable, token: string, passwordHash: string): Promise<PendingSignUp | null> {
  const { rows } = await db.query<PendingSignUp>(
    `DELETE FROM pending_sign_ups WHERE token_hash = $1 AND password_hash = $2 AND expires_at > now()
     RETURNING user_name AS "userName", name, email, password_hash AS "passwordHash"`,
    [hashToken(token), passwordHash],
  );
  return rows[0] ?? null;
}
