import { Router, type Request, type Response } from 'express';
import { AppError, ERROR_CODES, isAppError } from '@tablecraft/core/errors';
import { allowedOrigins } from '../config.ts';
import { findSessionUser } from '../accounts/sessions.ts';
import { readSessionToken } from '../http/cookies.ts';
import type { ApiServices } from '../services.ts';
import { discardRemainingBody, receiveUpload } from '../uploads/intake.ts';
import { CSRF_HEADERS } from '../uploads/routes.ts';
import { TABLE_FILE_MAX_BYTES } from './table-file.ts';
import { importTableFile, tableFileOf } from './table-transfer.ts';

const FORM_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE_MESSAGE = `must not be larger than ${TABLE_FILE_MAX_BYTES / 1_000_000} MB`;

/**
 * Table files (docs/GAME-FILES.md, "Table files"), the game files' twins:
 * `GET /tables/{saveId}/table.zip` downloads a saved table, for those who may edit its game (anyone else is
 * answered 404, as if it did not exist). `POST /tables/import` takes a table file as multipart `file`,
 * exactly as `/games/import` takes a game file, and answers 200 with `{ save: { id, name, gameId } }` or
 * a refusal `{ code, message, fieldErrors? }`.
 */
export function createTableFilesRouter(services: ApiServices): Router {
  const router = Router();
  const origins = new Set(allowedOrigins(services.config));

  router.get('/:saveId/table.zip', async (req, res) => {
    try {
      const viewer = await sessionUser(services, req);
      // Downloads are file exports like a game's: one allowance for both.
      if (viewer) await services.rateLimits.consume('gameExportByUser', viewer.id);
      const file = await tableFileOf(services, viewer, req.params.saveId);
      res.status(200).set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
        'Access-Control-Expose-Headers': 'Content-Disposition',
      });
      res.end(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    } catch (error) {
      answerError(services, res, error);
    }
  });

  router.post('/import', async (req, res) => {
    try {
      const origin = req.headers.origin;
      if (!CSRF_HEADERS.some((name) => Boolean(req.headers[name])) || (origin !== undefined && !origins.has(origin)))
        throw new AppError('CSRF_REJECTED');
      const viewer = await sessionUser(services, req);
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      // Counted before the body is read: a refused file costs its sender a try as much as a kept one.
      await services.rateLimits.consume('tableImportByUser', viewer.id);
      if (Number(req.headers['content-length'] ?? 0) > TABLE_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
      const upload = await receiveUpload(req, { maxBytes: TABLE_FILE_MAX_BYTES }).catch((error: unknown) => {
        throw isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE' ? tooLarge() : error;
      });
      const save = await importTableFile(services, viewer, upload.bytes);
      res.status(200).json({ save: { id: save.id, name: save.name, gameId: save.gameId } });
    } catch (error) {
      answerError(services, res, error);
      discardRemainingBody(req, TABLE_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES);
    }
  });
  return router;
}

async function sessionUser(services: ApiServices, req: Request) {
  const token = readSessionToken(req.headers.cookie);
  return token ? ((await findSessionUser(services.pool, token))?.user ?? null) : null;
}

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { maxBytes: TABLE_FILE_MAX_BYTES });
}

function answerError(services: ApiServices, res: Response, error: unknown): void {
  if (isAppError(error)) {
    res.status(error.status).json({
      ...(error.details ?? {}),
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
    return;
  }
  services.logger.error({ err: error }, 'a table file request failed');
  res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: ERROR_CODES.INTERNAL_SERVER_ERROR.message });
}
