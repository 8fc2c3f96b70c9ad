import type { Request } from 'express';
import { findSessionIdentity, type Queryable } from '@tablecraft/platform';
import { findUserById } from '../accounts/index.ts';
import type { UserRecord } from '../common/index.ts';
import { readGuestToken } from '../common/index.ts';
import { createSession, markGuestSessionSeen } from '../accounts/index.ts';

/** The browser's guest: its guest cookie's session, made by this same browser (its user agent), still live. */
export async function findGuest(db: Queryable, req: Request): Promise<UserRecord | null> {
  const token = readGuestToken(req.headers.cookie);
  if (!token) return null;
  const identity = await findSessionIdentity(db, token, { kind: 'guest', userAgent: req.headers['user-agent'] ?? '' });
  if (!identity) return null;
  // Used: its idle window starts again.
  await markGuestSessionSeen(db, identity.sessionId);
  const user = await findUserById(db, identity.userId);
  return user?.guest ? user : null;
}

/** Starts a guest's session, bound to this browser's user agent; answers the token for the guest cookie. */
export function startGuestSession(db: Queryable, guestId: string, userAgent: string): Promise<string> {
  return createSession(db, guestId, userAgent);
}
