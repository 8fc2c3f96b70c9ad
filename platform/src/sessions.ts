import { createHash } from 'node:crypto';
import { GUEST_IDLE_DAYS, SESSION_IDLE_DAYS } from '@tablecraft/core';
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
  /** A guest (seated without an account): an identity for the rooms it joined, and nothing else. */
  guest: boolean;
}

/** Whether a guest session (a row of `sessions` aliased `alias`) is still good: used within GUEST_IDLE_DAYS. */
export const guestSessionIsLive = (alias: string) =>
  `(${alias}.last_seen_at > now() - interval '${GUEST_IDLE_DAYS} days' AND ${alias}.created_at > now() - interval '${SESSION_MAX_DAYS} days')`;

/**
 * Which cookie a token came from: an account's session, or a guest's. Each finds only its own kind, so a
 * guest's token put in the session cookie is nobody, and a guest session works only in the browser that
 * made it (the user agent it was made with: another browser replaying the cookie is a visitor).
 */
export type SessionKind = { kind: 'account' } | { kind: 'guest'; userAgent: string };

/**
 * Resolves a session token to its user, or null when the token is unknown, idle for more than
 * 30 days (7 for a guest), older than SESSION_MAX_DAYS, its user is gone, or it is not of the kind
 * asked for. Read-only: the api owns session writes.
 */
export async function findSessionIdentity(
  db: Queryable,
  token: string | undefined,
  as: SessionKind = { kind: 'account' },
): Promise<SessionIdentity | null> {
  if (!token || token.length > 100) return null;
  const guest = as.kind === 'guest';
  const { rows } = await db.query<SessionIdentity>(
    `SELECT s.id AS "sessionId", u.id AS "userId", u.user_name AS "userName", u.name, u.image, u.guest
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND u.guest = $2 AND ${guest ? guestSessionIsLive('s') : sessionIsLive('s')}
        AND ($2 = false OR s.user_agent = $3)`,
    [hashToken(token), guest, guest ? as.userAgent.slice(0, 300) : ''],
  );
  return rows[0] ?? null;
}
