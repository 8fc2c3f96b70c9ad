/**
 * The catalogue of background jobs: the api enqueues, the worker processes, and both agree on the
 * name and data here (services share types through packages, never by importing each other).
 */

/** Turns an uploaded original into renditions (and frames for sheets), then marks the asset ready or failed. */
export const ASSET_PIPELINE = 'asset-pipeline';

export interface AssetPipelineJob {
  assetId: string;
}

export type TablecraftJobs = {
  [ASSET_PIPELINE]: AssetPipelineJob;
};

/** The pub/sub channel on which an asset's changes are announced (the worker publishes, the api's subscriptions listen). */
export function assetChannel(assetId: string): string {
  return `asset:${assetId}`;
}

/** One rendition the pipeline wrote, as stored in `assets.renditions` under its name. */
export interface AssetRendition {
  key: string;
  width: number;
  height: number;
  contentType: string;
  byteSize: number;
}

/** One frame cut from a sheet, as stored in `assets.frames` (index = row × columns + column). */
export interface AssetFrame {
  index: number;
  row: number;
  column: number;
  key: string;
  width: number;
  height: number;
  byteSize: number;
}

/** Where an asset's objects live in the bucket; everything of one asset shares the `assets/{id}/` prefix. */
export const assetKeys = {
  prefix: (assetId: string) => `assets/${assetId}/`,
  original: (assetId: string) => `assets/${assetId}/original`,
  rendition: (assetId: string, name: string) => `assets/${assetId}/renditions/${name}.webp`,
  frame: (assetId: string, index: number) => `assets/${assetId}/frames/${index}.webp`,
};
