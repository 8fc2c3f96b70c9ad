import { randomBytes } from 'node:crypto';
import { SESSION_IDLE_DAYS } from '@tablecraft/core';
import { SESSION_MAX_DAYS, hashToken, sessionIsLive, type Queryable } from '@tablecraft/platform';
import { findUserById, type UserRecord } from './users-store.ts';

const IDLE_INTERVAL = `${SESSION_IDLE_DAYS} days`;
const MAX_INTERVAL = `${SESSION_MAX_DAYS} days`;
// Touching last_seen_at on every request would write on every read; once a minute is enough for a 30-day window.
const TOUCH_AFTER_MS = 60_000;

/** A new random session or reset token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export { hashToken };

/** Starts a session for a user and returns the token to put in the cookie. */
export async function createSession(db: Queryable, userId: string, userAgent = ''): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (token_hash, user_id, user_agent) VALUES ($1, $2, $3)', [
    hashToken(token),
    userId,
    userAgent.slice(0, 300),
  ]);
  return token;
}

/**
 * The user behind a session token, or null when the token is unknown, idle for over 30 days, older
 * than SESSION_MAX_DAYS (an absolute lifetime), or its user was deleted. Expired sessions are removed when found.
 */
export async function findSessionUser(db: Queryable, token: string): Promise<{ user: UserRecord; sessionId: string } | null> {
  if (!token || token.length > 100) return null;
  const { rows } = await db.query<{ id: string; userId: string; lastSeenAt: Date; expired: boolean }>(
    `SELECT id, user_id AS "userId", last_seen_at AS "lastSeenAt", NOT ${sessionIsLive('sessions')} AS expired
       FROM sessions WHERE token_hash = $1`,
    [hashToken(token)],
  );
  const session = rows[0];
  if (!session) return null;
  if (session.expired) {
    await db.query('DELETE FROM sessions WHERE id = $1', [session.id]);
    return null;
  }
  const user = await findUserById(db, session.userId);
  // A guest's token is nobody's account session, whichever cookie carries it (guests are looked up by
  // platform's findSessionIdentity, for rooms alone).
  if (!user || user.guest) return null;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [session.id]);
  }
  return { user, sessionId: session.id };
}

export interface SessionSummary {
  id: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A user's live sessions, most recently used first (expired ones are not shown, and end when next seen). */
export async function listSessions(db: Queryable, userId: string): Promise<SessionSummary[]> {
  const { rows } = await db.query<SessionSummary>(
    `SELECT id, user_agent AS "userAgent", created_at AS "createdAt", last_seen_at AS "lastSeenAt",
            least(last_seen_at + $2::interval, created_at + $3::interval) AS "expiresAt"
       FROM sessions WHERE user_id = $1 AND ${sessionIsLive('sessions')}
      ORDER BY last_seen_at DESC`,
    [userId, IDLE_INTERVAL, MAX_INTERVAL],
  );
  return rows;
}

/** Ends one of a user's sessions; false when it is not theirs (or already ended). */
export async function deleteUserSession(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM sessions WHERE id = $1 AND user_id = $2', [sessionId, userId]);
  return (rowCount ?? 0) > 0;
}

/** Ends one session (log out). */
export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

/** Ends every session of a user except, optionally, the one in use (after a password change); answers how many ended. */
export async function deleteOtherSessions(db: Queryable, userId: string, keepSessionId?: string): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2)', [
    userId,
    keepSessionId ?? null,
  ]);
  return rowCount ?? 0;
}
