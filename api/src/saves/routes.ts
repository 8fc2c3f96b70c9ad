import { Router } from 'express';
import { allowedOrigins } from '../common/index.ts';
import { answerFileRequestError, receiveUserFile, sessionUser } from '../uploads/index.ts';
import type { ApiServices } from '../common/index.ts';
import { TABLE_FILE_MAX_BYTES } from '../transfer/index.ts';
import { importTableFile, tableFileOf } from './table-transfer.ts';

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
      answerFileRequestError(services, req, res, error, 'table file');
    }
  });

  router.post('/import', async (req, res) => {
    try {
      const { viewer, bytes } = await receiveUserFile(services, req, {
        origins,
        rule: 'tableImportByUser',
        maxBytes: TABLE_FILE_MAX_BYTES,
      });
      const save = await importTableFile(services, viewer, bytes);
      res.status(200).json({ save: { id: save.id, name: save.name, gameId: save.gameId } });
    } catch (error) {
      answerFileRequestError(services, req, res, error, 'table file', TABLE_FILE_MAX_BYTES);
    }
  });
  return router;
}
