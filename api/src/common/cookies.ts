import type { Request, Response } from 'express';
import { parse, serialize } from 'cookie';
import { GUEST_COOKIE, GUEST_IDLE_DAYS, SESSION_COOKIE, SESSION_IDLE_DAYS } from '@tablecraft/core';

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

/** Reads a guest's token from the request's cookies. */
export function readGuestToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[GUEST_COOKIE];
}

/** Sets the guest cookie: HttpOnly, SameSite=Lax, Secure over https, kept as long as a guest session lasts idle. */
export function setGuestCookie(req: Request, res: Response, token: string): void {
  res.append(
    'Set-Cookie',
    serialize(GUEST_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: GUEST_IDLE_DAYS * 24 * 60 * 60,
    }),
  );
}

/** Clears the guest cookie (the guest signed up or logged in, and became the account). */
export function clearGuestCookie(req: Request, res: Response): void {
  res.append('Set-Cookie', serialize(GUEST_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: 0 }));
}
