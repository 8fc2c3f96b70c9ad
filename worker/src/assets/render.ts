import { UPLOAD_MAX_PIXELS } from '@tablecraft/core';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { gifWithoutMetadata } from './gif-metadata.ts';

/** Decoding more pixels than this is refused: a small file can declare enormous dimensions (a decompression bomb). */
/** One limit with the API's (core). */
export const MAX_INPUT_PIXELS = UPLOAD_MAX_PIXELS;

/**
 * What decoding an image may cost, in pixels of 8 bits per channel: every frame counts (a 25 kB GIF can
 * hold many 6000 × 6000 frames), and so does depth (a 16-bit PNG decodes to twice the memory and time).
 * Read from the header before anything is decoded; the same number as the per-frame limit, so an ordinary
 * still image up to 40 megapixels passes as before.
 */
export const PIXEL_BUDGET = UPLOAD_MAX_PIXELS;

export const FAILURE_REASONS = {
  tooManyPixels: 'The image is too large (over 40 megapixels).',
  overPixelBudget: (megapixels: number) =>
    `The image is too large to process: its frames and colour depth add up to ${megapixels} megapixels, over the 40 allowed. Upload a single frame, or 8 bits per channel.`,
  unreadable: 'The image is damaged or in a format that cannot be read.',
  sheetTooSmall: (rows: number, columns: number) => `The image is too small to cut into ${rows} rows and ${columns} columns.`,
  missingOriginal: 'The uploaded file is missing. Please upload it again.',
  gaveUp: 'The image could not be processed. Please try uploading it again.',
} as const;

/** A permanent reason an image cannot be processed; retrying would give the same answer. */
export class AssetFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AssetFailure';
  }
}

export interface RenderSpec {
  pipeline: 'image' | 'avatar' | 'sheet';
  rows: number | null;
  columns: number | null;
}

export interface RenderedImage {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

export interface RenderedFrame {
  index: number;
  row: number;
  column: number;
  data: Buffer;
  width: number;
  height: number;
}

export interface RenderResult {
  /** Dimensions of the original once auto-oriented. */
  width: number;
  height: number;
  renditions: RenderedImage[];
  frames: RenderedFrame[];
}

// Longest side of the longest rendition: everything is derived from one decode scaled to this.
const WORK_SIDE = { image: 2048, avatar: 2048, sheet: 4096 } as const;
const IMAGE_SIDES = [256, 1024, 2048];
const AVATAR_SIDES = [512, 128];
const THUMB_SIDE = 256;
const WEBP = { quality: 82, effort: 4 } as const;

/**
 * Turns an original into WebP renditions (and frames for sheets). Decodes once, with a pixel limit
 * against decompression bombs, auto-oriented from EXIF; outputs carry no metadata (sharp drops it
 * unless asked to keep it). Never upscales. Throws AssetFailure for images that cannot be used.
 */
export async function renderAsset(original: Buffer, spec: RenderSpec): Promise<RenderResult> {
  await assertWithinPixelBudget(original);
  let decoded: { data: Buffer; info: OutputInfo };
  let width: number;
  let height: number;
  try {
    // The first frame only: renditions are stills.
    const input = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false, pages: 1 });
    const metadata = await input.metadata();
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    height = metadata.autoOrient?.height ?? metadata.height ?? 0;
    const side = WORK_SIDE[spec.pipeline];
    decoded = await input
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new AssetFailure(
      /pixel limit/i.test(String((error as Error).message)) ? FAILURE_REASONS.tooManyPixels : FAILURE_REASONS.unreadable,
    );
  }
  const work = decoded.info;
  const fromWork = (): Sharp => sharp(decoded.data, { raw: { width: work.width, height: work.height, channels: work.channels } });
  const encode = async (name: string, image: Sharp): Promise<RenderedImage> => {
    const { data, info } = await image.webp(WEBP).toBuffer({ resolveWithObject: true });
    return { name, data, width: info.width, height: info.height };
  };
  // The largest centred square: avatars and thumbnails are crops of it, scaled down (never up).
  const square = Math.min(work.width, work.height);
  const squareOf = (size: number): Sharp =>
    fromWork()
      .extract({ left: Math.floor((work.width - square) / 2), top: Math.floor((work.height - square) / 2), width: square, height: square })
      .resize(size, size, { withoutEnlargement: true });

  const renditions: RenderedImage[] = [await encode('thumb', squareOf(THUMB_SIDE))];
  if (spec.pipeline === 'avatar') {
    for (const size of AVATAR_SIDES) renditions.push(await encode(String(size), squareOf(size)));
  } else {
    for (const size of IMAGE_SIDES)
      renditions.push(await encode(String(size), fromWork().resize(size, size, { fit: 'inside', withoutEnlargement: true })));
  }

  const frames: RenderedFrame[] = [];
  if (spec.pipeline === 'sheet') {
    const rows = spec.rows ?? 1;
    const columns = spec.columns ?? 1;
    const frameWidth = Math.floor(work.width / columns);
    const frameHeight = Math.floor(work.height / rows);
    if (frameWidth < 1 || frameHeight < 1) throw new AssetFailure(FAILURE_REASONS.sheetTooSmall(rows, columns));
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const frame = await encode(
          'frame',
          fromWork().extract({ left: column * frameWidth, top: row * frameHeight, width: frameWidth, height: frameHeight }),
        );
        frames.push({ index: row * columns + column, row, column, data: frame.data, width: frame.width, height: frame.height });
      }
    }
  }
  return { width, height, renditions, frames };
}

