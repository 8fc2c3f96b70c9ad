import { Router, type Request, type Response } from 'express';
import { AppError, ERROR_CODES, isAppError } from '@tablecraft/core/errors';
import { allowedOrigins } from '../config.ts';
import { findSessionUser } from '../accounts/sessions.ts';
import { readSessionToken } from '../http/cookies.ts';
import type { ApiServices } from '../services.ts';
import { discardRemainingBody, receiveUpload } from '../uploads/intake.ts';
import { CSRF_HEADERS } from '../uploads/routes.ts';
import { planGameExport, writeGameExport } from './export.ts';
import { GAME_FILE_MAX_BYTES } from './game-file.ts';
import { importGameFile } from './import.ts';

const FORM_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE_MESSAGE = `must not be larger than ${GAME_FILE_MAX_BYTES / 1_000_000} MB`;
/** Read by the web to size its progress bar; the zip's exact size is only known once it is written. */
export const ESTIMATED_BYTES_HEADER = 'X-Tablecraft-Estimated-Bytes';

/**
 * Game files (docs/GAME-FILES.md):
 * `GET /games/{gameId}/revisions/{revisionName}/export.zip` streams a revision as a game file to whoever
 * may edit the game (a GET changes nothing, so it needs no CSRF header; the cookie decides who asks).
 * `POST /games/import` (`?into={gameId}`: as that game's new draft) takes a game file as multipart `file`, as `/upload` takes an image, and answers 200
 * with `{ game: { id, title, gamePath, editorPath }, report }`, or a refusal `{ code, message, fieldErrors? }`.
 */
export function createTransferRouter(services: ApiServices): Router {
  const router = Router();
  const origins = new Set(allowedOrigins(services.config));

  router.get('/:gameId/revisions/:revisionName/export.zip', async (req, res) => {
    try {
      const viewer = await sessionUser(services, req);
      if (viewer) await services.rateLimits.consume('gameExportByUser', viewer.id);
      const plan = await planGameExport(services, viewer, req.params.gameId, req.params.revisionName);
      res.status(200).set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${plan.fileName}"`,
        'Cache-Control': 'no-store',
        [ESTIMATED_BYTES_HEADER]: String(plan.estimatedBytes),
        'Access-Control-Expose-Headers': `Content-Disposition, ${ESTIMATED_BYTES_HEADER}`,
      });
      await writeGameExport(services, plan, res);
    } catch (error) {
      if (res.headersSent) {
        // Half a zip is no file: cut the connection so the browser reports a failed download.
        if (!res.destroyed) services.logger.error({ err: error }, 'a game export failed while streaming');
        res.destroy();
        return;
      }
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
      // Counted before the body is read: a refused file costs its sender a try as much as an imported one.
      await services.rateLimits.consume('gameImportByUser', viewer.id);
      if (Number(req.headers['content-length'] ?? 0) > GAME_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
      const upload = await receiveUpload(req, { maxBytes: GAME_FILE_MAX_BYTES }).catch((error: unknown) => {
        // The intake words its size refusal for images; a game file has its own limit.
        throw isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE' ? tooLarge() : error;
      });
      const into = typeof req.query.into === 'string' && req.query.into !== '' ? req.query.into : undefined;
      const result = await importGameFile(services, viewer, upload.bytes, upload.filename, { intoGameId: into });
      res.status(200).json({
        game: { id: result.game.id, title: result.game.title, gamePath: result.gamePath, editorPath: result.editorPath },
        report: result.report,
      });
    } catch (error) {
      answerError(services, res, error);
      discardRemainingBody(req, GAME_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES);
    }
  });
  return router;
}

async function sessionUser(services: ApiServices, req: Request) {
  const token = readSessionToken(req.headers.cookie);
  return token ? ((await findSessionUser(services.pool, token))?.user ?? null) : null;
}

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { maxBytes: GAME_FILE_MAX_BYTES });
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
  services.logger.error({ err: error }, 'a game file request failed');
  res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: ERROR_CODES.INTERNAL_SERVER_ERROR.message });
}
