import { Router } from 'express';
import { allowedOrigins } from '../common/index.ts';
import { answerFileRequestError, receiveUserFile, sessionUser } from '../uploads/index.ts';
import type { ApiServices } from '../common/index.ts';
import { planGameExport, writeGameExport } from './export.ts';
import { GAME_FILE_MAX_BYTES } from './game-file.ts';
import { importGameFile } from './import.ts';

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
      answerFileRequestError(services, req, res, error, 'game file');
    }
  });

  router.post('/import', async (req, res) => {
    try {
      const { viewer, bytes, filename } = await receiveUserFile(services, req, {
        origins,
        rule: 'gameImportByUser',
        maxBytes: GAME_FILE_MAX_BYTES,
      });
      const into = typeof req.query.into === 'string' && req.query.into !== '' ? req.query.into : undefined;
      const result = await importGameFile(services, viewer, bytes, filename, { intoGameId: into });
      res.status(200).json({
        game: { id: result.game.id, title: result.game.title, gamePath: result.gamePath, editorPath: result.editorPath },
        report: result.report,
      });
    } catch (error) {
      answerFileRequestError(services, req, res, error, 'game file', GAME_FILE_MAX_BYTES);
    }
  });
  return router;
}
