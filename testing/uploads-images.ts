import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the spot, so no binary fixtures live in the repository. */

/** A photo-like PNG (a gradient, so it does not compress to nothing). */
export async function makePng(width = 640, height = 480): Promise<Buffer> {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A JPEG, optionally with an EXIF orientation (6 = rotated 90° clockwise) and a camera model in its metadata. */
export async function makeJpeg(width = 800, height = 600, options: { orientation?: number } = {}): Promise<Buffer> {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: options.orientation, exif: { IFD0: { Make: 'TestCam', Model: 'Secret Model 9000' } } })
    .toBuffer();
}

export async function makeWebp(width = 320, height = 240): Promise<Buffer> {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .webp()
    .toBuffer();
}

export async function makeGif(width = 120, height = 90): Promise<Buffer> {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .gif()
    .toBuffer();
}

/**
 * A decompression bomb: a small, valid PNG that declares `width × height` pixels (1-bit greyscale,
 * all black). Built by hand because encoding 400 megapixels with an image library takes many seconds.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const rowBytes = Math.ceil(width / 8) + 1; // filter byte + 1 bit per pixel
  const raw = Buffer.alloc(rowBytes * height); // zeros: filter 0, black pixels
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header is fine but whose pixel data is garbage: it sniffs as PNG and fails to decode. */
export async function corruptPng(): Promise<Buffer> {
  const png = await makePng(200, 150);
  const bytes = Buffer.from(png);
  // Keep every chunk header intact; scramble the compressed pixels inside the IDAT chunk.
  const idat = bytes.indexOf('IDAT');
  const length = bytes.readUInt32BE(idat - 4);
  for (let i = idat + 6; i < idat + 4 + length; i++) bytes[i] = (i * 31 + 7) & 0xff;
  return bytes;
}

/** A sheet of `columns × rows` cells of `cell` pixels, each cell a different shade. */
export async function makeSheet(columns: number, rows: number, cell = 64): Promise<Buffer> {
  const width = columns * cell;
  const height = rows * cell;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = Math.floor(y / cell) * columns + Math.floor(x / cell);
      const offset = (y * width + x) * 3;
      data[offset] = (index * 37) & 0xff;
      data[offset + 1] = (index * 91) & 0xff;
      data[offset + 2] = 128;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function gradient(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      data[offset] = (x * 255) / width;
      data[offset + 1] = (y * 255) / height;
      data[offset + 2] = ((x + y) * 7) & 0xff;
    }
  }
  return data;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * How long a test waits for an upload to be processed. Images are decoded in a process of its own at a
 * lower priority (worker/src/assets/render-process.ts), which yields to everything else on the machine:
 * with several test files running at once on two cores a decode can wait far longer than it takes alone.
 * A wait for an event, so a long one costs nothing when the image is ready sooner.
 */
export const ASSET_READY_TIMEOUT_MS = 60_000;
