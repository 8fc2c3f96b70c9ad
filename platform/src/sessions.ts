import { createHash } from 'node:crypto';
import { SESSION_IDLE_DAYS } from '@tablecraft/core';
import type { Queryable } from './db.ts';

/** The only form of a session or reset token that is ever stored. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * The longest a session lasts from its log-in, however active: a stolen cookie stops working after this
 * even if it is used every day. (Idle sessions end sooner, after SESSION_IDLE_DAYS.)
 */
export const SESSION_MAX_DAYS = 90;

/**
 * Whether a session (a row of `sessions` aliased `alias`) is still good: used within SESSION_IDLE_DAYS and
 * younger than SESSION_MAX_DAYS. The one statement of that rule, for the api's lookup and the socket's.
 */
export const sessionIsLive = (alias: string) =>
  `(${alias}.last_seen_at > now() - interval '${SESSION_IDLE_DAYS} days' AND ${alias}.created_at > now() - interval '${SESSION_MAX_DAYS} days')`;

/** Who a session cookie belongs to, for services other than the api (the socket service). */
export interface SessionIdentity {
  sessionId: string;
  userId: string;
  userName: string;
  name: string;
  image: string;
}

/**
 * Resolves a session token to its user, or null when the token is unknown, idle for more than
 * 30 days, older than SESSION_MAX_DAYS, or its user is gone. Read-only: the api owns session writes.
 */
export async function findSessionIdentity(db: Queryable, token: string | undefined): Promise<SessionIdentity | null> {
  if (!token || token.length > 100) return null;
  const { rows } = await db.query<SessionIdentity>(
    `SELECT s.id AS "sessionId", u.id AS "userId", u.user_name AS "userName", u.name, u.image
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND ${sessionIsLive('s')}`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}
