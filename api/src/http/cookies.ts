import type { Request, Response } from 'express';
import { parse, serialize } from 'cookie';
import { SESSION_COOKIE, SESSION_IDLE_DAYS } from '@tablecraft/core';

/** Reads the session token from the request's cookies. */
export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[SESSION_COOKIE];
}

/** Sets the HttpOnly, SameSite=Lax session cookie; Secure whenever the request arrived over https. */
export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: SESSION_IDLE_DAYS * 24 * 60 * 60,
    }),
  );
}

/** Clears the session cookie (log out, deleted account). */
export function clearSessionCookie(req: Request, res: Response): void {
  res.append('Set-Cookie', serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: 0 }));
}
