import { Readable } from 'node:stream';
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
  return inspectHead(await sniffType(bytes), bytes, true)!;
}

/** What an image's first bytes say: its type and dimensions. */
export type InspectedImage = { contentType: string; width: number; height: number };

// How much of a file is read before its header is looked at: the type is known from the first 4,100 bytes
// (file-type's own need); a JPEG's size comes after its metadata segments, which are usually a few kB but
// may add up to megabytes (camera thumbnails, colour profiles), so the header is looked for again as more arrives.
const HEAD_CHECKPOINTS = [4_100, 64 * 1024, 256 * 1024, 1024 * 1024, 4 * 1024 * 1024];

/**
 * The same checks as `inspectImage` on a file that is still arriving: reads only as far as its header (a few
 * kB for almost every image), and answers the image's type and size with the whole file as a stream again
 * (what was read, then the rest as it arrives), or refuses as soon as the bytes read are enough to know.
 */
export async function inspectImageStream(file: Readable): Promise<{ image: InspectedImage; body: Readable }> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let ended = false;
  let mime: string | undefined;
  for (const checkpoint of [...HEAD_CHECKPOINTS, Infinity]) {
    // A large chunk may have carried the head past this checkpoint already.
    if (head.length >= checkpoint) continue;
    const read: Buffer[] = [head];
    let size = head.length;
    while (size < checkpoint) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      read.push(next.value);
      size += next.value.length;
    }
    head = Buffer.concat(read, size);
    mime ??= await sniffType(head);
    const image = inspectHead(mime, head, ended);
    if (image) {
      const first = head;
      const rest = async function* () {
        yield first;
        if (ended) return;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      };
      return { image, body: Readable.from(rest(), { objectMode: false }) };
    }
    if (ended) break;
  }
  return unreadable();
}

/** The accepted type the bytes are (their first 4,100 bytes tell); refused when they are none. */
async function sniffType(bytes: Buffer): Promise<string> {
  const sniffed = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!sniffed || !ACCEPTED_TYPES[sniffed.mime])
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MESSAGE, { file: UNSUPPORTED_MESSAGE });
  return sniffed.mime;
}

/**
 * The type and dimensions from a header, or null when these bytes do not hold all of it yet; refused when
 * it is over the pixel limit, or when they are the whole file (`final`) and still tell no size.
 */
function inspectHead(mime: string, bytes: Buffer, final: boolean): InspectedImage | null {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // A header reader in plain JavaScript: the bytes are a stranger's, and only the worker hands them to an image library.
    // It reads through the whole memory under the view it is given, so a view into Node's shared buffer pool
    // would let a cut-short header be completed by someone else's bytes: it gets a copy of exactly the upload.
    const header = imageSize(new Uint8Array(bytes));
    if (header.type === HEADER_FORMATS[mime]) ({ width, height } = header);
  } catch {
    // Handled below: a header that cannot be read is not an image we can use.
  }
  if (!width || !height) {
    if (!final) return null;
    return unreadable();
  }
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('BAD_USER_INPUT', TOO_MANY_PIXELS_MESSAGE, { file: TOO_MANY_PIXELS_MESSAGE });
  return { contentType: mime === 'image/apng' ? 'image/png' : mime, width, height };
}

function unreadable(): never {
  const message = 'This image could not be read. It may be damaged.';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { file: message });
}
