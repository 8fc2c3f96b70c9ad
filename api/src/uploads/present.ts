import type { AssetRecord } from './assets-store.ts';

/** Where the API serves an asset's files (relative to the API's origin). */
export const assetFilePath = {
  rendition: (assetId: string, name: string) => `/files/assets/${assetId}/${encodeURIComponent(name)}`,
  frame: (assetId: string, index: number) => `/files/assets/${assetId}/frames/${index}`,
};

/** An asset as clients see it, in the `/upload` answer and in GraphQL alike. Bucket keys stay private. */
export function presentAsset(asset: AssetRecord) {
  return {
    id: asset.id,
    status: asset.status,
    pipeline: asset.pipeline,
    contentType: asset.contentType,
    byteSize: asset.byteSize,
    width: asset.width,
    height: asset.height,
    rows: asset.rows,
    columns: asset.columns,
    gameId: asset.gameId,
    failureReason: asset.failureReason,
    originalPath: assetFilePath.rendition(asset.id, 'original'),
    thumbnailPath: asset.renditions.thumb ? assetFilePath.rendition(asset.id, 'thumb') : null,
    renditions: Object.entries(asset.renditions).map(([name, rendition]) => ({
      name,
      path: assetFilePath.rendition(asset.id, name),
      width: rendition.width,
      height: rendition.height,
      contentType: rendition.contentType,
      byteSize: rendition.byteSize,
    })),
    frames: asset.frames.map((frame) => ({
      index: frame.index,
      row: frame.row,
      column: frame.column,
      path: assetFilePath.frame(asset.id, frame.index),
      width: frame.width,
      height: frame.height,
    })),
    createdAt: asset.createdAt,
    updatedAt: asset.updatedAt,
  };
}

export type PresentedAsset = ReturnType<typeof presentAsset>;
