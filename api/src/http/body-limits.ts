import type { RequestHandler } from 'express';
import { AppError } from '@tablecraft/core/errors';
import { requestSession } from '../accounts/index.ts';
import type { ApiServices } from '../common/index.ts';

/** The largest GraphQL request a visitor needs: log-in, sign-up, searches and reads are a few kilobytes. */
export const ANONYMOUS_BODY_LIMIT = 64 * 1024;

/**
 * Large GraphQL bodies (a whole document saved, a CSV imported) are for logged-in editors only. Reading
 * and parsing a 2 MB body costs the API tens of milliseconds whatever it asks for, so a visitor's large
 * request is refused from its declared length (413) before a byte of it is read. The session is looked
 * up only for such requests.
 */
export function largeBodiesNeedSession(services: ApiServices): RequestHandler {
  return async (req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (!chunked && length <= ANONYMOUS_BODY_LIMIT) return next();
    try {
      const session = await requestSession(services, req);
      if (session) return next();
      // Hang up after answering rather than read and discard the rest of the body.
      res.setHeader('Connection', 'close');
      next(new AppError('PAYLOAD_TOO_LARGE', `Requests over ${ANONYMOUS_BODY_LIMIT / 1024} kB need you to log in.`));
    } catch (error) {
      next(error);
    }
  };
}
