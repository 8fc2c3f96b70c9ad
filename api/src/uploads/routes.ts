import { Router, type Request, type Response } from 'express';
import { UPLOAD_MAX_BYTES } from '@tablecraft/core';
import { AppError, ERROR_CODES, isAppError } from '@tablecraft/core/errors';
import { sampledGauge } from '@tablecraft/platform';
import { allowedOrigins } from '../common/index.ts';
import { requestSession } from '../accounts/index.ts';
import type { ApiServices } from '../common/index.ts';
import { discardRemainingBody } from './intake.ts';
import { IntakeSlots, UPLOAD_INTAKE } from './intake-slots.ts';
import { presentAsset } from './present.ts';
import { receiveAsset } from './service.ts';

/** Headers a browser only sends after a CORS preflight, which foreign origins do not pass. */
export const CSRF_HEADERS = ['x-tablecraft-csrf', 'apollo-require-preflight'] as const;
// Multipart framing and the text fields add a little to the file itself.
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * `POST /upload`: multipart with the image in `file`. Answers 200 with the pending asset, or a JSON
 * refusal `{ code, message, fieldErrors?, … }` with a non-200 status. Checks run cheapest first: CSRF,
 * session and declared size before the body is read; then the type and dimensions from the file's first
 * bytes before anything is written; then the file is streamed to the blob store with its size counted;
 * then the fields, the game and the quota, and a refusal there removes what was written. An account's
 * uploads are read at most UPLOAD_INTAKE.perAccount at a time in this process; the next ones wait with
 * their bodies unread (intake-slots.ts).
 */
export function createUploadRouter(services: ApiServices): Router {
  const router = Router();
  const origins = new Set(allowedOrigins(services.config));
  const intake = new IntakeSlots(UPLOAD_INTAKE);
  // Scraped with the rest of /metrics: uploads this process is reading, and those waiting for a place.
  sampledGauge('tablecraft_upload_intake', 'Uploads being received, and waiting for a place, in this process', ['state'], () => {
    const { receiving, waiting } = intake.stats();
    return [
      { labels: { state: 'receiving' }, value: receiving },
      { labels: { state: 'waiting' }, value: waiting },
    ];
  });
  router.post('/', async (req, res) => {
    let release: (() => void) | undefined;
    try {
      // A multipart POST is a "simple" request browsers send cross-site without asking: demand a header they cannot add.
      const origin = req.headers.origin;
      if (!CSRF_HEADERS.some((name) => Boolean(req.headers[name])) || (origin !== undefined && !origins.has(origin)))
        throw new AppError('CSRF_REJECTED');
      const session = await requestSession(services, req);
      if (!session) throw new AppError('UNAUTHENTICATED');
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES)
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          ERROR_CODES.PAYLOAD_TOO_LARGE.message,
          { file: ERROR_CODES.PAYLOAD_TOO_LARGE.message },
          { maxBytes: UPLOAD_MAX_BYTES },
        );
      // The account's place: its body is read only once it has one.
      release = await intake.admit(session.user.id, req);
      const asset = await receiveAsset(services, session.user, req);
      res.status(200).json(presentAsset(asset));
    } catch (error) {
      refuse(services, req, res, error);
    } finally {
      release?.();
    }
  });
  router.all('/', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ code: 'METHOD_NOT_ALLOWED', message: 'Upload files with POST.' });
  });
  return router;
}

function refuse(services: ApiServices, req: Request, res: Response, error: unknown): void {
  if (isAppError(error) && error.code === 'RATE_LIMITED') {
    // Refused before its body was read: say when to come back and hang up, leaving the body unread.
    res.setHeader('Retry-After', String(error.details?.retryAfterSeconds ?? 1));
    res.setHeader('Connection', 'close');
    res.status(429).json({ ...(error.details ?? {}), code: error.code, message: error.message, fieldErrors: error.fieldErrors });
    return;
  }
  if (isAppError(error)) {
    res.status(error.status).json({
      ...(error.details ?? {}),
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
  } else {
    services.logger.error({ err: error }, 'upload failed');
    res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: ERROR_CODES.INTERNAL_SERVER_ERROR.message });
  }
  // The client may still be sending; drain a bounded amount so it reads this answer, then hang up.
  discardRemainingBody(req, UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES);
}