/** Up to this many pixels a JPEG original is written optimised, which holds it whole (about 100 MB here). */
export const OPTIMISED_JPEG_PIXELS = 16_000_000;

/**
 * The original in its own format with no metadata: EXIF (camera, GPS, time), XMP, IPTC and comments are
 * dropped, and EXIF orientation is applied to the pixels instead. This copy replaces the uploaded bytes, so
 * what anyone can download as the "original" says nothing about where or with what it was taken. JPEG and
 * WebP are re-encoded at high quality and PNG losslessly; a GIF (which has no orientation) is copied block
 * by block without its metadata blocks, never decoded (gif-metadata.ts). A JPEG is written optimised
 * (mozjpeg) up to OPTIMISED_JPEG_PIXELS; a larger one baseline, in one pass, so that it streams through in
 * strips: an optimised or progressive JPEG keeps every coefficient of the image in memory (about 6 bytes a
 * pixel: 220 MB for 36 megapixels, against 15 MB in one pass), and the baseline file is about a fifth larger.
 */
export async function stripMetadata(original: Buffer): Promise<{ data: Buffer; contentType: string }> {
  // Every frame is decoded here (an animation stays one): only within the budget across all of them.
  await assertWithinPixelBudget(original);
  try {
    const { format, width = 0, height = 0 } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (format === 'gif') {
      const data = gifWithoutMetadata(original);
      if (!data) throw new AssetFailure(FAILURE_REASONS.unreadable);
      return { data, contentType: 'image/gif' };
    }
    const input = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, animated: format === 'webp' || format === 'png' }).rotate();
    if (format === 'jpeg') {
      const jpeg = width * height <= OPTIMISED_JPEG_PIXELS ? { quality: 95, mozjpeg: true } : { quality: 95, optimiseCoding: false };
      return { data: await input.jpeg(jpeg).toBuffer(), contentType: 'image/jpeg' };
    }
    if (format === 'webp') return { data: await input.webp({ quality: 95 }).toBuffer(), contentType: 'image/webp' };
    return { data: await input.png().toBuffer(), contentType: 'image/png' };
  } catch (error) {
    if (error instanceof AssetFailure) throw error;
    throw new AssetFailure(
      /pixel limit/i.test(String((error as Error).message)) ? FAILURE_REASONS.tooManyPixels : FAILURE_REASONS.unreadable,
    );
  }
}

/** Bits per channel beyond 8 cost as many more times to decode (a 16-bit PNG counts twice). */
const DEPTH_FACTOR: Record<string, number> = { ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/**
 * The pixels decoding `original` would cost, from its header alone (nothing is decoded): width × height of
 * a frame (`framePixels`), times its frames, times its depth's factor (`cost`).
 */
async function headerCost(original: Buffer): Promise<{ framePixels: number; cost: number }> {
  let metadata: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    metadata = await sharp(original, { limitInputPixels: false }).metadata();
  } catch {
    throw new AssetFailure(FAILURE_REASONS.unreadable);
  }
  const framePixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  const frames = Math.max(metadata.pages ?? 1, 1);
  const depth = Math.max(DEPTH_FACTOR[metadata.depth ?? 'uchar'] ?? 1, (metadata.bitsPerSample ?? 8) > 8 ? 2 : 1);
  return { framePixels, cost: framePixels * frames * depth };
}

/** What decoding `original` would cost in 8-bit pixels across every frame, read from its header. */
export async function decodeCost(original: Buffer): Promise<number> {
  return (await headerCost(original)).cost;
}

/**
 * Refuses, as a permanent failure with its reason, an image whose decoding would cost more than
 * PIXEL_BUDGET: one frame over the limit with the words of the per-image limit, otherwise naming what
 * its frames and depth add up to.
 */
export async function assertWithinPixelBudget(original: Buffer): Promise<void> {
  const { framePixels, cost } = await headerCost(original);
  if (framePixels > MAX_INPUT_PIXELS) throw new AssetFailure(FAILURE_REASONS.tooManyPixels);
  if (cost > PIXEL_BUDGET) throw new AssetFailure(FAILURE_REASONS.overPixelBudget(Math.round(cost / 1_000_000)));
}
