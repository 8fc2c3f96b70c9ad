import type { Request, Response } from 'express';
import { AppError, ERROR_CODES, isAppError } from '@tablecraft/core/errors';
import type { RateLimitRule } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import type { ApiServices } from '../common/index.ts';
import { requestSession } from '../accounts/index.ts';
import { discardRemainingBody, receiveUpload } from './intake.ts';
import { CSRF_HEADERS } from './routes.ts';

// What the routes that take and give whole files (game files, table files) share with /upload: who is
// asking, the CSRF guard, the size limit before and while reading, a rate limit counted before the body is
// read, and refusals as `{ code, message, fieldErrors? }`.

/** Room for the multipart form around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The session's user, or null for a visitor. */
export async function sessionUser(services: ApiServices, req: Request): Promise<UserRecord | null> {
  return (await requestSession(services, req))?.user ?? null;
}

function tooLarge(maxBytes: number): AppError {
  const message = `must not be larger than ${maxBytes / 1_000_000} MB`;
  return new AppError('PAYLOAD_TOO_LARGE', message, { file: message }, { maxBytes });
}

/**
 * A file sent as multipart `file` by a logged-in user from an allowed origin with the CSRF header, under
 * `maxBytes` (refused from its Content-Length before anything is read, and while reading). `rule` counts
 * the attempt first: a refused file costs its sender a try as much as a kept one.
 */
export async function receiveUserFile(
  services: ApiServices,
  req: Request,
  options: { origins: ReadonlySet<string>; rule: RateLimitRule; maxBytes: number },
): Promise<{ viewer: UserRecord; bytes: Uint8Array; filename: string }> {
  const origin = req.headers.origin;
  if (!CSRF_HEADERS.some((name) => Boolean(req.headers[name])) || (origin !== undefined && !options.origins.has(origin)))
    throw new AppError('CSRF_REJECTED');
  const viewer = await sessionUser(services, req);
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  await services.rateLimits.consume(options.rule, viewer.id);
  if (Number(req.headers['content-length'] ?? 0) > options.maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(options.maxBytes);
  const upload = await receiveUpload(req, { maxBytes: options.maxBytes }).catch((error: unknown) => {
    // The intake words its size refusal for images; these files have their own limit.
    throw isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE' ? tooLarge(options.maxBytes) : error;
  });
  return { viewer, bytes: upload.bytes, filename: upload.filename };
}

/** Answers a refused file request (and drops what is left of its body, so the connection can be reused). */
export function answerFileRequestError(
  services: ApiServices,
  req: Request,
  res: Response,
  error: unknown,
  what: string,
  maxBytes?: number,
): void {
  if (isAppError(error)) {
    res.status(error.status).json({
      ...(error.details ?? {}),
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
  } else {
    services.logger.error({ err: error }, `a ${what} request failed`);
    res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: ERROR_CODES.INTERNAL_SERVER_ERROR.message });
  }
  if (maxBytes !== undefined) discardRemainingBody(req, maxBytes + FORM_OVERHEAD_BYTES);
}
