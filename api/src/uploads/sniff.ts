import { UPLOAD_MAX_PIXELS } from '@tablecraft/core';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError } from '@tablecraft/core/errors';

/**
 * Image types we accept, keyed by the type sniffed from the bytes. SVG is deliberately absent: it is
 * a document that can carry scripts and external entities, so serving one back is a cross-site
 * scripting risk and parsing one an XXE risk (see docs/UPLOADS.md).
 */
export const ACCEPTED_TYPES: Record<string, string> = {
  'image/png': 'PNG',
  'image/apng': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** The name the header reader gives each accepted type: both readers must agree on what the file is. */
const HEADER_FORMATS: Record<string, string> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Decoding more pixels than this is refused: a small file can declare enormous dimensions (a decompression bomb). */
/** One limit with the worker's (core). */
export const MAX_INPUT_PIXELS = UPLOAD_MAX_PIXELS;
export const TOO_MANY_PIXELS_MESSAGE = 'The image is too large (over 40 megapixels).';
const UNSUPPORTED_MESSAGE = 'This file type is not supported. Upload a PNG, JPEG, WebP or GIF image.';

/**
 * Decides what an uploaded file really is from its bytes (never its name or the client's type) and
 * reads its dimensions from the header without decoding pixels. Refuses anything but an accepted
 * image, and images over the pixel limit.
 */
export async function inspectImage(bytes: Buffer): Promise<{ contentType: string; width: number; height: number }> {
  const sniffed = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!sniffed || !ACCEPTED_TYPES[sniffed.mime])
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MESSAGE, { file: UNSUPPORTED_MESSAGE });
  let width: number | undefined;
  let height: number | undefined;
  try {
    // A header reader in plain JavaScript: the bytes are a stranger's, and only the worker hands them to an image library.
    // It reads through the whole memory under the view it is given, so a view into Node's shared buffer pool
    // would let a cut-short header be completed by someone else's bytes: it gets a copy of exactly the upload.
    const header = imageSize(new Uint8Array(bytes));
    if (header.type === HEADER_FORMATS[sniffed.mime]) ({ width, height } = header);
  } catch {
    // Handled below: a header that cannot be read is not an image we can use.
  }
  if (!width || !height) {
    const message = 'This image could not be read. It may be damaged.';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { file: message });
  }
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('BAD_USER_INPUT', TOO_MANY_PIXELS_MESSAGE, { file: TOO_MANY_PIXELS_MESSAGE });
  return { contentType: sniffed.mime === 'image/apng' ? 'image/png' : sniffed.mime, width, height };
}
