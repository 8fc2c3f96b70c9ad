import { Router, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { findSessionUser } from '../accounts/index.ts';
import { readSessionToken } from '../common/index.ts';
import type { ApiServices } from '../common/index.ts';
import { readableAsset } from '../uploads/index.ts';

// Renditions never change under a given asset id, so browsers may keep them a day; the ETag covers the rest.
export const FILE_CACHE_CONTROL = 'private, max-age=86400';

/**
 * `GET /files/assets/{assetId}/{rendition}` and `/files/assets/{assetId}/frames/{index}`: streams an
 * asset's original, rendition or frame to whoever may read the asset. The original is served only once
 * the pipeline has replaced the uploaded bytes with a copy without metadata (EXIF, GPS), i.e. when ready. Unknown and unreadable answer
 * the same 404, so ids cannot be probed.
 */
export function createFilesRouter(services: ApiServices): Router {
  const router = Router();
  const serve = async (
    req: { headers: Record<string, string | string[] | undefined>; method: string },
    res: Response,
    assetId: string,
    pick: (asset: NonNullable<Awaited<ReturnType<typeof readableAsset>>>) => string | undefined,
  ) => {
    const token = readSessionToken(typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined);
    const session = token ? await findSessionUser(services.pool, token) : null;
    const asset = await readableAsset(services, session?.user ?? null, assetId);
    const key = asset ? pick(asset) : undefined;
    const info = key ? await services.blobs.stat(key) : null;
    if (!key || !info) {
      notFound(res);
      return;
    }
    const etag = `"${info.etag.replace(/"/g, '')}"`;
    res.set({
      'Cache-Control': FILE_CACHE_CONTROL,
      ETag: etag,
      'Content-Type': info.contentType,
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, a file can do nothing: no scripts, no plugins, no requests.
      'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
      'Cross-Origin-Resource-Policy': 'same-site',
      Vary: 'Cookie',
    });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(info.size));
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    try {
      await pipeline(await services.blobs.get(key), res);
    } catch (error) {
      // A viewer who navigates away mid-download is normal; anything else is worth a line in the log.
      if (!res.writableEnded && (error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        services.logger.warn({ err: error, key }, 'could not stream a file');
      if (res.headersSent) res.destroy();
      else throw error;
    }
  };

  router.get('/assets/:assetId/frames/:index', async (req, res, next) => {
    const index = /^\d{1,4}$/.test(req.params.index) ? Number(req.params.index) : -1;
    await serve(req, res, req.params.assetId, (asset) => asset.frames.find((frame) => frame.index === index)?.key).catch(next);
  });
  router.get('/assets/:assetId/:rendition', async (req, res, next) => {
    const name = req.params.rendition;
    await serve(req, res, req.params.assetId, (asset) =>
      name === 'original'
        ? asset.status === 'ready'
          ? asset.originalKey
          : undefined
        : Object.hasOwn(asset.renditions, name)
          ? asset.renditions[name]?.key
          : undefined,
    ).catch(next);
  });
  return router;
}

function notFound(res: Response): void {
  res.status(404).json({ code: 'NOT_FOUND', message: "We can't find what you're looking for." });
}
